"""The live table once the game is over: who won, the final scores, what decided it, the rating
changes, and two restart-safe buttons, Rematch and New table.

Rematch (`tv:rematch:<table>`): each person seated at the finished table presses it; the
message's text says who has and who is still to; the last press deals the new table in the
same channel (the service keeps the presses, so a restart loses none). New table
(`tv:newtable:<table>`): a fresh lobby for the same game and options, hosted by whoever
pressed it. The message's embed is left as it was when these buttons edit the text above it.
Everything here is in the channel's language.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Mapping
from typing import Any

import discord

from bot.discord.core import embeds
from bot.discord.core.components import TableButton
from bot.discord.core.interact import bot_of, display_name, service_of
from bot.discord.core.limits import fit_embed
from bot.discord.core.live import post_live
from bot.discord.core.permissions import check_can_host
from bot.discord.pictures import TableImageCache
from bot.discord.pictures.results import Results, results_image
from bot.service.events import GameEnded
from bot.service.faces import face_of
from bot.service.faces.common import whole
from bot.service.final_facts import final_facts, score_text
from bot.service.model import Table
from bot.service.rematch import Rematch
from i18n import DEFAULT, Text, Who, translate

log = logging.getLogger(__name__)

MEDALS = ("🥇", "🥈", "🥉")


def side_labels(table: Table, sides: list[int], locale: str = DEFAULT) -> list[str]:
    """One label per side, its seats' names joined, computers marked 🤖 (`alice & 🤖 Computer 1`)."""
    labels: list[list[Who]] = [[] for _ in range(max(sides) + 1 if sides else 0)]
    for seat in table.seats:
        if seat.index < len(sides):
            name = embeds.shown_name(seat, locale)
            labels[sides[seat.index]].append(Who.phrase(f"🤖 {name}") if seat.computer else name.who)
    return [Who.group(names).label(locale) for names in labels]


def winners_text(table: Table, ended: GameEnded | None, locale: str = DEFAULT) -> str:
    result = ended.result if ended is not None else (table.state.result if table.state else None)
    if result is None:
        return translate(locale, "over-game-over")
    names = embeds.side_names(table, result.sides, locale)
    first = sorted(result.winners, key=lambda w: (-result.scores[w], w))  # as the places list them
    winners = [names[w] for w in first if w < len(names)]
    if not winners:
        return translate(locale, "over-nobody-won")
    return translate(locale, "over-won", who=Who.group(winners), count=len(winners))


def _deal_rows(table: Table, view: Mapping[str, Any], sides: int) -> list[list[str]]:
    """Each side's points deal by deal (Scopa, Scarto) or game by game (Stovkahra's brčke won),
    as the game's face tells them; empty for a game of one deal."""
    rows = face_of(table.game).deal_cells(view, sides)
    return rows if any(rows) else []


def results_of(table: Table, ended: GameEnded | None, locale: str = DEFAULT) -> Results | None:
    """What the game-over picture shows (`pictures.results`), in `locale`; None without a result."""
    from bot.discord.core.card_pictures import picture_seats

    state = table.state
    result = ended.result if ended is not None else (state.result if state is not None else None)
    if result is None or state is None:
        return None
    view = state.view(None)
    seat_names, _ = picture_seats(table, locale)
    labels: list[list[Who]] = [[] for _ in range(len(result.scores))]
    for seat, side in enumerate(result.sides):
        if seat < len(seat_names) and side < len(labels):
            labels[side].append(Who.phrase(seat_names[seat]))
    names = [Who.group(n).render(locale) for n in labels]
    order = sorted(range(len(result.scores)), key=lambda i: (result.ranks[i], -result.scores[i], i))
    places = [
        (
            result.ranks[side] + 1,
            names[side],
            score_text(table.game, result.scores[side], table.options, locale) or "",
        )
        for side in order
    ]
    rows = _deal_rows(table, view, len(result.scores))
    return Results(
        title=translate(locale, "picture-title-over", game=embeds.game_title(table, locale)),
        places=places,
        sides=names if rows else (),
        deals=rows,
        totals=[str(whole(score)) for score in result.scores] if rows else (),
        deal_heading=translate(locale, face_of(table.game).deals_heading),
        total_heading=translate(locale, "tablepicture-total"),
        winners=list(result.winners),
        order=order,
    )


RESULTS_FILE = "result.png"
_RESULTS = TableImageCache(size=64)


def game_over_files(
    table: Table, ended: GameEnded | None, locale: str = DEFAULT, *, pictured: bool = True
) -> list[discord.File]:
    """`[result.png]`, the game-over picture (none with `cards: text`, `pictured` False, or
    without a result)."""
    if not pictured:
        return []
    results = results_of(table, ended, locale)
    if results is None:
        return []
    try:
        data = _RESULTS.get(
            (table.id, table.seq, "over", locale, tuple(results.places)),
            lambda: results_image(results, locale),
        )
    except Exception:  # a picture must never cost the result its message: the words are there
        log.exception("could not draw the game-over picture of table %s", table.id)
        return []
    return [discord.File(io.BytesIO(data), filename=RESULTS_FILE)]


def game_over_embed(
    table: Table, ended: GameEnded | None, locale: str = DEFAULT, *, pictured: bool = False
) -> discord.Embed:
    """The finished table: winners in the title, every side's final place and score, the facts.
    `pictured`: the game-over picture is attached and shows the places, scores and deals (the
    embed shows it, and keeps the facts and the ratings in words)."""
    state = table.state
    result = ended.result if ended is not None else (state.result if state is not None else None)
    heading, outcome = embeds.table_heading(table, locale), winners_text(table, ended, locale)
    title = translate(locale, "over-title", table=heading, outcome=outcome)
    embed = discord.Embed(title=title[:256], colour=embeds.COLOR_SUMMARY)
    if result is None or state is None:
        embed.description = translate(locale, "live-game-over")
        return fit_embed(embed)
    names = side_labels(table, list(result.sides), locale)
    order = sorted(range(len(result.scores)), key=lambda i: (result.ranks[i], -result.scores[i], i))
    lines = []
    for side in order:
        rank = result.ranks[side]
        medal = MEDALS[rank] if rank < len(MEDALS) else f"`{rank + 1}.`"
        name = names[side] if side < len(names) else translate(locale, "live-side-number", number=side + 1)
        score = score_text(table.game, result.scores[side], table.options, locale)
        lines.append(f"{medal} **{name}**" + (f" — {score}" if score else ""))
    embed.description = None if pictured else "\n".join(lines)
    if pictured:
        embed.set_image(url=f"attachment://{RESULTS_FILE}")
    view = state.view(None)
    seat_names = embeds.seat_names(table, locale)
    plain = embeds.side_names(table, result.sides, locale)
    for name, value in final_facts(table.game, view, result, seat_names, plain, locale):
        embed.add_field(name=name[:256], value=value[:1024], inline=False)
    if ended is not None and ended.ratings:
        changes = []
        for user_id, (before, after) in ended.ratings.items():
            # Names, not mentions: a mention in an embed shows as a raw id on clients that have
            # not cached the member. Ratings as plain digits: `1512`, never `1.512`.
            name = next((s.name for s in table.seats if s.user_id == user_id), None)
            who = Who.person(name) if name else Who.phrase(Text("over-a-player"))
            changes.append(
                translate(
                    locale,
                    "rating-change",
                    who=who,
                    before=str(before),
                    after=str(after),
                    sign="minus" if after < before else "plus",
                    change=str(abs(after - before)),
                )
            )
        embed.add_field(name=translate(locale, "over-ratings"), value="\n".join(changes)[:1024], inline=False)
    unrated = "yes" if ended is not None and ended.vs_computer and not ended.ratings else "no"
    embed.set_footer(text=translate(locale, "over-footer", unrated=unrated))
    return fit_embed(embed)


def rematch_text(table: Table, rematch: Rematch | None, locale: str = DEFAULT) -> str | None:
    """The line above the embed: who has asked for the rematch, who is still to; None before anyone."""
    if rematch is None:
        return None
    if rematch.started is not None:
        return translate(locale, "over-rematch-on", table=str(rematch.started))
    if not rematch.confirmed:
        return None

    def name(user_id: int) -> Who:
        found = next((s.name for s in table.seats if s.user_id == user_id), None)
        return Who.person(found) if found else Who.phrase(Text("over-a-player"))

    comma = translate(locale, "names-comma")
    done = comma.join(translate(locale, "over-rematch-done", who=name(u)) for u in rematch.confirmed)
    waiting = comma.join(translate(locale, "over-rematch-still", who=name(u)) for u in rematch.waiting)
    still = Who.group(name(u) for u in rematch.waiting)
    return translate(locale, "over-rematch-waiting", done=done, waiting=waiting, who=still)


def game_over_controls(
    table: Table, rematch: Rematch | None = None, locale: str = DEFAULT
) -> discord.ui.View:
    controls = discord.ui.View(timeout=None)
    if rematch is not None and rematch.started is not None:
        return controls  # the rematch is dealt: nothing left to press here
    count = len(table.humans)
    label = translate(locale, "over-rematch")
    if rematch is not None and rematch.confirmed and count > 1:
        label = translate(locale, "over-rematch-count", done=len(rematch.confirmed), count=count)
    controls.add_item(RematchButton(table.id, label))
    controls.add_item(NewTableButton(table.id, translate(locale, "over-new-table")))
    return controls


class RematchButton(TableButton, template=r"tv:rematch:(?P<t>\d+)"):
    kind = "rematch"

    def __init__(self, table_id: int, label: str | None = None) -> None:
        label = label or translate(DEFAULT, "over-rematch")
        super().__init__(table_id, label=label, emoji="🔁", style=discord.ButtonStyle.primary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        check_can_host(interaction)
        rematch, _ = await service.confirm_rematch(self.table_id, interaction.user.id)
        table = await service.fetch_table(self.table_id)
        locale = await bot_of(interaction).presenter.channel_locale(table)
        # Only the text and buttons change: the embed (and its ratings) stays as drawn.
        await interaction.response.edit_message(
            content=rematch_text(table, rematch, locale), view=game_over_controls(table, rematch, locale)
        )


class NewTableButton(TableButton, template=r"tv:newtable:(?P<t>\d+)"):
    kind = "newtable"

    def __init__(self, table_id: int, label: str | None = None) -> None:
        label = label or translate(DEFAULT, "over-new-table")
        super().__init__(table_id, label=label, emoji="➕", style=discord.ButtonStyle.secondary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        check_can_host(interaction)
        service = service_of(interaction)
        table = await service.open_like(self.table_id, interaction.user.id, display_name(interaction.user))
        await post_live(interaction, table)


GAME_OVER_ITEMS = (RematchButton, NewTableButton)
