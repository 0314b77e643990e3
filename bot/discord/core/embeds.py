"""Text and embeds for lobbies, live tables, hands and summaries, in the reader's language.

Generic over the view keys every game shares (`table`, `hand`, `hand_sizes`, `scores`, `sides`,
`deal`, `to_move`); per-game touches come from the game's adapter (`bot.discord.core.adapter`).
Spectator views (`state.view(None)`) feed anything posted in a channel, so no public message
can carry a hidden card; only `hand_*` functions take a seat's own view.

Every function takes the `locale` to write in (`bot.discord.core.language` decides it: the channel's
for what the channel shows, the player's for their hand); the words are the catalogue's
(`i18n/locales/<locale>/table.ftl`). What an adapter hands back may be plain text or a `Text`
(a message id with arguments), rendered here in that locale.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

import games
from bot.discord.core.adapter import adapter_for
from bot.discord.core.limits import fit_embed
from bot.discord.core.option_words import game_name, option_lines
from bot.discord.core.saying import say
from bot.discord.core.standings import deal_summary_field, score_line, teams_line
from bot.service.events import DealEnded, Moved
from bot.service.faces import face_of
from bot.service.model import Seat, Table, computer_level, name_players, name_seats, seat_text
from i18n import DEFAULT, Joined, Named, Text, Who, dotted, translate

COLOR_LOBBY = discord.Colour.blurple()
COLOR_PLAYING = discord.Colour.green()
COLOR_DONE = discord.Colour.dark_grey()
COLOR_SUMMARY = discord.Colour.gold()


_SLOT = "\ue000"  # stands in for a long value while its sentence is formatted


def with_long(locale: str, msg_id: str, name: str, value: str, **args: Any) -> str:
    """Message `msg_id` with argument `name` set to `value` however long it is: Fluent cuts an
    argument at 1,000 characters, and a hand of 28 cards with their emoji is longer."""
    return translate(locale, msg_id, **{name: _SLOT}, **args).replace(_SLOT, value)


def game_title(table: Table, locale: str = DEFAULT) -> str:
    """What the table plays, as the reader calls it: `Scopone`, `Babanuki`, `ババ抜き`, `Memory`."""
    return game_name(table.game, table.preset, locale)


def table_heading(table: Table, locale: str = DEFAULT) -> str:
    """`Scopone — table #12`: the title of every message about a table."""
    return translate(locale, "live-title", game=game_title(table, locale), table=str(table.id))


def shown_name(seat: Seat | str, locale: str = DEFAULT, *, level: bool = False) -> Named:
    """A seat's name (or a stored one: history, records) as `locale` reads it: a computer seat's
    one name in that language (`Bot 1`, `CPU1`; with `level`, `Bot 1 (normale)`), a person's as
    it is. Every seat name a player reads goes through here; the stored name stays English. A
    `Named`: put in a sentence, it is said as a person or a computer is (さん, elision)."""
    return seat_text(seat, level=level).label(locale)


def seat_label(
    table: Table, index: int, *, mention: bool = True, locale: str = DEFAULT, level: bool = False
) -> str:
    """A seat as a list of seats shows it: a computer marked 🤖 (with its level, in the lobby), a
    person mentioned (or named) and marked away."""
    seat = table.seats[index]
    if seat.computer:
        label = f"🤖 {shown_name(seat, locale, level=level)}"
        return Named(label, Who.computer(Text.plain(label)))
    if seat.user_id is None:
        return seat.name or translate(locale, "live-seat-number", number=index + 1)
    who = f"<@{seat.user_id}>" if mention else seat.name
    return translate(locale, "live-away", who=who) if seat.away else who


def action_label(table: Table, state: Any, action: str) -> str:
    """An action as players read it (autocomplete, buttons, answers, the table's history)."""
    return name_players(table.seats, adapter_for(table.game).label(state, action))


def seat_names(table: Table, locale: str = DEFAULT) -> list[str]:
    return [shown_name(seat, locale) for seat in table.seats]


def side_names(table: Table, sides: Sequence[int], locale: str = DEFAULT) -> list[str]:
    """One label per side: its seats' names (`alice & carol`, as the catalogue's
    `names-team-label` writes a team), in `locale`; each a `Named`, said in a sentence as a team
    of two is (a plural verb, さん on each name)."""
    count = max(sides) + 1 if sides else 0
    names: list[list[Who]] = [[] for _ in range(count)]
    for index, side in enumerate(sides):
        if index < len(table.seats):
            names[side].append(seat_text(table.seats[index]))
    return [Who.group(n).label(locale) for n in names]


def timer_words(seconds: int, locale: str = DEFAULT) -> str:
    """A turn timer's length: `off`, `90 s`, `5 minutes`, `2 hours`, `1 day` (`5 minuti`, `5分`…)."""
    if not seconds:
        return translate(locale, "timer-off")
    if seconds % 60:
        return translate(locale, "timer-seconds", seconds=seconds)
    if seconds % 86400 == 0:
        return translate(locale, "lobby-timer-days", days=seconds // 86400)
    if seconds % 3600 == 0:
        return translate(locale, "timer-hours", hours=seconds // 3600)
    return translate(locale, "lobby-timer-minutes", minutes=seconds // 60)


def timer_text(seconds: int, locale: str = DEFAULT) -> str:
    return translate(locale, "lobby-turn-timer", timer=timer_words(seconds, locale))


def options_text(table: Table, locale: str = DEFAULT) -> str:
    """The table's house rules in plain words (only what differs from its form of the game)."""
    changed = option_lines(table.game, table.preset, table.options, locale)
    game = game_title(table, locale)
    if changed:
        lines = [translate(locale, "lobby-usual-rules-except", game=game), *(f"• {line}" for line in changed)]
    else:
        lines = [translate(locale, "lobby-usual-rules", game=game)]
    # What the game is played to (the usual rules do not say it): `First to 11 points.`
    goal = face_of(table.game).lobby_goal(games.get(table.game).resolve_options(table.preset, table.options))
    if goal is not None:
        lines.append(goal.render(locale))
    return "\n".join([*lines, timer_text(table.turn_seconds, locale)])


# -- lobby ------------------------------------------------------------------------------
def lobby_embed(table: Table, locale: str = DEFAULT) -> discord.Embed:
    embed = discord.Embed(title=table_heading(table, locale), colour=COLOR_LOBBY)
    lines = []
    for index in range(table.players):
        if index < len(table.seats):
            # An embed shows mentions as raw ids: names.
            label = seat_label(table, index, mention=False, locale=locale, level=True)
            if table.seats[index].user_id == table.host_id:
                label = translate(locale, "lobby-host", who=label)
        else:
            label = translate(locale, "lobby-open-seat")
        lines.append(f"`{index + 1}.` {label}")
    seats = translate(locale, "lobby-seats", taken=len(table.seats), seats=table.players)
    embed.add_field(name=seats, value="\n".join(lines), inline=False)
    embed.add_field(name=translate(locale, "lobby-options"), value=options_text(table, locale), inline=False)
    host = next((seat for seat in table.seats if seat.user_id == table.host_id), None)
    if host is not None:
        # Start is on everyone's screen, but only the host's works: say who that is.
        embed.set_footer(text=translate(locale, "lobby-footer-host", host=shown_name(host, locale)))
    else:
        embed.set_footer(text=translate(locale, "lobby-footer"))
    return fit_embed(embed)


# -- the live table -------------------------------------------------------------------------
def table_content(table: Table, locale: str = DEFAULT) -> str:
    """The message text above the embed: whose turn, with a mention."""
    if table.status != "playing" or table.state is None or table.state.over:
        return ""
    seat = table.state.to_move
    if seat is None:
        return ""
    who = seat_label(table, seat, locale=locale)
    if table.deadline:
        return translate(locale, "live-your-turn-until", who=who, time=f"<t:{int(table.deadline)}:R>")
    return translate(locale, "live-your-turn", who=who)


def table_embed(
    table: Table,
    last_action: str | None = None,
    *,
    last_deal: DealEnded | None = None,
    locale: str = DEFAULT,
) -> discord.Embed:
    """The live table in words (`cards: text`: no picture), sized for a phone: a headline (the
    last moves, or the trick by seat, or Go Fish's last ask and its answer), the table cards and
    the game's own lines, then one line per seat (▶ to move, its cards, its score) and per team
    (its score). Computers are named as the picture names them (`Bot 2`), their level as stars
    once, on their seat's line. Every fact is said once: no column of moves that repeats the
    trick, no deal number the game's own header already gives. How the last deal scored is told
    during the next deal's first round (every player's first turn), then only its totals stay.
    `last_action`: the last moves, one a line (the newest last); the headline keeps the last
    `HEADLINE_MOVES`."""
    adapter = adapter_for(table.game)
    state = table.state
    title = table_heading(table, locale)
    if state is None:
        return discord.Embed(title=title, description=translate(locale, "live-waiting"), colour=COLOR_LOBBY)
    view = state.view(None)
    over = state.over or table.status != "playing"
    embed = discord.Embed(title=title, colour=COLOR_DONE if over else COLOR_PLAYING)
    sides = list(view.get("sides") or [])
    names = side_names(table, sides, locale)
    # How the last deal scored, while the new deal's first round is played (each player sees it
    # on their first turn); after that the totals on the side lines say it.
    fresh = len(view.get("history") or []) < len(table.seats)
    told = view if fresh else {**view, "previous_deal": None}
    game_lines = [
        adapter.line_in_text(line, view)
        for line in adapter.table_lines(told, names)
        if _said_in_text(line, view, adapter.said_by_seats)
    ]
    said = _said_by_game(table, view, locale)
    tricks = "tricks" in view or "trick" in view
    headline: list[str] = []
    if said is not None:
        headline.append(said)
        game_lines = [line for line in game_lines if not _line_id(line).startswith(adapter.headlined)]
    elif tricks and any(_line_id(line) in TRICK_LINES for line in game_lines):
        # The trick by seat is the headline: the moves that made it would say it twice. (Before
        # the first lead, the moves are declarations and passes: the headline, as elsewhere.)
        first = [line for line in game_lines if _line_id(line) in TRICK_LINES]
        game_lines = first + [line for line in game_lines if _line_id(line) not in TRICK_LINES]
    elif last_action:
        headline.extend(last_action.splitlines()[-HEADLINE_MOVES:])
    lines = list(headline)
    table_cards = view.get("table")
    if isinstance(table_cards, list | tuple) and adapter.table_cards and not tricks:
        # (A trick game's table is the trick, which its trick line lays out by seat.)
        lines.append(table_cards_line(adapter, table_cards, locale))
    lines.extend(say(line, locale) for line in game_lines)
    embed.description = "\n".join(lines) or None

    # The deal number where a game has several deals and its own lines do not say it.
    heading = []
    if face_of(table.game).numbers_deals:
        heading.append(translate(locale, "live-deal", deal=view.get("deal", state.deal) + 1))
    target = table.options.get("target")
    if target and face_of(table.game).scored:
        heading.append(say(adapter.target_words, locale, target=target))
    embed.add_field(
        name=dotted(heading, locale) or translate(locale, "live-players"),
        value="\n".join(seat_lines(table, view, over, locale)),
        inline=False,
    )
    if last_deal is not None and not over and fresh and not adapter.shows_last_deal:
        # (A game whose own lines tell the last deal, Stovkahra's, says it once, there.)
        name, value = deal_summary_field(table, last_deal, locale)  # as under the picture
        embed.add_field(name=name[:256], value=value[:1024], inline=False)
    if table.status == "abandoned":
        embed.set_footer(text=translate(locale, "live-closed"))
    elif over:
        embed.set_footer(text=translate(locale, "live-game-over"))
    elif adapter.no_hand is not None:
        # As under the picture: the "My hand" button is where a move starts; a game without
        # hands (Concentration) has no such button, so how to play stays said.
        embed.set_footer(text=say(adapter.how_to_play, locale))
    return fit_embed(embed)


# The trick lines, said first in the words of a trick game (the trick by seat, or the last one).
TRICK_LINES = {"tricks-trick", "tricks-last-trick"}


def _line_id(line: str | Text) -> str:
    return line.id if isinstance(line, Text) else ""


def _said_in_text(line: str | Text, view: Mapping[str, Any], by_seats: frozenset[str]) -> bool:
    """Whether a game line stays in the words: not one the seat lines say (`by_seats`: the
    game's `Adapter.said_by_seats`), nor a led suit the trick's first card already shows."""
    if _line_id(line) in by_seats:
        return False
    if _line_id(line) == "tricks-won" and "team_tricks" in view:
        return False  # a team's tricks are on its line
    if _line_id(line) == "tricks-led-by":
        trick = view.get("trick") or []
        lead = str(view.get("lead_suit") or "")
        first = str(trick[0][1]) if trick else ""
        if first and (first[-1] == lead or (lead == "trumps" and first.startswith("T"))):
            return False
    return True


def seat_lines(table: Table, view: Mapping[str, Any], over: bool, locale: str) -> list[str]:
    """One line per seat (`▶ alice · 9 cards · **3** points`, a computer as `Bot 2 ★★`), then,
    in a game of teams, one per team (`alice & Bot 2: **3** points · 1 scopa`)."""
    from bot.discord.core.card_pictures import LEVEL_STARS

    state = table.state
    # A game without hands (Concentration) has no cards in hand to count.
    sizes = (view.get("hand_sizes") or []) if adapter_for(table.game).no_hand is None else []
    scores = list(view.get("scores") or []) if face_of(table.game).scored else []
    instead = adapter_for(table.game).seat_words(view, locale)
    if instead is not None:
        scores = []  # said in the game's own words (a Go Fish score is its books, with their ranks)
    sides = list(view.get("sides") or range(len(table.seats)))
    sweeps = view.get("sweeps") if isinstance(view.get("sweeps"), list) else []
    teams = len(set(sides)) < len(table.seats)
    extras = _team_extras(view, locale)
    lines = []
    for index, seat in enumerate(table.seats):
        marker = "▶ " if not over and state is not None and state.to_move == index else ""
        label = seat_label(table, index, mention=False, locale=locale)
        if seat.computer:
            # `Bot 2 ★★`: its one name, its level as the picture's stars.
            level = computer_level(seat)
            stars = LEVEL_STARS.get(level) if level else None
            label = shown_name(seat, locale) + (f" {stars}" if stars else "")
        parts = [f"{marker}{label}"]
        if index < len(sizes):
            parts.append(translate(locale, "live-cards", count=sizes[index]))
        side = sides[index] if index < len(sides) else index
        if not teams:
            parts.extend(_side_score(table, scores, sweeps, side, locale))
        if instead and index < len(instead) and instead[index]:
            parts.append(instead[index])
        lines.append(dotted(parts, locale))  # a seat's row: its parts side by side
    if teams:
        names = side_names(table, sides, locale)
        for side, name in enumerate(names):
            said = _side_score(table, scores, sweeps, side, locale) + extras.get(side, [])
            if said:
                lines.append(translate(locale, "texttable-team", team=name, score=dotted(said, locale)))
    return lines


def _team_extras(view: Mapping[str, Any], locale: str) -> dict[int, list[str]]:
    """What a Stovkahra team's line adds to its score: its tricks this deal (with their card
    points) and its brčke, once any are won (`3 tricks (24 card pts) · 2 brčke`)."""
    extras: dict[int, list[str]] = {}
    tricks = view.get("team_tricks")
    if isinstance(tricks, list) and any(tricks):
        points = view.get("card_points") or [0] * len(tricks)
        for team, count in enumerate(tricks):
            said = translate(locale, "texttable-tricks", count=count, points=points[team])
            extras.setdefault(team, []).append(said)
    brcke = view.get("brcke")
    if isinstance(brcke, list) and any(brcke):
        for team, count in enumerate(brcke):
            extras.setdefault(team, []).append(translate(locale, "texttable-brcke", count=count))
    return extras


def _side_score(
    table: Table, scores: Sequence[Any], sweeps: Sequence[Any], side: int, locale: str
) -> list[str]:
    """A side's score in words (`**3** points`) and its scope, if any."""
    said = []
    if side < len(scores):
        value = scores[side]
        number = int(value) if isinstance(value, float) and value.is_integer() else value
        said.append(translate(locale, "texttable-score", points=number))
    if side < len(sweeps) and sweeps[side]:
        said.append(translate(locale, "texttable-sweeps", count=sweeps[side]))
    return said


# How many of the last moves a live table with its picture says in words: the picture shows the
# table as it is now, the words what just happened (a human move and the replies it drew).
HEADLINE_MOVES = 2


def picture_embed(
    table: Table,
    moves: Sequence[str | Text],
    *,
    last_deal: DealEnded | None = None,
    locale: str = DEFAULT,
) -> discord.Embed:
    """The live table when its picture is attached: a headline and the picture, nothing the
    picture already shows (cards, seats, hands, scores). The headline says what the picture
    cannot: the last moves in words (Concentration: the pair just turned, with its places; Go
    Fish: the last ask and its answer) and, just after a deal, how it scored (fields)."""
    state = table.state
    title = table_heading(table, locale)
    if state is None:
        return discord.Embed(title=title, description=translate(locale, "live-waiting"), colour=COLOR_LOBBY)
    over = state.over or table.status != "playing"
    embed = discord.Embed(title=title, colour=COLOR_DONE if over else COLOR_PLAYING)
    view = state.view(None)
    lines: list[str] = []
    # The deal's first round (every player's first turn): how the last deal scored, whose
    # totals (by side) stand for the score line and the teams; in the first deal, the teams.
    first_round = len(view.get("history") or []) < len(table.seats)
    summary = last_deal is not None and not over and first_round
    scores = score_line(table, view, locale)
    if scores is not None and not over and not summary:
        lines.append(scores)
    teams = teams_line(table, view, locale)
    if teams is not None and first_round and not over and not summary:
        lines.append(teams)
    said = _said_by_game(table, view, locale)
    if said is not None:
        lines.append(said)
    else:
        # Under the last deal's summary, the last move alone: the message stays a phone's height.
        told = 1 if summary else HEADLINE_MOVES
        lines.extend(say(line, locale) for line in headline_moves(table, moves)[-told:])
    # The few game lines that say what the picture does not draw, when they apply.
    names = side_names(table, view.get("sides") or [], locale)
    adapter = adapter_for(table.game)
    for line in adapter.table_lines(view, names):
        if isinstance(line, Text) and line.id in adapter.unpictured:
            lines.append(say(line, locale))
    embed.description = "\n".join(lines) or None
    if summary and last_deal is not None:
        # Just after a deal, through the next deal's first round: how it scored.
        name, value = deal_summary_field(table, last_deal, locale)
        embed.add_field(name=name[:256], value=value[:1024], inline=False)
    if table.status == "abandoned":
        embed.set_footer(text=translate(locale, "live-closed"))
    elif not over and adapter_for(table.game).no_hand is not None:
        # No "My hand" button to start from (Concentration): how to play stays said.
        embed.set_footer(text=say(adapter_for(table.game).how_to_play, locale))
    return fit_embed(embed)


def headline_moves(table: Table, moves: Sequence[str | Text]) -> list[str | Text]:
    """The moves the live table's headline may say: not those the game's own lines keep saying
    all deal (`Adapter.lined_moves`: Stovkahra's declarations, in its "Declared:" line)."""
    lined = adapter_for(table.game).lined_moves
    return [move for move in moves if not (lined and _move_id(move) in lined)]


def _move_id(line: str | Text) -> str:
    """The id of the move a history line says (`live-move`'s `move`), or ""."""
    move = line.args.get("move") if isinstance(line, Text) else None
    return move.id if isinstance(move, Text) else ""


def _said_by_game(table: Table, view: Mapping[str, Any], locale: str) -> str | None:
    """What a game says in its headline instead of its move list, if anything (`Adapter.headline`)."""
    names = [shown_name(seat, locale) for seat in table.seats]
    return adapter_for(table.game).headline(view, names, locale)


def table_cards_line(adapter: Any, cards: Sequence[str], locale: str) -> str:
    """`**On the table:** 7♦ 3♣` (or that it is empty)."""
    shown = adapter.cards(cards, locale) if cards else translate(locale, "live-nothing")
    return with_long(locale, "live-on-table", "cards", shown)


def move_line(table: Table, seat: int, label: str | Text, *, by_computer: bool = False) -> Text:
    """A move for the table's history, to render in each reader's language (`alice: 7♦ takes 3♣`;
    🤖 when a computer moved for an away player)."""
    name: str | Text = seat_text(table.seats[seat]) if seat < len(table.seats) else str(seat + 1)
    if by_computer and seat < len(table.seats) and not table.seats[seat].computer:
        name = Text.plain(f"🤖 {table.seats[seat].name}")  # a person's seat: their name as is
    narrated = adapter_for(table.game).narrated
    move = name_seats(table.seats, label) if isinstance(label, Text) else name_players(table.seats, label)
    if isinstance(label, Text) and isinstance(move, Text) and label.id in narrated:
        # Told as what the player did, with the label's own words (whom they drew from: `whom`).
        words = {("whom" if key == "who" else key): value for key, value in move.args.items()}
        return Text(narrated[label.id], **words, who=name)
    return Text("live-move", who=name, move=move)


def moved_line(table: Table, event: Moved) -> Text:
    """A `Moved` event as a history line; the move itself in each reader's language when the
    service says it as a `Text` (`event.text`), else its English label."""
    label = getattr(event, "text", None) or event.label
    return move_line(table, event.seat, label, by_computer=event.by_computer)


def trick_taken_line(table: Table, event: Moved, narrated: int) -> tuple[Text | None, int]:
    """In a trick game, when `event` played the last card of a trick: who took it, with its
    cards (`Bot 2 takes the trick (…)`), for the move lines; and how many of the deal's tricks
    are now told (`narrated`: how many were before)."""
    if table.state is None:
        return None, narrated
    face = face_of(table.game)
    tricks = face.taken_tricks(table.state.view(None))
    if narrated > len(tricks):
        narrated = 0  # a new deal
    if narrated >= len(tricks):
        return None, narrated
    winner, cards = tricks[narrated]
    if not cards or not event.action.endswith(cards[-1]) or winner >= len(table.seats):
        return None, narrated
    named = Joined([face.card_text(card) for card in cards], ", ")
    return Text("live-trick-taken", who=seat_text(table.seats[winner]), cards=named), narrated + 1


def lines_text(lines: Sequence[str | Text], locale: str) -> str | None:
    """History lines (moves, notices) in `locale`, one a line; None when there are none."""
    return "\n".join(say(line, locale) for line in lines) or None


# -- a player's hand (their own view only) -------------------------------------------------
def hand_text(
    table: Table,
    view: Mapping[str, Any],
    *,
    header: bool = True,
    early: bool = False,
    live_url: str | None = None,
    locale: str = DEFAULT,
    pictured: bool = False,
) -> str:
    """A seat's hand, and on its turn the table as it is now. `pictured`: the private picture
    goes with it and already shows the hand and the table's part, so the text is only the
    headline (title, whose turn); said twice it made a wall taller than a phone's screen.

    The hand DM is redrawn when its cards change and when its turn starts or ends, not on
    every move of others, so what it says must stay true between those redraws: on the
    seat's turn the table cards (nobody else moves meanwhile), otherwise only that it is
    not its turn, with a link to the live table. `early`: the buttons are already armed for
    the seat's next turn (rotating-turn games)."""
    adapter = adapter_for(table.game)
    hand = adapter.hand(view)
    lines = []
    if live_url:
        table_link = translate(locale, "handview-live-table-link", url=live_url)
    else:
        table_link = translate(locale, "handview-live-table")
    if header:
        # The deal's number only where a game has several (not Go Fish, Old Maid, Concentration).
        title = (
            translate(
                locale,
                "handview-title",
                game=game_title(table, locale),
                table=str(table.id),
                deal=view.get("deal", 0) + 1,
            )
            if face_of(table.game).deals_scored
            else table_heading(table, locale)
        )
        lines.append(f"**[{title}]({live_url})**" if live_url else f"**{title}**")
    if not pictured:
        shown = adapter.cards(hand, locale) if hand else translate(locale, "handview-empty")
        lines.append(with_long(locale, "handview-yours", "cards", shown))
    state = table.state
    seat = view.get("seat")
    playing = state is not None and not state.over and table.status == "playing"
    if playing and state is not None and state.to_move is not None and state.to_move != seat:
        ready = "yes" if early and hand else "no"
        lines.append(translate(locale, "handview-not-your-turn", table=table_link, armed=ready))
        return "\n".join(lines)
    table_cards = view.get("table")
    if isinstance(table_cards, list | tuple) and adapter.table_cards and not pictured:
        lines.append(table_cards_line(adapter, table_cards, locale))
    if playing and state is not None and state.to_move == seat:
        lines.append(f"**{translate(locale, 'handview-your-turn')}**")
    return "\n".join(lines)
