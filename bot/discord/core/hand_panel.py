"""The private hand panel (`/hand`, the hand DM, the "My hand" button) and its click-to-play controls.

Every control is a persistent `DynamicItem` whose custom id carries the table id and the
table's `seq` when it was drawn, so it works after a restart and a click on an old panel is
refused politely instead of playing into a position the player has not seen: which turn a
control is for and whether a click is still current are in `panel_turns.py`, what a move tells its
player (here and for `/play`) in `move_answers.py`.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord.core import embeds
from bot.discord.core.adapter import action_text, adapter_for
from bot.discord.core.card_pictures import for_send, hand_files
from bot.discord.core.components import TableButton
from bot.discord.core.interact import bot_of, refuse, refuse_stale, report, restored_select, service_of
from bot.discord.core.language import locale_for_user
from bot.discord.core.lookup import click_table, forward_play, served_here
from bot.discord.core.move_answers import answer_name, move_answer
from bot.discord.core.panel_turns import card_scope, current_table, panel_seq, wait_for_computers
from bot.service.card_names import card_name, card_text
from bot.service.errors import NotSeated, StaleAction, TableError
from bot.service.model import Table, name_players, seat_text
from bot.service.preferences import Preferences
from games import cards as C
from games.core import IllegalAction
from i18n import Text, translate

MAX_CARD_BUTTONS = 20  # four rows of five; a bigger hand is laid out by suit, one select each
ROWS = 5  # Discord's limit of action rows per message
BACK = "-"

# Moved to panel_turns.py and move_answers.py; the faces and the games' panels import them from here.
__all__ = ["answer_name", "current_table", "move_answer", "panel_seq", "wait_for_computers"]


def hand_panel(
    table: Table,
    user_id: int,
    *,
    card: str | None = None,
    note: str | None = None,
    choice: dict[str, Any] | None = None,
    live_url: str | None = None,
    locale: str = "en",
    pictured: bool = True,
) -> tuple[str, discord.ui.View]:
    """Text and controls of `user_id`'s own hand. Only ever built from that seat's own view.
    `choice`: what the player has picked so far in a control that takes several picks (a
    half-chosen Go Fish ask, the first cards of a Scarto discard), for `Adapter.panel_controls`.
    `pictured`: the private picture goes with the text, so the text does not list the hand and
    the table again."""
    seat = table.seat_of(user_id)
    if seat is None or table.state is None:
        raise NotSeated("not-playing-here")
    state = table.state
    adapter = adapter_for(table.game)
    view = state.view(seat)
    seq = panel_seq(table, seat)
    mine = seq is not None and state.to_move == seat
    early = seq is not None and not mine
    content = embeds.hand_text(table, view, early=early, live_url=live_url, locale=locale, pictured=pictured)
    if note:
        content = f"{note}\n{content}"
    controls = discord.ui.View(timeout=None)
    if seq is None:
        return content, controls
    own = adapter.panel_controls(controls, table, seat, seq, locale=locale, **(choice or {}))
    if own is not None:
        return content + own, controls
    hand = adapter.hand(view)
    # Off the seat's turn (played early, or replayable), every hand card is a candidate; what
    # it may do is settled on the click.
    legal = state.legal() if mine else [*hand]
    plays = adapter.card_plays(legal)
    if card is not None and card in plays:
        options = [
            discord.SelectOption(label=adapter.target_label(state, a, locale)[:100], value=a)
            for a in plays[card][:24]
        ]
        options.append(discord.SelectOption(label=translate(locale, "panel-other-card")[:100], value=BACK))
        shown = card_name(card, table.game, locale)
        placeholder = translate(locale, "panel-how-to-play-card", card=shown)[:150]
        controls.add_item(PickSelect(table.id, seq, options, placeholder=placeholder))
        return content + "\n" + translate(locale, "panel-picked", card=shown), controls
    others = adapter.panel_moves(state, seat, adapter.other_moves(legal)) if mine else []
    rows, closed = 0, []
    if hand and (plays or adapter.replayable_cards):
        # A replayable hand keeps its cards on the panel even on a turn without a card to play
        # (a declaration): the same layout from turn to turn.
        rows, closed = add_card_controls(
            controls,
            table,
            hand,
            set(plays),
            card_scope(table, seq),
            rows=ROWS - (1 if others else 0),
            locale=locale,
        )
    if others:
        add_move_controls(controls, table, seq, others, rows=ROWS - rows, locale=locale)
    if closed:  # the suits that can't be played now: one grey line, not a disabled select each
        content += "\n" + translate(locale, "panel-suits-not-now", suits=closed)
    return content, controls


def panel_payload(
    table: Table,
    user_id: int,
    *,
    preferences: Preferences,
    live_url: str | None = None,
    locale: str = "en",
    **kwargs: Any,
) -> dict[str, Any]:
    """The private panel as an edit payload (`content`, `view`, `attachments`: the private
    picture), for a DM edit, an interaction answer or `edit_original_response`; `for_send`
    (card_pictures) makes it fit a send. `preferences`: the service's, which say whether the
    player wants their cards as pictures. `kwargs`: `card`, `note`, `choice` as `hand_panel`."""
    # The picture first: only when it is really attached (it can fail to draw) may the text
    # leave the cards to it.
    pictured = preferences.shows_pictures(table.guild_id, user_id)
    files = hand_files(table, user_id, locale, pictured=pictured)
    content, controls = hand_panel(
        table, user_id, live_url=live_url, locale=locale, pictured=bool(files), **kwargs
    )
    return {"content": content, "view": controls, "attachments": files}


def add_card_controls(
    controls: discord.ui.View,
    table: Table,
    hand: list[str],
    playable: set[str],
    scope: str,
    *,
    rows: int,
    locale: str = "en",
) -> tuple[int, list[str]]:
    """The hand as card controls: a button per card (those not playable greyed out), or for a hand
    over `MAX_CARD_BUTTONS` one select per suit that can be played (the suit you must follow, or
    trumps), the others only named. Returns the rows used (at most `rows`) and the suits named
    (with their counts) for the panel's line, in `locale`."""
    adapter = adapter_for(table.game)
    state = table.state
    mine = state is not None and not scope.startswith("d") and int(scope) == table.seq
    plays = adapter.card_plays(state.legal()) if mine and state is not None else {}
    if len(hand) <= MAX_CARD_BUTTONS:
        for card in hand:
            said = None
            if state is not None and card in plays:
                said = adapter.card_button_label(state, card, plays[card], locale)
            controls.add_item(
                CardButton(
                    table.id,
                    scope,
                    card,
                    label=said or card_label(adapter, card, locale),
                    emoji=adapter.card_emoji(card),
                    disabled=card not in playable,
                )
            )
        return -(-len(hand) // 5), []
    groups = suit_groups(adapter, hand, rows, locale)
    if any(c in playable for c in hand):
        # Only the suits that can be played get a select: the others are said in one line.
        closed = {k: g for k, g in groups.items() if not any(c in playable for c in g[1])}
        if closed:
            opened = [c for k, (_, cards) in groups.items() if k not in closed for c in cards]
            groups = suit_groups(adapter, opened, rows, locale)
        said = [translate(locale, "panel-suit-count", suit=t, count=len(c)) for t, c in closed.values()]
    else:
        said = []
    for key, (title, cards) in groups.items():
        open_ = [c for c in cards if c in playable]
        shown = open_ or cards
        options = [
            discord.SelectOption(label=card_option(adapter, c, locale), value=c, emoji=adapter.card_emoji(c))
            for c in shown[:25]
        ]
        msg_id = "panel-suit-open" if open_ else "panel-suit-closed"
        placeholder = translate(locale, msg_id, suit=title, count=len(cards))[:150]
        controls.add_item(
            CardSelect(
                table.id, scope, key, options, placeholder=placeholder, disabled=not open_, locale=locale
            )
        )
    return len(groups), said


def suit_groups(
    adapter: Any, hand: list[str], rows: int, locale: str = "en"
) -> dict[str, tuple[str, list[str]]]:
    """The hand by suit (`Adapter.suit_titles`), in hand order, merged from the smallest up
    until there are at most `rows` groups; keyed by the suit letters they hold (`s`, `hd`, `t`)."""
    groups: dict[str, list[str]] = {}
    for card in hand:
        groups.setdefault(C.suit_of(card) or "t", []).append(card)
    titles = {
        key: embeds.say(adapter.suit_titles.get("" if key == "t" else key, key), locale) for key in groups
    }
    merged = [(key, titles[key], cards) for key, cards in groups.items()]
    while len(merged) > max(rows, 1):
        # Join the two neighbours that make the smallest pair (order kept: suits stay in place).
        i = min(range(len(merged) - 1), key=lambda j: len(merged[j][2]) + len(merged[j + 1][2]))
        (k1, t1, c1), (k2, t2, c2) = merged[i], merged[i + 1]
        merged[i : i + 2] = [(k1 + k2, f"{t1} · {t2}", c1 + c2)]
    return {key: (title, cards) for key, title, cards in merged}


def card_label(adapter: Any, card: str, locale: str = "en") -> str:
    """A card as its button reads, in `locale`. Every card button is labelled here (one place to change)."""
    return card_name(card, adapter.game, locale)[:80]


def card_option(adapter: Any, card: str, locale: str = "en") -> str:
    """A card as a select option reads (longer than a button: a select has the room)."""
    return card_name(card, adapter.game, locale)[:100]


def add_move_controls(
    controls: discord.ui.View, table: Table, seq: int, others: list[str], *, rows: int, locale: str = "en"
) -> None:
    """Moves that are not cards (declare, signal, dost, pass, brčka…): a button each while they
    fit in the `rows` left under the cards, otherwise one select."""
    state = table.state
    assert state is not None
    adapter = adapter_for(table.game)
    if len(others) <= min(adapter.move_buttons, 5 * rows):
        first = ROWS - rows  # rows of their own, not the end of the last row of cards
        for index, action in enumerate(others):
            label, style = adapter.move_button(state, action, locale)
            button = MoveButton(table.id, seq, action, label=name_players(table.seats, label), style=style)
            button.item.row = first + index // 5
            controls.add_item(button)
        return
    labels = {a: action_text(table, state, a).render(locale)[:100] for a in others[:25]}
    options = [discord.SelectOption(label=label, value=a) for a, label in labels.items()]
    controls.add_item(PickSelect(table.id, seq, options, placeholder=translate(locale, "panel-choose-move")))


async def confirm_first(interaction: discord.Interaction, table: Table, seat: int, action: str) -> bool:
    """If `action` would end the game at once against its player (a dost under the target), ask
    first: answer with the reason and a button that plays it; True when asked (nothing played)."""
    state = table.state
    assert state is not None
    why = adapter_for(table.game).confirm_first(state, seat, action)
    if why is None:
        return False
    locale = await locale_for_user(interaction)
    controls = discord.ui.View(timeout=None)
    label = adapter_for(table.game).confirm_label(action, locale)
    controls.add_item(MoveButton(table.id, table.seq, action, label=label, style=discord.ButtonStyle.danger))
    await interaction.response.send_message(why.render(locale), view=controls, ephemeral=True)
    return True


async def play_from_panel(
    interaction: discord.Interaction, table_id: int, seq: int, action: str, *, note: str | None = None
) -> None:
    """Play `action` (drawn for turn `seq`) and answer by redrawing the panel, `note` above it."""
    if not served_here(interaction, table_id):  # a DM click for another process's table
        await forward_play(interaction, table_id, seq, action)
        return
    service = service_of(interaction)
    presenter = bot_of(interaction).presenter
    presenter.hold(table_id, interaction.user.id)
    try:
        before = await click_table(interaction, table_id)
        try:
            await service.act(table_id, interaction.user.id, action, expected_seq=seq)
        except StaleAction:
            await refuse_stale(interaction, table_id, seq)
            return
        except TableError as error:
            await refuse(interaction, error.message)
            return
        if note is None:  # what the move did, and what it showed its player (a card drawn…)
            note = move_answer(before, interaction.user.id, action, await locale_for_user(interaction))
        await wait_for_computers(interaction, table_id)
        await redraw(interaction, table_id, note=note)
    finally:
        presenter.release(table_id, interaction.user.id)


async def redraw(
    interaction: discord.Interaction,
    table_id: int,
    *,
    card: str | None = None,
    note: str | None = None,
    choice: dict[str, Any] | None = None,
) -> None:
    """Answer a panel click by editing the panel in place (one REST call)."""
    table = await click_table(interaction, table_id)
    live_url = bot_of(interaction).presenter.live_url(table)
    locale = await locale_for_user(interaction)
    preferences = service_of(interaction).preferences
    payload = panel_payload(
        table,
        interaction.user.id,
        preferences=preferences,
        card=card,
        note=note,
        choice=choice,
        live_url=live_url,
        locale=locale,
    )
    await interaction.response.edit_message(embed=None, **payload)
    bot_of(interaction).presenter.panel_opened(interaction, table, note=note)
    if interaction.message is not None and not interaction.message.flags.ephemeral:
        # A DM panel can be redrawn through this click's token for a while (free of the budget);
        # an ephemeral /hand panel is redrawn by `panel_opened`'s record.
        bot_of(interaction).presenter.tokens.remember(interaction.message.id, interaction, original=True)
    # A card picked but its capture not yet chosen changes nothing at the table: telling the
    # presenter would only make it redraw a hand DM it does not know yet (after a restart) and
    # wipe the capture select (as in `bot.discord.games.family.ask` for a half-chosen ask).
    if interaction.message is not None and card is None and not choice:
        bot_of(interaction).presenter.panel_drawn(interaction.message.id, table, interaction.user.id)


class CardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tv:card:(?P<t>\d+):(?P<s>d?\d+):(?P<c>[^:]+)",
):
    """One card of the hand. `scope`: the turn's `seq`, or `d<deal>` for a card good on any turn."""

    def __init__(
        self,
        table_id: int,
        scope: str,
        card: str,
        *,
        label: str | None = None,
        emoji: discord.PartialEmoji | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or card,
                emoji=emoji,
                custom_id=f"tv:card:{table_id}:{scope}:{card}",
                style=discord.ButtonStyle.secondary if disabled else discord.ButtonStyle.primary,
                disabled=disabled,
            )
        )
        self.table_id, self.scope, self.card = table_id, scope, card

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> CardButton:
        return cls(int(match["t"]), match["s"], match["c"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await choose_card(interaction, self.table_id, self.scope, self.card)


class CardSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"tv:cards:(?P<t>\d+):(?P<s>d?\d+)(?::(?P<g>[a-z]+))?",
):
    """The cards of one suit (`group`: its letters) of a hand too big for buttons."""

    def __init__(
        self,
        table_id: int,
        scope: str,
        group: str | None = None,
        options: list[discord.SelectOption] | None = None,
        *,
        placeholder: str | None = None,
        disabled: bool = False,
        locale: str = "en",
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:cards:{table_id}:{scope}" + (f":{group}" if group else ""),
                options,
                placeholder=placeholder or translate(locale, "panel-choose-card"),
                disabled=disabled,
            )
        )
        self.table_id, self.scope = table_id, scope

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> CardSelect:
        return cls(int(match["t"]), match["s"], match["g"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        await choose_card(interaction, self.table_id, self.scope, str(values[0]) if values else BACK)


def _name(table: Table, seat: int | None) -> str | Text:
    return (
        seat_text(table.seats[seat]) if seat is not None and seat < len(table.seats) else Text("panel-nobody")
    )


async def choose_card(interaction: discord.Interaction, table_id: int, scope: str, card: str) -> None:
    try:
        if scope.startswith("d"):
            await _choose_any_turn(interaction, table_id, int(scope[1:]), card)
            return
        seq = int(scope)
        table = await current_table(interaction, table_id, seq)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise NotSeated("not-playing-here")
        state = table.state
        assert state is not None
        if state.to_move != seat:
            await refuse(interaction, Text("error-not-your-turn"))
            return
        plays = adapter_for(table.game).card_plays(state.legal()).get(card, [])
        if not plays:
            await refuse(interaction, Text("panel-cannot-play", card=card_text(card, table.game, True)))
        elif len(plays) == 1:
            await play_from_panel(interaction, table_id, seq, plays[0])
        else:
            await redraw(interaction, table_id, card=card)
    except Exception as error:
        await report(interaction, error)


async def _choose_any_turn(interaction: discord.Interaction, table_id: int, deal: int, card: str) -> None:
    """A replayable card: judged by the position now, whenever the panel was drawn."""
    table = await click_table(interaction, table_id)
    if table.status != "playing" or table.state is None:
        await refuse(interaction, Text("error-game-over"))
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise NotSeated("not-playing-here")
    state = table.state
    adapter = adapter_for(table.game)
    if state.deal != deal:
        await refuse(interaction, Text("panel-earlier-deal"))
        return
    if card not in adapter.hand(state.view(seat)):
        await refuse(interaction, Text("panel-no-longer-held", card=card_text(card, table.game, True)))
        return
    if state.to_move != seat:
        await refuse(interaction, Text("panel-not-your-turn-yet", who=_name(table, state.to_move)))
        return
    plays = adapter.card_plays(state.legal()).get(card, [])
    if not plays:
        try:  # the rules core says why (follow suit, trump…)
            state.play(card)
        except IllegalAction as error:
            await refuse(interaction, error.text)
            return
        await refuse(interaction, Text("panel-cannot-play", card=card_text(card, table.game, True)))
    elif len(plays) == 1:
        await play_from_panel(interaction, table_id, table.seq, plays[0])
    else:
        await redraw(interaction, table_id, card=card)


class PickSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:pick:(?P<t>\d+):(?P<s>\d+)"):
    def __init__(
        self,
        table_id: int,
        seq: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:pick:{table_id}:{seq}",
                options,
                placeholder=placeholder,
            )
        )
        self.table_id, self.seq = table_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["t"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = (interaction.data or {}).get("values") or []
            table = await current_table(interaction, self.table_id, self.seq)
            if table is None:
                return
            if not values or values[0] == BACK:
                await redraw(interaction, self.table_id)
                return
            await play_from_panel(interaction, self.table_id, self.seq, str(values[0]))
        except Exception as error:
            await report(interaction, error)


class SeatActionItem:
    """A button whose custom id carries a table, a turn and an action (`t`, `s`, `a` in its
    template): made again from that id when clicked after a restart (`MoveButton`, Go Fish's
    `AskButton`)."""

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> Any:
        return cls(int(match["t"]), int(match["s"]), match["a"])  # type: ignore[call-arg]


class MoveButton(
    SeatActionItem,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tv:mv:(?P<t>\d+):(?P<s>\d+):(?P<a>.+)",
):
    """One move that is not a card (`declare:AAA`, `signal:h`, `dost`, `pass`), on the private panel."""

    def __init__(
        self,
        table_id: int,
        seq: int,
        action: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.success,
        emoji: discord.PartialEmoji | str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or action)[:80],
                custom_id=f"tv:mv:{table_id}:{seq}:{action}",
                style=style,
                emoji=emoji,
            )
        )
        self.table_id, self.seq, self.action = table_id, seq, action

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if await current_table(interaction, self.table_id, self.seq) is None:
                return
            await play_from_panel(interaction, self.table_id, self.seq, self.action)
        except Exception as error:
            await report(interaction, error)


class HandButton(TableButton, template=r"tv:hand:(?P<t>\d+)"):
    """ "My hand" on the live table message: opens the clicker's own panel, ephemerally."""

    kind = "hand"

    def __init__(self, table_id: int, locale: str = "en") -> None:
        label = translate(locale, "panel-my-hand")
        super().__init__(table_id, label=label, emoji="🃏", style=discord.ButtonStyle.secondary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        await send_panel(interaction, service_of(interaction).table(self.table_id))


async def send_panel(interaction: discord.Interaction, table: Table) -> None:
    if table.status != "playing":
        raise TableError("error-not-started" if table.status == "lobby" else "error-game-over")
    locale = await locale_for_user(interaction)
    no_hand = adapter_for(table.game).no_hand
    if no_hand is not None:
        await interaction.response.send_message(embeds.say(no_hand, locale), ephemeral=True)
        return
    presenter = bot_of(interaction).presenter
    preferences = service_of(interaction).preferences
    live_url = presenter.live_url(table)
    user = interaction.user.id
    payload = panel_payload(table, user, preferences=preferences, live_url=live_url, locale=locale)
    await interaction.response.send_message(ephemeral=True, **for_send(payload))
    # Redrawn through this interaction when its owner's turn starts (DMs closed: all they have).
    presenter.panel_opened(interaction, table, fresh=True)


PANEL_ITEMS = (CardButton, CardSelect, PickSelect, MoveButton, HandButton)
