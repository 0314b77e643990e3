"""`/history [user] [game]`: a player's recent finished games, each with a replay button; and the
record fields `/stats` adds (win rate, streaks, favourite opponents)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.app import TavoloBot
from bot.discord.embeds import COLOR_SUMMARY
from bot.discord.interact import display_name, guarded, service_of
from bot.discord.replay_view import OpenReplayButton
from bot.service.history import HistoryEntry, history, player_record
from bot.service.words import plural

SHOWN = 10
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def _title(game: str) -> str:
    return games.get(game).title if game in games.names() else game


def _score(value: float) -> str:
    return f"{value:g}"


def entry_line(entry: HistoryEntry) -> str:
    """`#12 · Scopa · **won** 11–7 vs bob · +1.3 · 2 hours ago`"""
    table, me = entry.table, entry.mine
    assert me is not None
    sides: dict[int, list[str]] = {}
    scores: dict[int, float] = {}
    for seat in table.seats:
        sides.setdefault(seat.side, []).append(("🤖 " if seat.computer else "") + seat.name)
        scores[seat.side] = seat.score
    winners = {s.side for s in table.seats if s.won}
    if me.won:
        outcome = "**tied**" if len(winners) > 1 else "**won**"
    elif len(sides) > 2:
        outcome = f"{ORDINALS.get(me.rank + 1, f'{me.rank + 1}th')} of {len(sides)}"
    else:
        outcome = "lost"
    mine = _score(scores[me.side])
    others = [side for side in sides if side != me.side]
    score = "–".join([mine, *(_score(scores[s]) for s in others)])
    opponents = ", ".join(" & ".join(sides[s]) for s in others)
    partners = [n for n in sides[me.side] if n != me.name]
    line = f"`#{table.id}` {_title(table.game)} · {outcome} {score} vs {opponents}"
    if partners:
        line += f" (with {' & '.join(partners)})"
    change = entry.rating_change
    if change is not None:
        line += f" · {change:+d}"
    return line + f" · <t:{int(table.finished_at)}:R>"


class History(commands.Cog):
    def __init__(self, bot: TavoloBot) -> None:
        self.bot = bot

    @app_commands.command(name="history", description="Recent finished games, with replays")
    @app_commands.describe(user="Whose games (default: yours)", game="Only this game")
    @app_commands.guild_only()
    async def history(
        self, interaction: discord.Interaction, user: discord.User | None = None, game: str | None = None
    ) -> None:
        async def work() -> None:
            who = user or interaction.user
            found = games.find(game)[0].name if game else None
            entries = await history(
                service_of(interaction).db, interaction.guild_id or 0, who.id, found, limit=SHOWN
            )
            name = display_name(who)
            what = f"{_title(found)} games" if found else "games"
            if not entries:
                await interaction.response.send_message(
                    f"{name} has no finished {what} in this server yet.", ephemeral=True
                )
                return
            embed = discord.Embed(
                title=f"{name}'s last {what}",
                description="\n".join(entry_line(e) for e in entries),
                colour=COLOR_SUMMARY,
            )
            embed.set_footer(text="Newest first · rating change after each game · ▶ replays a game")
            controls = discord.ui.View(timeout=None)
            for entry in entries:
                controls.add_item(OpenReplayButton(entry.table.id))
            await interaction.response.send_message(
                embed=embed, view=controls, allowed_mentions=discord.AllowedMentions.none()
            )

        await guarded(interaction, work())

    @history.autocomplete("game")
    async def history_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.strip().lower()
        return [
            app_commands.Choice(name=games.get(n).title, value=n)
            for n in games.names()
            if wanted in n or wanted in games.get(n).title.lower()
        ][:25]


async def add_record_fields(interaction: discord.Interaction, embed: discord.Embed, user_id: int) -> None:
    """`/stats`: per-game win rate and streaks, and favourite opponents."""
    record = await player_record(service_of(interaction).db, interaction.guild_id or 0, user_id)
    lines = []
    for stats in record.games:
        streak = ""
        if stats.streak >= 2:
            streak = f" · {stats.streak} wins in a row"
        elif stats.streak <= -2:
            streak = f" · {-stats.streak} losses in a row"
        lines.append(
            f"{_title(stats.game)}: won {stats.wins} of {stats.games} ({stats.win_rate:.0%})"
            f"{streak} · best streak {stats.best_streak}"
        )
    if lines:
        embed.add_field(name="Record", value="\n".join(lines)[:1024], inline=False)
    rivals = [
        f"{o.name}: {plural(o.games, 'game')} ({o.wins} won, {o.losses} lost)" for o in record.opponents
    ]
    if rivals:
        embed.add_field(name="Favourite opponents", value="\n".join(rivals)[:1024], inline=False)


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(History(bot))
