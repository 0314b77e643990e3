"""`/history [user] [game]`: a player's recent finished games, each with a replay button; and the
record fields `/stats` adds (win rate, streaks, favourite opponents)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.discord.core.bot import TavoloBot
from bot.discord.core.embeds import COLOR_SUMMARY, shown_name
from bot.discord.core.interact import display_name, guarded, service_of
from bot.discord.core.language import locale_for_channel, locale_for_user
from bot.discord.core.option_words import bare_game_choices
from bot.discord.features.records.replay_view import OpenReplayButton
from bot.service.faces import game_title
from bot.service.history import HistoryEntry, history, player_record
from i18n import Text, Who, dotted, translate

SHOWN = 10


def _title(game: str) -> Text:
    """The game's title, said in the reader's language."""
    return game_title(game)


def _score(value: float) -> str:
    return f"{value:g}"


def entry_line(entry: HistoryEntry, locale: str = "en") -> str:
    """`#12 · Scopa · **won** 11–7 vs bob · +1.3 · 2 hours ago`, in `locale`."""
    table, me = entry.table, entry.mine
    assert me is not None
    sides: dict[int, list[Who]] = {}
    scores: dict[int, float] = {}
    for seat in table.seats:
        if seat is not me:
            name = shown_name(seat.name, locale, level=True)
            sides.setdefault(seat.side, []).append(Who.phrase(f"🤖 {name}" if seat.computer else name))
        else:
            sides.setdefault(seat.side, [])
        scores[seat.side] = seat.score
    winners = {s.side for s in table.seats if s.won}
    if me.won:
        outcome = Text("history-tied" if len(winners) > 1 else "history-won")
    elif len(sides) > 2:
        teams = "yes" if len(table.seats) > len(sides) else "no"  # 4組中2位, or 4人中2位
        outcome = Text("history-place", place=me.rank + 1, sides=len(sides), teams=teams)
    else:
        outcome = Text("history-lost")
    mine = _score(scores[me.side])
    others = [side for side in sides if side != me.side]
    score = "–".join([mine, *(_score(scores[s]) for s in others)])
    # A compact line: each side a label (`alice & carol`), the sides listed as the language lists.
    opponents = Who.group(Who.phrase(Who.group(sides[s]).render(locale)) for s in others)
    partners = sides[me.side]
    line = translate(
        locale,
        "history-line-with" if partners else "history-line",
        table=str(table.id),
        game=_title(table.game),
        outcome=outcome,
        score=score,
        opponents=opponents,
        partners=Who.group(partners),
    )
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
            title_of_game = _title(found) if found else ""
            if not entries:
                none = "history-none-game" if found else "history-none"
                said = Text(none, who=name, game=title_of_game)
                await interaction.response.send_message(
                    said.render(await locale_for_user(interaction)), ephemeral=True
                )
                return
            locale = await locale_for_channel(interaction)
            title = "history-title-game" if found else "history-title"
            embed = discord.Embed(
                title=translate(locale, title, who=name, game=title_of_game),
                description="\n".join(entry_line(e, locale) for e in entries),
                colour=COLOR_SUMMARY,
            )
            embed.set_footer(text=translate(locale, "history-footer"))
            controls = discord.ui.View(timeout=None)
            for entry in entries:
                controls.add_item(OpenReplayButton(entry.table.id, locale=locale))
            await interaction.response.send_message(
                embed=embed, view=controls, allowed_mentions=discord.AllowedMentions.none()
            )

        await guarded(interaction, work())

    @history.autocomplete("game")
    async def history_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return bare_game_choices(current, await locale_for_user(interaction))


async def add_record_fields(
    interaction: discord.Interaction, embed: discord.Embed, user_id: int, locale: str = "en"
) -> None:
    """`/stats`: per-game win rate and streaks, and favourite opponents, in `locale`."""
    record = await player_record(service_of(interaction).db, interaction.guild_id or 0, user_id)
    lines = []
    for stats in record.games:
        parts = [
            translate(
                locale,
                "record-won",
                game=_title(stats.game),
                wins=stats.wins,
                games=stats.games,
                rate=stats.win_rate,
            )
        ]
        if stats.streak >= 2:
            parts.append(translate(locale, "record-streak-wins", count=stats.streak))
        elif stats.streak <= -2:
            parts.append(translate(locale, "record-streak-losses", count=-stats.streak))
        parts.append(translate(locale, "record-best-streak", count=stats.best_streak))
        lines.append(dotted(parts, locale))  # a game's facts side by side
    if lines:
        embed.add_field(name=translate(locale, "record-title"), value="\n".join(lines)[:1024], inline=False)
    rivals = [
        translate(
            locale,
            "record-opponent",
            who=shown_name(o.name, locale, level=True),
            games=o.games,
            wins=o.wins,
            losses=o.losses,
        )
        for o in record.opponents
    ]
    if rivals:
        embed.add_field(
            name=translate(locale, "record-opponents"), value="\n".join(rivals)[:1024], inline=False
        )


async def setup(bot: TavoloBot) -> None:
    await bot.add_cog(History(bot))
