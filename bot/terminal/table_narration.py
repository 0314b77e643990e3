"""What the terminal table says as a game goes: each move in words and what it led to, a deal's
scores and breakdown, the game's winners and facts (told from the service's events).

A mixin of `LocalTable` (bot/terminal/local_table.py): it holds the position the events so far
led to (`state`), from which each move is told.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.service.card_names import move_text
from bot.service.events import DealEnded, GameEnded, Moved
from bot.service.faces import face_of
from bot.service.faces.common import summary_of
from bot.service.final_facts import final_facts, score_text
from bot.service.model import Seat, Table, name_seats
from bot.terminal import screens
from bot.terminal.aftermath import Names, after_move, move_sentence
from bot.terminal.console import PlainConsole
from games.core import State
from i18n import Text, Who, translate


class Narration:
    """The lines `on_events` prints for a move, a deal's end and the game's end."""

    console: PlainConsole
    locale: str
    state: State | None
    seats: tuple[Seat, ...]

    if TYPE_CHECKING:

        @property
        def me(self) -> int | None: ...
        def say(self, text: str = "") -> None: ...
        def tell(self, msg_id: str, /, **args: object) -> None: ...
        def text(self, text: Text) -> None: ...
        def name_of(self, index: int) -> str: ...
        def names(self) -> Names: ...
        def side_names(self, sides: Sequence[int]) -> list[str]: ...

    def moved(self, table: Table, event: Moved) -> None:
        before = self.state
        after: State | None = None
        if before is not None:
            try:
                after = before.play(event.action)
            except Exception:  # the log is the truth; a courtesy line is not worth a crash
                after = None
        if not face_of(table.game).led_to_says_move:  # the family games' own lines say the move
            self.say_move(table, before, event)
        if before is not None and after is not None:
            for line in after_move(
                table.game, before, after, event.seat, event.action, self.names(), self.locale
            ):
                self.text(line)
        self.state = after

    def say_move(self, table: Table, before: State | None, event: Moved) -> None:
        """`You play 7♦`, `Bot 1 plays the 7 di denari and takes the 3 di coppe`; other
        moves (declarations, a pass) as their label says them."""

        def label() -> str:
            if before is None:
                return event.label
            return self.move_words_for(table, before, event.action)

        self.text(move_sentence(table.game, event.seat, event.action, self.names(), self.locale, label))

    def move_words_for(self, table: Table, state: State, action: str) -> str:
        return name_seats(table.seats, move_text(table.game, state, action)).render(self.locale)

    def deal_ended(self, table: Table, event: DealEnded) -> None:
        if not face_of(table.game).deals_scored:
            return  # a single deal: the game's end says how it went
        summary = event.summary or {}
        sides = summary.get("sides") or (table.state.sides if table.state else [])
        names = self.side_names(sides)
        state = self.state or table.state
        view = state.view(None) if state is not None else {}
        self.say()
        scores = summary.get("scores") or []
        before = summary.get("previous_scores") or [0] * len(scores)
        parts = []
        for side, total in enumerate(scores):
            gained = total - (before[side] if side < len(before) else 0)
            parts.append(
                translate(
                    self.locale,
                    "name-gain",
                    who=names[side] if side < len(names) else str(side + 1),
                    sign="minus" if gained < 0 else "plus",
                    gained=f"{abs(gained):g}",
                    total=f"{total:g}".replace("-", "−"),
                )
            )
        self.tell(
            "local-deal-scored", deal=event.deal + 1, scores=translate(self.locale, "names-dot").join(parts)
        )
        breakdown = getattr(screens, f"{table.game}_breakdown", None)  # a grid of the deal's points
        if breakdown is not None:
            grid, notes = breakdown(view, event.deal, names, self.locale)
            if grid is not None:
                self.console.show(grid)
            for note in notes:
                self.say(note)
        for line in face_of(table.game).deal_lines(summary_of(view, event.deal), names, sides)[1:]:
            self.text(line)

    def game_ended(self, table: Table, event: GameEnded) -> None:
        result = event.result
        winners = [self.name_of(s.index) for s in table.seats if result.sides[s.index] in result.winners]
        self.say()
        mine = [s.index for s in table.seats if result.sides[s.index] in result.winners] == [self.me]
        self.tell(
            "local-game-won",
            winners=Who.group(winners),  # each said as a person's or a computer's
            count=len(winners),
            by="you" if mine else "other",
        )
        side_names = self.side_names(list(result.sides))
        state = self.state or table.state
        seat_names = [self.name_of(i) for i in range(len(table.seats))]
        facts = (
            final_facts(table.game, state.view(None), result, seat_names, side_names, self.locale)
            if state is not None
            else []
        )
        if not facts or not face_of(table.game).facts_count_score:
            for side, score in enumerate(result.scores):
                said = score_text(table.game, score, table.options, self.locale)
                if said is not None and side < len(side_names):
                    self.say(f"  {side_names[side]}: {said}")
        for title, body in facts:
            self.say(f"**{title}**")
            for line in body.splitlines():
                self.say(f"  {line}")
        self.tell("local-replay-hint", table=table.id)
