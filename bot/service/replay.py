"""A table rebuilt from what the database holds: its record, and its position by replaying its log.

The log is the truth (see docs/ARCHITECTURE.md); memory is rebuilt from it at startup, after a
failed write and when a closed table is looked up. A log the rules core no longer accepts raises
`BrokenLog`; `unplayable` is then the table without a position, enough to show and inspect it.
"""

from __future__ import annotations

from dataclasses import replace

import games
from bot.service.model import Live
from games.core import GameError
from persistence.rows import TableRow


class BrokenLog(Exception):
    """A logged action the rules core no longer accepts."""


def rebuild(row: TableRow) -> Live:
    """The live record of `row`, its position (if dealt) replayed from its log."""
    live = Live.from_row(row)
    if row.status != "lobby" and row.seed is not None:
        game = games.get(row.game)
        state = game.new(row.players, preset=row.preset, options=row.options, seed=row.seed)
        base = list(state.scores)
        for number, action in enumerate(row.actions, start=1):
            try:
                after = state.play(action)
            except GameError as exc:
                raise BrokenLog(f"move {number} ({action!r}) does not replay: {exc}") from exc
            if after.deal != state.deal:
                base = list(after.scores)
            state = after
        live.state, live.deal_base = state, base
    return live


def unplayable(row: TableRow, status: str) -> Live:
    """The table of `row` without a position, when its log cannot be replayed (or its game
    or options are unknown): enough to show and inspect it, its options as stored, no timer."""
    return replace(Live.from_row(row, options=dict(row.options)), status=status, deadline=None)
