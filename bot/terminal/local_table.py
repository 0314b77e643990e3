"""The local terminal table: play against computer seats through the same service and database.

    python -m bot play scopa --players 2 --computers 1 [--preset X] [--db PATH] [--seed N]

Moves are typed in the game's notation (`7d`, `7d:3c+4s`), as the number of a listed move,
or leniently as a card name (`7 di denari`, `settebello`) when that card has one move.
`help` lists the commands; `quit` saves the table, and the same command resumes it.
At a terminal the cards are in colour and Tab completes the legal moves (`console.py`); piped,
it is plain text.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Mapping
from typing import IO

import games
import persistence
from bot.service import errors
from bot.service.card_names import card_name, card_names, deck_cards, is_card, move_text
from bot.service.events import DealEnded, Event, GameEnded, Moved, TableClosed
from bot.service.model import Seat, name_seats, seat_text
from bot.service.table_service import Table, TableService
from bot.terminal.console import colour_cards, console_for, escape
from games import cards
from i18n import DEFAULT, LOCALES, list_separator, supported, translate
from persistence import DatabaseError

LOCAL_GUILD = 0
LOCAL_CHANNEL = 0


def environment_locale(environ: Mapping[str, str] = os.environ) -> str:
    """The catalogue language the environment asks for (LC_ALL, LC_MESSAGES, LANG, as gettext
    reads them; `ja_JP.UTF-8` → `ja`), English when none of ours is asked for."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in environ.get(name, "").split(":"):
            found = supported(tag.split(".", 1)[0])
            if found:
                return found
    return DEFAULT


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot play", description="Play Tavolo in this terminal against computer players."
    )
    parser.add_argument("game", help=f"game or preset ({', '.join(games.names())}, scopone, ...)")
    parser.add_argument(
        "--players", type=int, default=None, help="seats at the table (default: the game's least)"
    )
    parser.add_argument("--computers", type=int, default=None, help="computer seats (default: all but one)")
    parser.add_argument("--level", default="normal", choices=["easy", "normal", "hard"])
    parser.add_argument("--preset", default=None)
    parser.add_argument("--db", default=os.environ.get("TAVOLO_DB") or "./data/tavolo.db")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--name", default=None, help="your name at the table")
    parser.add_argument(
        "--lang", default=None, choices=LOCALES, help="language of the table (default: from the environment)"
    )
    return parser.parse_args(argv[1:] if argv and argv[0] == "play" else argv)


def main(argv: list[str]) -> int:
    """Entry point of `python -m bot play ...`; returns the process exit code."""
    try:
        args = parse_args(argv)
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


class LocalTable:
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

    def say(self, text: str = "") -> None:
        """A line of plain text; at a terminal its cards are coloured."""
        self.console.say(colour_cards(text, self.game, self.locale) if self.game else escape(text))

    def tell(self, msg_id: str, /, **args: object) -> None:
        self.say(translate(self.locale, msg_id, **args))

    def refusal(self, error: errors.TableError | games.GameError) -> None:
        self.say(error.text.render(self.locale))

    def seat_name(self, seat: Seat) -> str:
        """A seat as this table's reader reads it: a computer's in their language."""
        return seat_text(seat).render(self.locale)

    def move_words(self, table: Table, action: str) -> str:
        """What `action` does, in the reader's language, players named."""
        assert table.state is not None
        return name_seats(table.seats, move_text(table.game, table.state, action)).render(self.locale)

    async def run(self) -> int:
        db = await persistence.open(self.args.db)
        service = TableService(db, tune_gc=False)
        self.service = service
        service.subscribe(self.on_events)
        await service.start()
        try:
            table = await self.open_or_resume(service)
            if table is None:
                return 2
            return await self.loop(service)
        finally:
            await service.close()
            await db.close()

    async def open_or_resume(self, service: TableService) -> Table | None:
        args = self.args
        try:
            rules, preset = (
                games.find(args.game) if args.preset is None else (games.get(args.game), args.preset)
            )
        except games.GameError as exc:
            self.refusal(exc)
            return None
        self.game = rules.name
        existing = service.table_in_channel(LOCAL_CHANNEL)
        if existing is not None:
            if existing.status == "playing" and existing.game == rules.name and existing.preset == preset:
                self.table_id = existing.id
                self.humans = {s.user_id: s.name for s in existing.seats if s.user_id is not None}
                self.tell("local-resuming", game=rules.title, table=existing.id, move=existing.seq)
                return existing
            await service.abandon(existing.id, existing.host_id, admin=True)
            self.tell("local-abandoned", game=existing.game, table=existing.id)
        counts = rules.player_counts(preset)
        players = args.players if args.players is not None else counts[0]
        computers = args.computers if args.computers is not None else players - 1
        if not 0 <= computers < players:
            self.tell("local-computers-range", most=players - 1)
            return None
        humans = players - computers
        try:
            table = await service.open_table(
                guild_id=LOCAL_GUILD,
                channel_id=LOCAL_CHANNEL,
                user_id=1,
                user_name=self.human_name(1, humans),
                game=rules.name,
                preset=preset,
                players=players,
                options={"turn_seconds": "off"},
            )
            self.table_id = table.id
            for user in range(2, humans + 1):
                await service.join(table.id, user, self.human_name(user, humans))
            for _ in range(computers):
                await service.add_computer(table.id, 1, args.level)
            table = await service.start_game(table.id, 1, seed=args.seed)
        except errors.TableError as exc:
            self.refusal(exc)
            if self.table_id:
                await service.abandon(self.table_id, 1, admin=True)
            return None
        self.humans = {s.user_id: s.name for s in table.seats if s.user_id is not None}
        names = [self.seat_name(s) for s in table.seats]  # joined as the table's language lists
        self.tell("local-opened", game=rules.title, preset=preset, table=table.id, names=names)
        return table

    def human_name(self, user: int, humans: int) -> str:
        if humans == 1:
            return self.args.name or translate(self.locale, "local-you")
        return translate(self.locale, "local-player", number=user)

    async def loop(self, service: TableService) -> int:
        shown_for = -1
        while True:
            await service.idle()
            table = service.table(self.table_id)
            if table.status != "playing":
                return 0
            user = table.to_move_user
            if user is None:  # a computer is about to move
                await asyncio.sleep(0)
                continue
            if shown_for != table.seq:
                self.show(table, user)
                shown_for = table.seq
            line = await self.console.ask(">", self.completions(table, user))
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
                self.tell("local-help")
                continue
            if command in ("moves", "table", "t", "m"):
                self.show(table, user)
                continue
            move = self.resolve(table, user, text)
            if move is None:
                continue
            try:
                await service.act(table.id, user, move, expected_seq=table.seq)
            except errors.TableError as exc:
                self.refusal(exc)

    def resolve(self, table: Table, user: int, text: str) -> str | None:
        """The move meant by `text`, or None after explaining why there is none."""
        assert self.service is not None and table.state is not None
        legal = self.service.legal(table.id, user)
        if text.isdigit():
            number = int(text)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            self.tell("local-pick-number", count=len(legal))
            return None
        if text in legal:
            return text
        card = self.card_named(text)
        if card is not None:
            matches = [a for a in legal if a == card or a.startswith(card + ":")]
            if len(matches) == 1:
                return matches[0]
            if len(matches) > 1:
                self.tell("local-several-moves", card=card_name(card, table.game, self.locale))
                for action in matches:
                    self.say(f"  {legal.index(action) + 1}) {self.move_words(table, action)}")
                return None
        return text  # let the rules core say what is wrong with it

    def completions(self, table: Table, user: int) -> dict[str, str]:
        """What Tab offers: each legal move by number, notation and (when it is the card's only
        move) card name, with what it does; and the commands."""
        assert self.service is not None and table.state is not None
        legal = self.service.legal(table.id, user)
        offered: dict[str, str] = {}
        for number, action in enumerate(legal, start=1):
            label = self.move_words(table, action)
            offered[str(number)] = label
            offered[action] = label
            card = action.split(":")[0]
            if is_card(card) and sum(1 for a in legal if a.split(":")[0] == card) == 1:
                offered[card_name(card, table.game, self.locale)] = label
        for command, meaning in (
            ("moves", "local-command-moves"),
            ("help", "local-command-help"),
            ("quit", "local-command-quit"),
        ):
            offered[command] = translate(self.locale, meaning)
        return offered

    def card_named(self, text: str) -> str | None:
        """The card `text` names: in notation, by its Italian or English name, or as this
        table's language names it (what Tab offers)."""
        wanted = " ".join(text.split()).casefold()
        for card in deck_cards(self.game):
            if card_name(card, self.game, self.locale).casefold() == wanted:
                return card
        for deck in ("italian", "french"):
            try:
                return cards.parse_card(text, deck)
            except ValueError:
                continue
        return None

    def show(self, table: Table, user: int) -> None:
        assert self.service is not None and table.state is not None
        view = self.service.view(table.id, user)
        seat = table.seat_of(user)
        sides = view.get("sides") or list(range(len(table.seats)))
        score_parts = []
        for side, score in enumerate(view.get("scores", [])):
            members = " & ".join(self.seat_name(s) for s in table.seats if sides[s.index] == side)
            score_parts.append(f"{members} {score:g}")
        self.say("")
        self.tell("local-deal", deal=view.get("deal", 0) + 1, scores=" · ".join(score_parts))
        if "table" in view:
            self.tell("local-table", cards=card_names(view["table"], table.game, self.locale))
        if "stock_size" in view:
            self.tell("local-stock", count=view["stock_size"])
        name = self.seat_name(table.seats[seat]) if seat is not None else "?"
        hand = card_names(view.get("hand", []), table.game, self.locale)
        if len(self.humans) == 1:
            self.tell("local-your-hand", cards=hand)
        else:
            self.tell("local-their-hand", name=name, cards=hand)
        for number, action in enumerate(self.service.legal(table.id, user), start=1):
            self.say(f"  {number}) {self.move_words(table, action)}   [{action}]")
        if len(self.humans) == 1:
            self.tell("local-your-move")
        else:
            self.tell("local-their-move", name=name)

    async def on_events(self, events: list[Event]) -> None:
        for event in events:
            if event.table_id != self.table_id:
                continue
            table = self.service.table(self.table_id) if self.service is not None else None
            if isinstance(event, Moved) and table is not None:
                label = event.text.render(self.locale) if event.text is not None else event.label
                self.tell("local-moved", who=self.seat_name(table.seats[event.seat]), move=label)
            elif isinstance(event, DealEnded):
                deal_scores = event.summary.get("scores", [])
                scores = list_separator(", ", self.locale).join(f"{s:g}" for s in deal_scores)
                self.tell("local-deal-over", deal=event.deal + 1, scores=scores)
            elif isinstance(event, GameEnded) and table is not None:
                result = event.result
                winners = [self.seat_name(s) for s in table.seats if result.sides[s.index] in result.winners]
                scores = list_separator(", ", self.locale).join(f"{s:g}" for s in result.scores)
                self.tell("local-game-over", winners=" & ".join(winners), scores=scores)
            elif isinstance(event, TableClosed):
                self.tell("local-closed", reason=event.reason)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
