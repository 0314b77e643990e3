"""The seam between the card pictures (`bot.discord.pictures`, no discord import) and the messages.

- `table_canvas` / `table_image(game, view, names, …)`, `private_canvas` / `private_image(game, view,
  names, …)`: a game's pictures, drawn through its Discord face (`adapter_for(game)`: its `plan`,
  `table_canvas`, `private_decider`, `picture_style`), so the generic picture code names no game;
- `attach_table_picture(payload, table)`: put the table picture into a live-table payload built for
  `Message.edit` / `InteractionResponse.edit_message` (`attachments=[table.png]`, the embed's image
  pointing at `attachment://table.png`), so the picture rides in the same PATCH as the text;
  `for_send(payload)` turns that payload into one for `send` / `send_message` (`files=`).
- `hand_files(table, user_id, locale)`: the private picture of that user's own seat (the table's part
  that decides the move above the hand), as `[hand.png]` (or `[]`).
Pictures are cached by what they show (`TableImageCache`), so an unchanged table renders nothing.
With `cards: text` (`/settings`: the server's choice for its tables, a player's own for their
hand) no picture is attached: the cards are in the text as emoji and names. A table picture's
words are in the channel's language (`locale`).
"""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Collection, Sequence
from typing import Any

import discord

from bot.discord.core.adapter import adapter_for
from bot.discord.core.option_words import game_name
from bot.discord.pictures import TableImageCache
from bot.discord.pictures.canvas import Canvas, View
from bot.discord.pictures.hand import PrivateCanvas
from bot.discord.pictures.hand import private_canvas as draw_private
from bot.discord.pictures.seat_panels import Badge
from bot.service.model import Table, computer_level
from bot.service.panel_labels import short_seat_names
from bot.service.rules_text import game_text
from i18n import DEFAULT, translate

log = logging.getLogger(__name__)

TABLE_FILE = "table.png"
HAND_FILE = "hand.png"
PICTURES = TableImageCache(size=256)
HANDS = TableImageCache(size=512)


@functools.cache
def english_name(game: str) -> str:
    """The game's own name in English (its rules text's title): a picture's header when its
    name in the picture's language cannot be drawn here."""
    try:
        return str(game_text(DEFAULT, game).get("title") or game.title())
    except OSError:  # a game with no rules text
        return game.title()


def table_canvas(
    game: str,
    view: View,
    names: Sequence[str],
    *,
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> Canvas:
    """`game`'s table picture from the spectator view, on a canvas (tests read its record):
    drawn as its Discord face says (`Adapter.table_canvas`, `Adapter.plan`)."""
    return adapter_for(game).table_canvas(
        view, names, name=english_name(game), title=title, locale=locale, game_name=game_name, badges=badges
    )


def table_image(game: str, view: View, names: Sequence[str], **options: Any) -> bytes:
    """`table_canvas` as PNG bytes."""
    return table_canvas(game, view, names, **options).png()


def private_canvas(
    game: str,
    view: View,
    names: Sequence[str],
    *,
    hand: Sequence[str],
    usable: Collection[str] | None = None,
    why: str = "play",
    mine: bool = False,
    locale: str = DEFAULT,
) -> PrivateCanvas:
    """A seat's private picture (`bot.discord.pictures.hand.private_canvas`), what decides its
    move drawn as its game's Discord face says (`Adapter.private_decider`)."""
    adapter = adapter_for(game)
    return draw_private(
        view,
        names,
        style=adapter.picture_style,
        decider=adapter.private_decider,
        hand=hand,
        usable=usable,
        why=why,
        mine=mine,
        locale=locale,
    )


def private_image(game: str, view: View, names: Sequence[str], **options: Any) -> bytes:
    """`private_canvas` as PNG bytes."""
    return private_canvas(game, view, names, **options).png()


LEVEL_STARS = {"easy": "★", "normal": "★★", "hard": "★★★"}


def picture_seats(table: Table, locale: str) -> tuple[tuple[str, ...], tuple[str | None, ...]]:
    """The names a picture gives the seats, each seat's one name (`Bot 2`, as the words say it),
    and a badge per seat: a computer's level, in words on its plate where they fit whole
    (`normal`), else as stars (★ easy, ★★ normal, ★★★ hard), no word to cut. Each name a
    `Named`, so a sentence drawn round it knows a computer from a person."""
    badges: list[str | None] = []
    for seat in table.seats:
        level = computer_level(seat)
        badges.append(Badge(LEVEL_STARS[level], translate(locale, f"level-{level}")) if level else None)
    names = short_seat_names(table, locale)
    return tuple(names), tuple(badges)


def table_png(table: Table, locale: str = DEFAULT) -> bytes | None:
    """The table picture (spectator view) for this snapshot; None before the deal or on failure."""
    state = table.state
    if state is None:
        return None
    names, badges = picture_seats(table, locale)
    key = (table.id, table.seq, table.status, names, locale)
    title = game_name(table.game, table.preset, locale)
    try:
        return PICTURES.get(
            key,
            lambda: table_image(
                table.game, state.view(None), names, locale=locale, game_name=title, badges=badges
            ),
        )
    except Exception:  # a picture must never cost a move its message: the text is still there
        log.exception("could not draw the table picture of table %s", table.id)
        return None


def attach_table_picture(
    payload: dict[str, Any], table: Table, locale: str = DEFAULT, *, pictured: bool = True
) -> dict[str, Any]:
    """Add the table picture to an edit payload (`content`, `embed`, `view`); returns the payload.
    `pictured`: whether the server shows cards as pictures (`Preferences.shows_pictures`)."""
    data = table_png(table, locale) if pictured else None
    embed = payload.get("embed")
    if data is None or embed is None:
        payload["attachments"] = []  # no picture now (lobby, closed before the deal): drop an old one
        return payload
    embed.set_image(url=f"attachment://{TABLE_FILE}")
    payload["attachments"] = [discord.File(io.BytesIO(data), filename=TABLE_FILE)]
    return payload


def for_send(payload: dict[str, Any]) -> dict[str, Any]:
    """An edit payload made fit for `send` / `send_message`: attachments become files, Nones go."""
    out = {k: v for k, v in payload.items() if v is not None and k != "attachments"}
    if payload.get("attachments"):
        out["files"] = payload["attachments"]
    return out


def hand_files(
    table: Table, user_id: int, locale: str = DEFAULT, *, pictured: bool = True
) -> list[discord.File]:
    """`[hand.png]`: the user's private picture (`pictures.hand.private_image`): on their turn the
    table's part that decides the move above their hand, the cards they may not use now dimmed.
    `pictured`: whether they want cards as pictures (`Preferences.shows_pictures`)."""
    seat = table.seat_of(user_id)
    state = table.state
    adapter = adapter_for(table.game)
    if seat is None or state is None or adapter.no_hand is not None:
        return []
    if not pictured:
        return []
    view = state.view(seat)
    hand = tuple(adapter.hand(view))
    mine = not state.over and state.to_move == seat and table.status == "playing"
    usable, why = adapter.usable_cards(state, seat) if mine else (None, "play")
    names, _badges = picture_seats(table, locale)  # short names, as the table picture gives them
    # The table part is drawn on the seat's turn only, so the seq is in the key only then.
    key = (table.id, seat, state.deal, table.seq if mine else None, hand, usable, mine, names, locale)
    try:
        data = HANDS.get(
            key,
            lambda: private_image(
                table.game, view, names, hand=hand, usable=usable, why=why, mine=mine, locale=locale
            ),
        )
    except Exception:
        log.exception("could not draw a hand picture at table %s", table.id)
        return []
    return [discord.File(io.BytesIO(data), filename=HAND_FILE)]
