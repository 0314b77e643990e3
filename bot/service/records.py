"""Finished tables as game records and as replays: what `/replay` and `python -m bot export` read.

A replay is rebuilt from the table's truth (seed, options, seats, action log), never from what
was shown at the time. Only finished tables are replayed: once a game is over nothing in it is
secret, so a replay may show every hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import games
from bot.service import errors
from bot.service.card_names import move_text
from bot.service.model import seat_text
from games.core import State
from games.record import GameRecord, date_text, format_record, make_record, name_texts, side_names
from i18n import Joined, Text

if TYPE_CHECKING:
    from persistence.rows import TableRow
    from persistence.store import Store


@dataclass(frozen=True)
class Step:
    """Move `number` (1-based) of a replay: who played what, and the positions around it."""

    number: int
    seat: int
    action: str
    label: str  # the rules core's description, players named (English)
    before: State
    after: State
    text: Text = field(default_factory=lambda: Text.plain(""))  # the label in the reader's language

    @property
    def ends_deal(self) -> bool:
        return self.after.deal != self.before.deal or self.after.over


@dataclass(frozen=True)
class Replay:
    """Every position of a finished table: `states[k]` is the position after `k` moves."""

    table_id: int
    guild_id: int
    record: GameRecord
    finished_at: float | None
    user_ids: tuple[int | None, ...]
    states: tuple[State, ...]

    @property
    def moves(self) -> int:
        return len(self.states) - 1

    @property
    def names(self) -> list[str]:
        return self.record.names()

    def step(self, number: int) -> Step | None:
        """Move `number` (1..moves); None for the starting position."""
        if not 1 <= number <= self.moves:
            return None
        before, after = self.states[number - 1], self.states[number]
        action = self.record.actions[number - 1]
        seat = before.to_move if before.to_move is not None else 0
        try:
            # Computer seats named in the reader's language (`seat_text`), people as they are.
            named = [seat_text(name) for name in self.names]
            text = name_texts(named, move_text(self.record.game, before, action))
        except Exception:  # a label must never break a replay; fall back to the notation
            text = Text.plain(action)
        return Step(number, seat, action, str(text), before, after, text)

    def deal_base(self, position: int) -> list[float]:
        """The scores when the deal shown at `position` began (for "+3 this deal")."""
        state = self.states[position]
        for k in range(position, 0, -1):
            if self.states[k - 1].deal != state.deal:
                return list(self.states[k].scores)
        return list(self.states[0].scores)

    def text(self) -> str:
        return format_record(self.record)


def result_words(names: Sequence[str], state: State) -> Text:
    """How a replayed game ended, `alice 11 · bob 7 — alice won`, to be said in the reader's
    language (`names`: the seats' names as that reader reads them)."""
    result = state.result if state.over else None
    if result is None:
        return Text("replay-unfinished")
    labels = side_names(names, list(result.sides))
    scores = Joined(
        [Text("name-and-score", who=labels[i], score=f"{score:g}") for i, score in enumerate(result.scores)],
        " · ",
    )
    winners = [labels[w] for w in result.winners if w < len(labels)]
    if not winners:
        return Text("replay-result-nobody", scores=scores)
    return Text("replay-result-won", scores=scores, winners=winners)


def record_of(row: TableRow) -> GameRecord:
    if row.seed is None:
        raise errors.NotStarted("replay-never-started", table=str(row.id))
    options = games.get(row.game).resolve_options(row.preset, row.options)
    return make_record(
        row.game,
        row.preset,
        options,
        [(s.name, s.computer) for s in row.seats],
        row.seed,
        row.actions,
        date_text(row.finished_at or row.started_at),
    )


async def load_replay(db: Store, table_id: int, guild_id: int | None = None) -> Replay:
    """The replay of a finished table (of `guild_id`, when given); refusals say why there is none."""
    rows = await db.load_tables([table_id])
    row = rows[0] if rows else None
    if row is None or (guild_id is not None and row.guild_id != guild_id):
        raise errors.NoSuchTable("replay-no-table", table=str(table_id))
    if row.status in ("lobby", "playing"):
        raise errors.TableError("replay-still-playing", table=str(table_id))
    if row.status != "finished":
        raise errors.TableError("replay-closed-early", table=str(table_id))
    record = record_of(row)
    states = tuple(record.states())
    return Replay(
        table_id=row.id,
        guild_id=row.guild_id,
        record=record,
        finished_at=row.finished_at,
        user_ids=tuple(s.user_id for s in row.seats),
        states=states,
    )


def all_hands(replay: Replay, position: int) -> list[list[str]]:
    """Every seat's hand at `position` (the game is over, so nothing is secret)."""
    state = replay.states[position]
    hands = []
    for seat in range(len(replay.record.seats)):
        hand: Any = state.view(seat).get("hand")
        hands.append(list(hand) if isinstance(hand, list | tuple) else [])
    return hands
