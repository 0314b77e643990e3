"""Text and embeds for lobbies, live tables, hands and summaries.

Generic over the view keys every game shares (`table`, `hand`, `hand_sizes`, `scores`, `sides`,
`deal`, `to_move`); per-game touches come from the game's adapter (`bot.discord.adapter`).
Spectator views (`state.view(None)`) feed anything posted in a channel, so no public message
can carry a hidden card; only `hand_*` functions take a seat's own view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

import games
from bot.discord.adapter import adapter_for
from bot.discord.limits import fit_embed
from bot.discord.option_words import option_lines
from bot.service.events import DealEnded
from bot.service.model import name_players
from bot.service.table_service import Table
from bot.service.words import plural

COLOR_LOBBY = discord.Colour.blurple()
COLOR_PLAYING = discord.Colour.green()
COLOR_DONE = discord.Colour.dark_grey()
COLOR_SUMMARY = discord.Colour.gold()


def game_title(table: Table) -> str:
    """What the table plays: `Scopone`, `Babanuki`, `Go Fish`."""
    return games.get(table.game).preset_title(table.preset)


def seat_label(table: Table, index: int, *, mention: bool = True) -> str:
    seat = table.seats[index]
    if seat.computer:
        return f"🤖 {seat.name}"
    if seat.user_id is None:
        return seat.name or f"seat {index + 1}"
    who = f"<@{seat.user_id}>" if mention else seat.name
    return f"{who} (away)" if seat.away else who


def action_label(table: Table, state: Any, action: str) -> str:
    """An action as players read it (autocomplete, buttons, answers, the table's history)."""
    return name_players(table.seats, adapter_for(table.game).label(state, action))


def seat_names(table: Table) -> list[str]:
    return [seat.name for seat in table.seats]


def side_names(table: Table, sides: Sequence[int]) -> list[str]:
    """One label per side: its seats' names joined (`alice & carol`)."""
    count = max(sides) + 1 if sides else 0
    names: list[list[str]] = [[] for _ in range(count)]
    for index, side in enumerate(sides):
        if index < len(table.seats):
            names[side].append(table.seats[index].name)
    return [" & ".join(n) for n in names]


def timer_text(seconds: int) -> str:
    if not seconds:
        return "Turn timer: off"
    if seconds % 60:
        return f"Turn timer: {seconds} s"
    if seconds % 3600 == 0:
        return f"Turn timer: {plural(seconds // 3600, 'hour')}"
    return f"Turn timer: {plural(seconds // 60, 'minute')}"


def options_text(table: Table) -> str:
    """The table's house rules in plain words (only what differs from its form of the game)."""
    changed = option_lines(table.game, table.preset, table.options)
    if changed:
        lines = [f"The usual rules of {game_title(table)}, except:", *(f"• {line}" for line in changed)]
    else:
        lines = [f"The usual rules of {game_title(table)}."]
    return "\n".join([*lines, timer_text(table.turn_seconds)])


# -- lobby ------------------------------------------------------------------------------
def lobby_embed(table: Table) -> discord.Embed:
    embed = discord.Embed(title=f"{game_title(table)} — table #{table.id}", colour=COLOR_LOBBY)
    lines = []
    for index in range(table.players):
        if index < len(table.seats):
            label = seat_label(table, index, mention=False)  # an embed shows mentions as raw ids
            if table.seats[index].user_id == table.host_id:
                label += " · host"
        else:
            label = "— open —"
        lines.append(f"`{index + 1}.` {label}")
    embed.add_field(name=f"Seats ({len(table.seats)}/{table.players})", value="\n".join(lines), inline=False)
    embed.add_field(name="Options", value=options_text(table), inline=False)
    embed.set_footer(text="Join, add computer players, then the host presses Start.")
    return fit_embed(embed)


# -- the live table -------------------------------------------------------------------------
def table_content(table: Table) -> str:
    """The message text above the embed: whose turn, with a mention."""
    if table.status != "playing" or table.state is None or table.state.over:
        return ""
    seat = table.state.to_move
    if seat is None:
        return ""
    deadline = f" — time runs out <t:{int(table.deadline)}:R>" if table.deadline else ""
    return f"{seat_label(table, seat)}, your turn{deadline}."


def table_embed(
    table: Table, last_action: str | None = None, *, last_deal: DealEnded | None = None
) -> discord.Embed:
    adapter = adapter_for(table.game)
    state = table.state
    title = f"{game_title(table)} — table #{table.id}"
    if state is None:
        return discord.Embed(title=title, description="Waiting to start.", colour=COLOR_LOBBY)
    view = state.view(None)
    over = state.over or table.status != "playing"
    embed = discord.Embed(title=title, colour=COLOR_DONE if over else COLOR_PLAYING)
    lines = [f"**Deal {view.get('deal', state.deal) + 1}**"]
    table_cards = view.get("table")
    if isinstance(table_cards, list | tuple) and adapter.table_cards:
        lines.append("**On the table:** " + (adapter.cards(table_cards) if table_cards else "nothing"))
    lines.extend(adapter.table_lines(view, side_names(table, view.get("sides") or [])))
    embed.description = "\n".join(lines)

    # A game without hands (Concentration) has no cards in hand to count.
    sizes = (view.get("hand_sizes") or []) if adapter.no_hand is None else []
    seats = []
    for index in range(len(table.seats)):
        marker = "▶ " if not over and state.to_move == index else ""
        size = f" · {plural(sizes[index], 'card')}" if index < len(sizes) else ""
        # Names, not mentions: an embed shows a mention as a raw <@id> on clients that have not
        # cached the member (the text above the embed mentions whoever is to move).
        seats.append(f"{marker}{seat_label(table, index, mention=False)}{size}")
    # One under the other: side by side, a long name wraps its card count onto a line of its own.
    embed.add_field(name="Players", value="\n".join(seats), inline=False)
    embed.add_field(name="Score", value=scores_text(table, view), inline=False)
    if last_deal is not None and not over:
        for name, value in deal_summary_fields(table, last_deal, compact=True):
            embed.add_field(name=name[:256], value=value[:1024], inline=False)
    if last_action:
        embed.add_field(name="Last", value=last_action[:1024], inline=False)
    if table.status == "abandoned":
        embed.set_footer(text="This table was closed.")
    elif over:
        embed.set_footer(text="Game over.")
    else:
        embed.set_footer(text=adapter_for(table.game).how_to_play)
    return fit_embed(embed)


def scores_text(table: Table, view: Mapping[str, Any]) -> str:
    scores = view.get("scores") or []
    sides = view.get("sides") or list(range(len(table.seats)))
    names = side_names(table, sides)
    target = table.options.get("target")
    lines = [
        f"{names[i] if i < len(names) else f'side {i + 1}'}: **{_num(s)}**" for i, s in enumerate(scores)
    ]
    if target:
        lines.append(f"({adapter_for(table.game).target_words.format(target=target)})")
    return "\n".join(lines) or "—"


def _num(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def move_line(table: Table, seat: int, label: str, *, by_computer: bool = False) -> str:
    name = table.seats[seat].name if seat < len(table.seats) else f"seat {seat + 1}"
    robot = "🤖 " if by_computer and not table.seats[seat].computer else ""
    return f"{robot}{name}: {name_players(table.seats, label)}"


# -- a player's hand (their own view only) -------------------------------------------------
def hand_text(
    table: Table,
    view: Mapping[str, Any],
    *,
    header: bool = True,
    early: bool = False,
    live_url: str | None = None,
) -> str:
    """A seat's hand, and on its turn the table as it is now.

    The hand DM is redrawn when its cards change and when its turn starts or ends, not on
    every move of others, so what it says must stay true between those redraws: on the
    seat's turn the table cards (nobody else moves meanwhile), otherwise only that it is
    not its turn, with a link to the live table. `early`: the buttons are already armed for
    the seat's next turn (rotating-turn games)."""
    adapter = adapter_for(table.game)
    hand = adapter.hand(view)
    lines = []
    table_link = f"[live table]({live_url})" if live_url else "live table in the channel"
    if header:
        title = f"{game_title(table)} — table #{table.id}, deal {view.get('deal', 0) + 1}"
        lines.append(f"**[{title}]({live_url})**" if live_url else f"**{title}**")
    lines.append("**Your hand:** " + (adapter.cards(hand) if hand else "empty"))
    state = table.state
    seat = view.get("seat")
    playing = state is not None and not state.over and table.status == "playing"
    if playing and state is not None and state.to_move is not None and state.to_move != seat:
        if early and hand:
            lines.append(
                f"Not your turn yet: these buttons work once it is. The {table_link} shows the play."
            )
        else:
            lines.append(f"Not your turn yet: the {table_link} shows the play.")
        return "\n".join(lines)
    table_cards = view.get("table")
    if isinstance(table_cards, list | tuple) and adapter.table_cards:
        lines.append("**On the table:** " + (adapter.cards(table_cards) if table_cards else "nothing"))
    if playing and state is not None and state.to_move == seat:
        lines.append("**Your turn.**")
    return "\n".join(lines)


# -- summaries ------------------------------------------------------------------------------
def deal_summary_fields(table: Table, event: DealEnded, *, compact: bool = False) -> list[tuple[str, str]]:
    """The scored deal as embed fields: the points each side made, then how (the adapter's
    fields; `compact`: at most three, each cut short, for the live table)."""
    embed = deal_summary_embed(table, event)
    fields = [(f"Deal {event.deal + 1} scored", embed.description or "—")]
    limit = 25 if not compact else 0 if adapter_for(table.game).shows_last_deal else 3
    for field in embed.fields[:limit]:
        value = field.value or ""
        if compact and len(value) > 300:
            value = value[:299] + "…"
        fields.append((field.name or "", value))
    return fields


def deal_summary_embed(table: Table, event: DealEnded) -> discord.Embed:
    summary = event.summary or {}
    sides = summary.get("sides") or (table.state.sides if table.state else [])
    names = side_names(table, sides)
    scores = summary.get("scores") or []
    before = summary.get("previous_scores") or [0] * len(scores)
    lines = []
    for i, total in enumerate(scores):
        gained = total - (before[i] if i < len(before) else 0)
        name = names[i] if i < len(names) else f"side {i + 1}"
        sign = "+" if gained >= 0 else "−"
        lines.append(f"{name}: {sign}{_num(abs(gained))} → **{_num(total)}**")
    embed = discord.Embed(
        title=f"{game_title(table)} #{table.id} — deal {event.deal + 1} scored",
        description="\n".join(lines) or "—",
        colour=COLOR_SUMMARY,
    )
    if table.state is not None:
        for title, text in adapter_for(table.game).deal_fields(table.state.view(None), event.deal, names):
            embed.add_field(name=title[:256], value=text[:1024], inline=False)
    return fit_embed(embed)
