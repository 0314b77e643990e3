"""The live table once the game is over: who won, the final scores, what decided it, the rating
changes, and two restart-safe buttons, Rematch and New table.

Rematch (`tv:rematch:<table>`): each person seated at the finished table presses it; the
message's text says who has and who is still to; the last press deals the new table in the
same channel (the service keeps the presses, so a restart loses none). New table
(`tv:newtable:<table>`): a fresh lobby for the same game and options, hosted by whoever
pressed it. The message's embed is left as it was when these buttons edit the text above it.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import embeds
from bot.discord.final_facts import final_facts, score_text
from bot.discord.interact import bot_of, display_name, report, service_of
from bot.discord.limits import fit_embed
from bot.discord.permissions import check_can_host
from bot.service.events import GameEnded
from bot.service.rematch import Rematch
from bot.service.table_service import Table
from bot.service.words import joined

MEDALS = ("🥇", "🥈", "🥉")
FOOTER = "Rematch: the same players and rules, once each player presses it. New table: a fresh lobby."


def side_labels(table: Table, sides: list[int]) -> list[str]:
    """One label per side, its seats' names joined, computers marked 🤖 (`alice & 🤖 Computer 1`)."""
    labels: list[list[str]] = [[] for _ in range(max(sides) + 1 if sides else 0)]
    for seat in table.seats:
        if seat.index < len(sides):
            labels[sides[seat.index]].append(f"🤖 {seat.name}" if seat.computer else seat.name)
    return [" & ".join(names) for names in labels]


def winners_text(table: Table, ended: GameEnded | None) -> str:
    result = ended.result if ended is not None else (table.state.result if table.state else None)
    if result is None:
        return "Game over"
    names = embeds.side_names(table, result.sides)
    first = sorted(result.winners, key=lambda w: (-result.scores[w], w))  # as the places list them
    winners = joined([names[w] for w in first if w < len(names)])
    return f"{winners} won!" if winners else "Nobody won"


def game_over_embed(table: Table, ended: GameEnded | None) -> discord.Embed:
    """The finished table: winners in the title, every side's final place and score, the facts."""
    state = table.state
    result = ended.result if ended is not None else (state.result if state is not None else None)
    title = f"{embeds.game_title(table)} — table #{table.id}: {winners_text(table, ended)}"
    embed = discord.Embed(title=title[:256], colour=embeds.COLOR_SUMMARY)
    if result is None or state is None:
        embed.description = "Game over."
        return fit_embed(embed)
    names = side_labels(table, list(result.sides))
    order = sorted(range(len(result.scores)), key=lambda i: (result.ranks[i], -result.scores[i], i))
    lines = []
    for side in order:
        rank = result.ranks[side]
        medal = MEDALS[rank] if rank < len(MEDALS) else f"`{rank + 1}.`"
        name = names[side] if side < len(names) else f"side {side + 1}"
        score = score_text(table.game, result.scores[side], table.options)
        lines.append(f"{medal} **{name}**" + (f" — {score}" if score else ""))
    embed.description = "\n".join(lines)
    view = state.view(None)
    seat_names = embeds.seat_names(table)
    plain = embeds.side_names(table, result.sides)
    for name, value in final_facts(table.game, view, result, seat_names, plain):
        embed.add_field(name=name[:256], value=value[:1024], inline=False)
    if ended is not None and ended.ratings:
        changes = []
        for user_id, (before, after) in ended.ratings.items():
            # Names, not mentions: a mention in an embed shows as a raw id on clients that have
            # not cached the member.
            who = next((s.name for s in table.seats if s.user_id == user_id), "a player")
            changes.append(f"{who}: {before} → **{after}** ({after - before:+d})")
        embed.add_field(name="Ratings", value="\n".join(changes)[:1024], inline=False)
    footer = FOOTER
    if ended is not None and ended.vs_computer and not ended.ratings:
        footer = "Not rated: computer players took part. " + footer
    embed.set_footer(text=footer)
    return fit_embed(embed)


def rematch_text(table: Table, rematch: Rematch | None) -> str | None:
    """The line above the embed: who has asked for the rematch, who is still to; None before anyone."""
    if rematch is None:
        return None
    if rematch.started is not None:
        return f"🔁 The rematch is on: table #{rematch.started}, below."
    if not rematch.confirmed:
        return None

    def name(user_id: int) -> str:
        return next((s.name for s in table.seats if s.user_id == user_id), "a player")

    done = ", ".join(f"✅ {name(u)}" for u in rematch.confirmed)
    waiting = ", ".join(f"⏳ {name(u)}" for u in rematch.waiting)
    return f"🔁 Rematch? {done} · {waiting} — waiting for {joined([name(u) for u in rematch.waiting])}."


def game_over_controls(table: Table, rematch: Rematch | None = None) -> discord.ui.View:
    controls = discord.ui.View(timeout=None)
    if rematch is not None and rematch.started is not None:
        return controls  # the rematch is dealt: nothing left to press here
    count = len(table.humans)
    label = "Rematch"
    if rematch is not None and rematch.confirmed and count > 1:
        label = f"Rematch ({len(rematch.confirmed)}/{count})"
    controls.add_item(RematchButton(table.id, label))
    controls.add_item(NewTableButton(table.id))
    return controls


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:rematch:(?P<t>\d+)"):
    def __init__(self, table_id: int, label: str = "Rematch") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, emoji="🔁", style=discord.ButtonStyle.primary, custom_id=f"tv:rematch:{table_id}"
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        try:
            check_can_host(interaction)
            rematch, _ = await service.confirm_rematch(self.table_id, interaction.user.id)
            table = await service.fetch_table(self.table_id)
            # Only the text and buttons change: the embed (and its ratings) stays as drawn.
            await interaction.response.edit_message(
                content=rematch_text(table, rematch), view=game_over_controls(table, rematch)
            )
        except Exception as error:
            await report(interaction, error)


class NewTableButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:newtable:(?P<t>\d+)"):
    def __init__(self, table_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="New table",
                emoji="➕",
                style=discord.ButtonStyle.secondary,
                custom_id=f"tv:newtable:{table_id}",
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> NewTableButton:
        return cls(int(match["t"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.discord.lobby import post_lobby

        try:
            check_can_host(interaction)
            table = await service_of(interaction).open_like(
                self.table_id, interaction.user.id, display_name(interaction.user)
            )
            await post_lobby(bot_of(interaction), interaction, table)
        except Exception as error:
            await report(interaction, error)


GAME_OVER_ITEMS = (RematchButton, NewTableButton)
