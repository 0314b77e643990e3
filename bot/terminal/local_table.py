"""The local terminal table: play against computer seats through the same service and database.

    python -m bot play GAME [--players N] [--computers N] [--level L] [--new [--yes]] [--db PATH] ...

Each game is typed as its players say it (`bot/terminal/moves.py`): `12` turns up Concentration's
card 12, `ask bob 7` asks in Go Fish, `2s 3s 6s` is Scarto's discard; elsewhere a move's number,
its notation (`7d:3c+4s`) or a card name. After every move the table says what it led to
(`aftermath.py`, told in `table_narration.py`), and shows the position (`table_screens.py`, drawn by
`screens.py`). `help`, `rules`, `hint`, `quit`.

Unfinished games are kept, one per game (a channel of their own under the local guild): the same
`play GAME` resumes it, another game starts beside it, and only `--new` (after asking) abandons it.
At a terminal the cards are in colour and Tab completes the legal moves (`console.py`); piped,
it is plain text.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import zlib
from collections.abc import Mapping, Sequence
from typing import IO, Any

import games
import persistence
from bot.service import errors
from bot.service.card_names import card_name, is_card, move_text
from bot.service.events import DealEnded, Event, GameEnded, GameStarted, Moved, TableClosed
from bot.service.faces import face_of
from bot.service.model import Seat, Table, name_players, name_seats, seat_text
from bot.service.rules_text import LANGUAGES, game_text
from bot.service.table_service import TableService
from bot.terminal import screens
from bot.terminal.aftermath import Names
from bot.terminal.console import console_for
from bot.terminal.moves import read_move
from bot.terminal.table_narration import Narration
from bot.terminal.table_screens import GameScreens
from games.core import State
from i18n import DEFAULT, LOCALES, Alternatives, Text, Who, supported, translate
from i18n.text import joined
from persistence import DatabaseError

LOCAL_GUILD = 0
LEGACY_CHANNEL = 0  # where the one saved game lived before each game had its own


def slot_channel(game: str, preset: str) -> int:
    """The local channel of a game's saved table: one per game form, stable across versions."""
    return 1 + zlib.crc32(f"{game}/{preset}".encode()) % 1_000_000


def environment_locale(environ: Mapping[str, str] = os.environ) -> str:
    """The catalogue language the environment asks for (LC_ALL, LC_MESSAGES, LANG, as gettext
    reads them; `ja_JP.UTF-8` → `ja`), English when none of ours is asked for."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in environ.get(name, "").split(":"):
            found = supported(tag.split(".", 1)[0])
            if found:
                return found
    return DEFAULT


def parse_args(argv: list[str], db_default: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot play", description="Play Tavolo in this terminal against computer players."
    )
    parser.add_argument("game", help=f"game or preset ({', '.join(games.names())}, scopone, ...)")
    parser.add_argument(
        "--players", type=int, default=None, help="seats at the table (default: the game's least)"
    )
    parser.add_argument("--computers", type=int, default=None, help="computer seats (default: all but one)")
    parser.add_argument("--level", default=None, choices=["easy", "normal", "hard"], help="default: normal")
    parser.add_argument("--preset", default=None)
    parser.add_argument("--db", default=db_default, help=f"database (default from TAVOLO_DB: {db_default})")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--name", default=None, help="your name at the table")
    parser.add_argument(
        "--lang", default=None, choices=LOCALES, help="language of the table (default: from the environment)"
    )
    parser.add_argument(
        "--new", action="store_true", help="abandon this game's saved table and start a new one (asks first)"
    )
    parser.add_argument("--yes", action="store_true", help="with --new: do not ask")
    return parser.parse_args(argv[1:] if argv and argv[0] == "play" else argv)


def main(argv: list[str], db_default: str = "./data/tavolo.db") -> int:
    """Entry point of `python -m bot play ...`; returns the process exit code."""
    try:
        args = parse_args(argv, db_default)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        return asyncio.run(LocalTable(args, sys.stdin, sys.stdout).run())
    except DatabaseError as exc:
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\n" + translate(args.lang or environment_locale(), "local-saved"))
        return 0


def player_range(counts: Sequence[int]) -> str | Text:
    """`2–6` for a run of counts, `3` for one, `2 or 4` otherwise (as the reader's language
    offers a choice: "2 o 4", "2または4")."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    return Alternatives([str(c) for c in counts])


class LocalTable(GameScreens, Narration):
    def __init__(self, args: argparse.Namespace, stdin: IO[str], stdout: IO[str]) -> None:
        self.args = args
        self.stdin = stdin
        self.stdout = stdout
        self.console = console_for(stdin, stdout)
        self.service: TableService | None = None
        self.table_id = 0
        self.game = ""
        self.humans: dict[int, str] = {}
        self.locale = getattr(args, "lang", None) or environment_locale()
        self.state: State | None = None  # the position the events so far led to
        self.seats: tuple[Seat, ...] = ()
        self.shown_deal = -1

    # -- words --------------------------------------------------------------------------------
    def say(self, text: str = "") -> None:
        """A line of plain text; at a terminal its cards are coloured."""
        self.console.say(screens.markup(text, self.game, self.locale))

    def tell(self, msg_id: str, /, **args: object) -> None:
        self.say(translate(self.locale, msg_id, **args))

    def text(self, text: Text) -> None:
        self.say(text.render(self.locale))

    def refusal(self, error: errors.TableError | games.GameError) -> None:
        self.say(error.text.render(self.locale))

    def seat_name(self, seat: Seat, *, level: bool = False) -> str:
        """A seat as this table's reader reads it: a computer's in their language (with its
        `level`, as the opening line lists the seats), the default `You` of any language as this
        one says it (a `Named`: a sentence says it as it should)."""
        if seat.user_id is not None and seat.name in {translate(lang, "local-you") for lang in LOCALES}:
            return Who(Text("local-you"), "you").label(self.locale)
        return seat_text(seat, level=level).label(self.locale)

    def short_name(self, index: int) -> str:
        """A seat's name as it is quickest to type (`Bot 1`, `alice`), without anything in brackets."""
        return self.name_of(index).split(" (")[0].split("（")[0]

    def name_of(self, index: int) -> str:
        return self.seat_name(self.seats[index]) if index < len(self.seats) else str(index + 1)

    @property
    def me(self) -> int | None:
        """The reader's seat: the one person at the table (None when several share the screen)."""
        if len(self.humans) != 1:
            return None
        user = next(iter(self.humans))
        return next((s.index for s in self.seats if s.user_id == user), None)

    def names(self) -> Names:
        return Names(self.name_of, self.me)

    def side_names(self, sides: Sequence[int]) -> list[str]:
        count = max(sides, default=-1) + 1
        return [
            Who.group(self.name_of(s) for s in range(len(sides)) if sides[s] == side).label(self.locale)
            for side in range(count)
        ]

    def move_words(self, table: Table, action: str) -> str:
        """What `action` does, in the reader's language, players named."""
        assert table.state is not None
        return name_seats(table.seats, move_text(table.game, table.state, action)).render(self.locale)

    # -- opening ------------------------------------------------------------------------------
    async def run(self) -> int:
        checked = self.check_request()
        if checked is None:
            return 2  # refused before the database is even opened: nothing saved is touched
        db = await persistence.open(self.args.db)
        service = TableService(db, tune_gc=False)
        self.service = service
        service.subscribe(self.on_events)
        await service.start()
        try:
            table = await self.open_or_resume(service, *checked)
            if table is None:
                return 2
            return await self.loop(service)
        finally:
            await service.close()
            await db.close()

    def check_request(self) -> tuple[games.Game, str, int, int] | None:
        """The game, form, players and computers asked for, or None after saying what is wrong."""
        args = self.args
        try:
            rules, preset = (
                games.find(args.game) if args.preset is None else (games.get(args.game), args.preset)
            )
            if preset not in rules.presets:
                rules.resolve_options(preset)  # raises the catalogue's "no such preset"
        except games.GameError as exc:
            self.refusal(exc)
            return None
        self.game = rules.name
        counts = rules.player_counts(preset)
        players = args.players if args.players is not None else counts[0]
        title = face_of(rules.name).title(preset, self.locale)
        if players not in counts:
            self.tell("local-bad-players", game=title, shown=player_range(counts), players=players)
            return None
        computers = args.computers if args.computers is not None else players - 1
        if not 0 <= computers < players:
            self.tell("local-computers-range", most=players - 1)
            return None
        return rules, preset, players, computers

    def saved_table(self, service: TableService, game: str, preset: str) -> Table | None:
        for table in service.open_tables():
            if table.guild_id != LOCAL_GUILD or table.status != "playing":
                continue
            if table.channel_id == slot_channel(game, preset) or (
                table.channel_id == LEGACY_CHANNEL and table.game == game and table.preset == preset
            ):
                return table
        return None

    async def open_or_resume(
        self, service: TableService, rules: games.Game, preset: str, players: int, computers: int
    ) -> Table | None:
        args = self.args
        title = face_of(rules.name).title(preset, self.locale)
        existing = self.saved_table(service, rules.name, preset)
        if existing is not None and args.new:
            if not await self.confirm_new(existing, title):
                return None
            await service.abandon(existing.id, existing.host_id, admin=True)
            self.tell("local-abandoned-new", game=title, table=existing.id)
            existing = None
        if existing is not None:
            return self.resume(existing, title, players, computers)
        return await self.open_new(service, rules, preset, players, computers, title)

    async def confirm_new(self, existing: Table, title: str) -> bool:
        if self.args.yes:
            return True
        if not self.console.interactive:
            self.tell("local-new-not-asked", game=title, table=existing.id, move=existing.seq)
            return False
        self.say(
            translate(self.locale, "local-new-confirm", game=title, table=existing.id, move=existing.seq)
        )
        answer = await self.console.ask("[y/N]", {})
        if (answer or "").strip().lower() in ("y", "yes", "s", "si", "sì", "o", "oui", "はい"):
            return True
        self.tell("local-new-kept", table=existing.id)
        return False

    def resume(self, existing: Table, title: str, players: int, computers: int) -> Table:
        args = self.args
        self.table_id = existing.id
        self.seats = existing.seats
        self.state = existing.state
        self.humans = {s.user_id: s.name for s in existing.seats if s.user_id is not None}
        self.tell("local-resuming", game=title, table=existing.id, move=existing.seq)
        saved_computers = [s for s in existing.seats if s.computer is not None]
        asked: list[str] = []
        kept: list[str] = []
        if args.players is not None and players != len(existing.seats):
            asked.append(translate(self.locale, "local-option-players", count=players))
            kept.append(translate(self.locale, "local-option-players", count=len(existing.seats)))
        if args.computers is not None and computers != len(saved_computers):
            asked.append(translate(self.locale, "local-option-computers", count=computers))
            kept.append(translate(self.locale, "local-option-computers", count=len(saved_computers)))
        levels = sorted({s.computer for s in saved_computers if s.computer})
        if args.level is not None and levels and levels != [args.level]:
            asked.append(translate(self.locale, f"level-{args.level}"))
            kept.append(joined([translate(self.locale, f"level-{lv}") for lv in levels], self.locale))
        if asked:
            command = f"python -m bot play {args.game} --new" + "".join(
                f" {flag} {value}"
                for flag, value in (
                    ("--players", args.players),
                    ("--computers", args.computers),
                    ("--level", args.level),
                )
                if value is not None
            )
            self.tell(
                "local-resumed-other",
                asked=joined(asked, self.locale),
                saved=joined(kept, self.locale),
                command=command,
            )
        return existing

    async def open_new(
        self, service: TableService, rules: games.Game, preset: str, players: int, computers: int, title: str
    ) -> Table | None:
        args = self.args
        humans = players - computers
        try:
            table = await service.open_table(
                guild_id=LOCAL_GUILD,
                channel_id=slot_channel(rules.name, preset),
                user_id=1,
                user_name=self.human_name(1, humans),
                game=rules.name,
                preset=preset,
                players=players,
                options={"turn_seconds": "off"},
            )
            self.table_id = table.id
            self.seats = table.seats
            for user in range(2, humans + 1):
                await service.join(table.id, user, self.human_name(user, humans))
            for _ in range(computers):
                await service.add_computer(table.id, 1, args.level or "normal")
            self.seats = service.table(table.id).seats
            self.state = None  # set from the first deal below; the dealer's first moves come with it
            table = await service.start_game(table.id, 1, seed=args.seed)
        except errors.TableError as exc:
            self.refusal(exc)
            if self.table_id:
                await service.abandon(self.table_id, 1, admin=True)
            return None
        self.seats = table.seats
        self.humans = {s.user_id: s.name for s in table.seats if s.user_id is not None}
        names = Who.group(self.seat_name(s, level=True) for s in table.seats)
        self.tell("local-opened-game", game=title, table=table.id, names=names)
        return table

    def human_name(self, user: int, humans: int) -> str:
        if humans == 1:
            return self.args.name or translate(self.locale, "local-you")
        return translate(self.locale, "local-player", number=user)

    # -- the loop -----------------------------------------------------------------------------
    async def loop(self, service: TableService) -> int:
        shown_for = -1
        while True:
            await service.idle()
            table = service.table(self.table_id)
            if table.status != "playing":
                return 0
            self.seats = table.seats
            self.state = table.state
            user = table.to_move_user
            if user is None:  # a computer is about to move
                await asyncio.sleep(0)
                continue
            if shown_for != table.seq:
                self.show(table, user)
                shown_for = table.seq
            line = await self.console.ask(self.prompt(table, user), self.completions(table, user))
            if not line:  # end of input: keep the table for later
                self.say()
                self.tell("local-saved")
                return 0
            text = line.strip()
            command = text.lower()
            if not text:
                continue
            if command in ("quit", "exit", "q"):
                self.tell("local-saved")
                return 0
            if command in ("help", "?", "h"):
                self.help(table)
                continue
            if command in ("rules", "r"):
                self.rules(table)
                continue
            if command == "hint":
                await self.hint(service, table, user)
                continue
            if command in ("moves", "table", "t", "m", "board", "b"):
                self.show(table, user)
                continue
            move = self.resolve(table, user, text)
            if move is None:
                continue
            try:
                await service.act(table.id, user, move, expected_seq=table.seq)
            except errors.TableError as exc:
                self.refusal(exc)

    def phase(self, table: Table) -> str:
        return str(getattr(table.state, "phase", "") or "")

    def prompt(self, table: Table, user: int) -> str:
        """The prompt says what a line means here (a card's place, a rank, a move's number)."""
        view = self.view(table, user)
        means = face_of(table.game).number_means(self.phase(table))
        if means == "board":
            text = translate(self.locale, "local-prompt-board")
        elif means == "rank":
            assert self.service is not None
            asks = [a.split(":") for a in self.service.legal(table.id, user) if a.startswith("ask:")]
            example = f"ask {self.short_name(int(asks[0][1]))} {asks[0][2]}" if asks else "ask 7"
            text = translate(self.locale, "local-prompt-ask", example=example)
        elif means == "hand":
            source = view.get("draw_from")
            count = view["hand_sizes"][source] if isinstance(source, int) else 0
            text = translate(self.locale, "local-prompt-draw", who=self.name_of(source or 0), count=count)
        elif means == "cards":
            assert self.service is not None
            first = next((a for a in self.service.legal(table.id, user) if a.startswith("discard:")), "")
            example = first.removeprefix("discard:").replace("+", " ") or "2s 3s 6s"
            text = translate(self.locale, "local-prompt-discard", example=example)
        else:
            text = translate(self.locale, "local-prompt-move")
        if len(self.humans) > 1:
            seat = table.seat_of(user)
            text = f"{self.name_of(seat or 0)} · {text}"
        return f"{text} >"

    def resolve(self, table: Table, user: int, text: str) -> str | None:
        """The move meant by `text`, or None after explaining why there is none."""
        assert self.service is not None and table.state is not None
        legal = self.service.legal(table.id, user)

        def called(seat: int) -> list[str]:
            if seat >= len(table.seats):
                return [str(seat + 1)]
            stored = table.seats[seat].name
            shown = self.seat_name(table.seats[seat])
            short = [stored.split(" (")[0], shown.split("（")[0], self.short_name(seat)]
            return [shown, stored, *short]

        reading = read_move(
            table.game, text, legal, locale=self.locale, phase=self.phase(table), seat_names=called
        )
        if reading.problem is not None:
            self.text(reading.problem)
            return None
        if reading.choices:
            card = reading.choices[0].split(":")[0]
            self.tell("local-several-moves", card=card_name(card, table.game, self.locale))
            for action in reading.choices:
                self.say(f"  {legal.index(action) + 1}) {self.move_words(table, action)}")
            return None
        return reading.action

    def completions(self, table: Table, user: int) -> dict[str, str]:
        """What Tab offers: each legal move by what a line means in this game, with what it does;
        and the commands."""
        assert self.service is not None and table.state is not None
        legal = self.service.legal(table.id, user)
        offered: dict[str, str] = {}
        means = face_of(table.game).number_means(self.phase(table))
        if means == "":
            for number, action in enumerate(legal, start=1):
                label = self.move_words(table, action)
                offered[str(number)] = label
                offered[action] = label
                card = action.split(":")[0]
                if is_card(card) and sum(1 for a in legal if a.split(":")[0] == card) == 1:
                    offered[card_name(card, table.game, self.locale)] = label
        elif means in ("board", "hand"):
            for action in legal:
                if ":" in action:
                    offered[str(int(action.split(":")[1]) + 1)] = self.move_words(table, action)
        elif means == "rank":
            for action in legal:
                _, target, rank = action.split(":")
                offered[f"ask {self.name_of(int(target)).split(' (')[0]} {rank}"] = self.move_words(
                    table, action
                )
        for command, meaning in (
            ("help", "local-command-help"),
            ("rules", "local-command-rules"),
            ("hint", "local-command-hint"),
            ("table", "local-command-moves"),
            ("quit", "local-command-quit"),
        ):
            offered[command] = translate(self.locale, meaning)
        return offered

    # -- help, rules, hint ----------------------------------------------------------------------
    def help(self, table: Table) -> None:
        self.tell(face_of(table.game).help or "local-help-scopa")
        self.tell("local-help-commands")

    def rules(self, table: Table) -> None:
        """The game's `/rules` text (how to play, scoring, players), in the table's language."""
        language = self.locale if self.locale in LANGUAGES else "en"
        text = game_text(language, table.game)
        self.say(f"**{text.get('title', table.game)}** — {text.get('subtitle', '')}".rstrip(" —"))
        for key in ("how_to_play", "scoring", "players"):
            body = str(text.get(key, "")).strip()
            if body:
                self.say()
                for line in body.splitlines():
                    self.say(line)
        preset = text.get("presets", {}).get(table.preset, {})
        if preset.get("text") and table.preset != games.get(table.game).default_preset:
            self.say()
            self.say(f"**{preset.get('name', table.preset)}:** {preset['text']}")

    async def hint(self, service: TableService, table: Table, user: int) -> None:
        """The hard computer's move for this seat and why, as `/hint` gives it."""
        seat = table.seat_of(user)
        assert table.state is not None and seat is not None
        self.tell("local-hint-thinking")
        action, why = await service.hint(table.game, table.state.view(seat), table.state.legal(), table.seq)
        reason = name_players(table.seats, why)
        said = reason.render(self.locale) if isinstance(reason, Text) else str(reason)
        self.tell("local-hint", move=self.move_words(table, action), action=action, why=said)

    # -- the screen -----------------------------------------------------------------------------
    def view(self, table: Table, user: int | None) -> dict[str, Any]:
        assert self.service is not None
        return self.service.view(table.id, user)

    # -- what happened --------------------------------------------------------------------------
    async def on_events(self, events: list[Event]) -> None:
        for event in events:
            if event.table_id != self.table_id or self.service is None:
                continue
            table = self.service.table(self.table_id)
            self.seats = table.seats
            if isinstance(event, GameStarted):
                # The first deal, from the table's truth: the moves that follow are told from it.
                rules = games.get(table.game)
                self.state = rules.new(
                    len(table.seats), preset=table.preset, options=table.options, seed=table.seed
                )
            elif isinstance(event, Moved):
                self.moved(table, event)
            elif isinstance(event, DealEnded):
                self.deal_ended(table, event)
            elif isinstance(event, GameEnded):
                self.game_ended(table, event)
            elif isinstance(event, TableClosed):
                self.tell("local-closed", reason=event.reason)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
