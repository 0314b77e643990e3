"""Play at an open table: a person's move, the computer seats' moves and the turn timers, the
end of a deal and of a game, and closing a table.

Write path of a move: under the table's own lock, validate (seat, turn, `expected_seq`,
legality by the rules core), then log it durably, and only then apply it in memory and
announce it. A refusal therefore never touches the database, and a crash after the
commit loses nothing: startup replays the log.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.service import errors
from bot.service.background import Background
from bot.service.card_names import move_text
from bot.service.computer import ComputerSeats
from bot.service.events import DealEnded, Event, GameEnded, Moved, SeatReclaimed, TableClosed, TurnTimedOut
from bot.service.live_tables import LiveTables
from bot.service.model import AWAY_GRACE_SECONDS, Live, Seat, name_seats, seat_text
from bot.service.notation import canonical
from bot.service.ratings import DEFAULT_MU, display, rate
from bot.service.timers import Timers
from games.core import GameError, State
from persistence.errors import STORAGE_ERRORS, Conflict
from persistence.rows import ActionRow, Deadline
from persistence.store import Store

# The service's log, as it was before its parts had modules of their own.
log = logging.getLogger("bot.service.table_service")


class Turns:
    """Moves, timers and computer seats of every open table in `tables`.

    `write_failed(live, exc)` schedules a retry after a write nobody waits on failed (a computer's
    move, a timer's, a result); `reset_retries(table_id)` says its writes go through again (or it
closed).
    Both are `bot.service.recovery.Recovery`'s, passed in by the table service."""

    def __init__(
        self,
        db: Store,
        clock: Callable[[], float],
        sleep: Callable[[float], Awaitable[None]],
        tables: LiveTables,
        background: Background,
        publish: Callable[[int, list[Event]], None],
        computers: ComputerSeats,
        *,
        write_failed: Callable[[Live, BaseException], None],
        reset_retries: Callable[[int], None],
    ) -> None:
        self._db = db
        self._clock = clock
        self._tables = tables
        self._background = background
        self._publish = publish
        self._computers = computers
        self._write_failed = write_failed
        self._reset_retries = reset_retries
        self._timers = Timers(clock, sleep, self._deadline_passed)
        # table -> (the turn (seq) the bot could not show its player, since when): that turn's
        # timer does not run out meanwhile, and is extended by that time once it is shown.
        self._unseen: dict[int, tuple[int, float]] = {}

    async def close(self) -> None:
        """Stop every timer (the service is closing)."""
        await self._timers.close()

    # -- a person's move --------------------------------------------------------------------

    async def act(self, live: Live, user_id: int, notation: str, expected_seq: int | None) -> list[Event]:
        """Play `notation` for `user_id`. Returns the events (also published)."""
        # Shielded: a caller that gives up (an interaction timing out) must not cut a move
        # between its commit and its application in memory.
        return await asyncio.shield(asyncio.ensure_future(self._act(live, user_id, notation, expected_seq)))

    async def _act(self, live: Live, user_id: int, notation: str, expected_seq: int | None) -> list[Event]:
        async with live.lock:
            state = self._playing_state(live)
            seat = live.seat_of(user_id)
            if seat is None:
                raise errors.NotSeated()
            if expected_seq is not None and expected_seq != live.seq:
                raise errors.StaleAction()
            if state.to_move != seat:
                raise self._not_your_turn(live, state)
            typed = notation.strip()
            try:
                after = state.play(typed)
            except GameError as exc:
                raise errors.IllegalMove(name_seats(live.seats, exc.text)) from None
            action = canonical(state, typed, after)
            if action is None:
                log.error("table %s: %r was accepted but matches no legal move", live.id, typed)
                raise errors.IllegalMove("error-pick-from-list")
            try:
                events = await self._commit(live, seat, action, after, by_computer=False)
            except Conflict:
                raise
            except STORAGE_ERRORS as exc:
                # Nothing was logged, so nothing changed in memory either (commit before apply).
                log.warning("table %s: could not log a move: %s", live.id, exc)
                raise errors.StorageFailed() from None
        self._publish(live.id, events)
        return events

    def _playing_state(self, live: Live) -> State:
        if live.status == "lobby":
            raise errors.NotStarted("error-not-started-host")
        if live.status != "playing" or live.state is None:
            raise errors.GameOver("game-over")
        return live.state

    def _not_your_turn(self, live: Live, state: State) -> errors.NotYourTurn:
        seat = state.to_move
        if seat is None:
            return errors.NotYourTurn()
        # The same words as the faces' own turn check (`bot/discord/core/interact.seat_to_move`).
        return errors.NotYourTurn("not-your-turn-who", who=seat_text(live.seats[seat]))

    async def _commit(
        self, live: Live, seat: int, action: str, after: State, *, by_computer: bool
    ) -> list[Event]:
        """Log `action` (already validated) durably, then apply it. Caller holds `live.lock`."""
        before = live.state
        assert before is not None
        seq = live.seq + 1
        events: list[Event] = []
        away: dict[int, bool] = {}
        occupant = live.seats[seat]
        if not by_computer and occupant.away:
            away[seat] = False
            events.append(SeatReclaimed(live.id, seat, occupant.user_id or 0))
        seats = [s if s.index not in away else _with_away(s, away[s.index]) for s in live.seats]
        deadline = None if after.over else self.turn_deadline(live, after, seq, seats)
        try:
            await self._db.append(
                ActionRow(live.id, seq, seat, action, self._clock(), by_computer), deadline, away
            )
        except Conflict:
            # Another writer (a second bot process on the same database) logged this seq first.
            raise errors.StaleAction() from None
        live.state, live.seq, live.seats, live.deadline = after, seq, seats, deadline
        self._reset_retries(live.id)
        described = move_text(live.game, before, action)
        text = name_seats(live.seats, described)
        events.append(Moved(live.id, seq, seat, action, str(described), by_computer, occupant.user_id, text))
        if after.deal != before.deal or after.over:
            events.append(DealEnded(live.id, before.deal, self._deal_summary(live, after)))
            live.deal_base = list(after.scores)
        if after.over:
            try:
                events.extend(await self.finish(live))
            except STORAGE_ERRORS as exc:
                # The move is logged and applied; recording the result is retried (see Recovery).
                self._write_failed(live, exc)
        else:
            self.arm(live)
        return events

    def _deal_summary(self, live: Live, after: State) -> dict[str, Any]:
        summary: dict[str, Any] = {
            "scores": list(after.scores),
            "previous_scores": list(live.deal_base),
            "sides": list(after.sides),
        }
        detail = after.view(None).get("previous_deal")
        if detail is not None:
            summary["detail"] = detail
        return summary

    def turn_deadline(self, live: Live, state: State, seq: int, seats: Sequence[Seat]) -> Deadline | None:
        """When the turn of `state` (reached at `seq`, with `seats`) runs out, if it can."""
        seat = state.to_move
        if seat is None or seats[seat].computer is not None:
            return None
        if seats[seat].away:
            return Deadline(
                "turn",
                self._clock() + min(AWAY_GRACE_SECONDS, live.turn_seconds or AWAY_GRACE_SECONDS),
                seq,
                seat,
            )
        if live.turn_seconds <= 0:
            return None
        return Deadline("turn", self._clock() + live.turn_seconds, seq, seat)

    async def finish(self, live: Live) -> list[Event]:
        """Record the result and ratings, retire the table. Caller holds `live.lock` (or is starting)."""
        state = live.state
        assert state is not None and state.result is not None
        result = state.result
        vs_computer = any(s.computer is not None for s in live.seats)
        rows = [
            {
                "seat": s.index,
                "user_id": s.user_id,
                "name": s.name,
                "computer": s.computer,
                "side": result.sides[s.index],
                "score": result.scores[result.sides[s.index]],
                "rank": result.ranks[result.sides[s.index]],
                "won": result.sides[s.index] in result.winners,
            }
            for s in live.seats
        ]
        players = [(s.user_id, s.computer, result.sides[s.index]) for s in live.seats]
        changes = await self._db.finish_table(
            live.id,
            guild_id=live.guild_id,
            game=live.game,
            now=self._clock(),
            result=result.to_json(),
            vs_computer=vs_computer,
            results=rows,
            rate=lambda current: rate(players, result.ranks, current),
        )
        live.status, live.deadline, live.vs_computer = "finished", None, vs_computer
        ratings = {
            # NaN before: first rated game, which starts from the model's default rating.
            user: (display(mu0 if mu0 == mu0 else DEFAULT_MU), display(mu1))
            for user, (mu0, _, mu1, _) in changes.items()
        }
        self.retire(live)
        return [GameEnded(live.id, result, vs_computer, ratings)]

    # -- computer seats and timers ----------------------------------------------------------

    def arm(self, live: Live, *, resume: bool = False) -> None:
        """After any change: start the computer's move, or (re)start the table's timer."""
        self._disarm(live)
        if self._background.closing or live.status not in ("lobby", "playing"):
            return
        state = live.state
        if live.status == "playing" and state is not None and not state.over:
            seat = state.to_move
            if seat is not None and live.seats[seat].computer is not None:
                self._background.spawn(self._computer_turn(live, live.seq))
                return
            if resume and live.deadline is None:
                live.deadline = self.turn_deadline(live, state, live.seq, live.seats)
        self._timers.set(live.id, live.deadline)

    def _disarm(self, live: Live) -> None:
        self._timers.set(live.id, None)

    def _deadline_passed(self, table_id: int, deadline: Deadline) -> None:
        live = self._tables.get(table_id)
        unseen = self._unseen.get(table_id)
        if unseen is not None and unseen[0] == deadline.seq and deadline.kind == "turn":
            return  # its player was never shown the turn: `turn_seen` sets it again, extended
        if live is not None and live.deadline == deadline and not self._background.closing:
            self._background.spawn(self._expire(live, deadline))

    # -- a turn the face could not show (Discord failing its writes) ---------------------------

    def turn_unseen(self, table_id: int, seq: int) -> None:
        """The face could not show the player to move at `seq` that it is their turn (its
        writes fail): their timer does not run out until `turn_seen`."""
        held = self._unseen.get(table_id)
        if held is None or held[0] != seq:
            self._unseen[table_id] = (seq, self._clock())

    async def turn_seen(self, table_id: int) -> bool:
        """The turn held by `turn_unseen` is shown at last: its timer is extended by the time it
        was not (kept on disk, as any deadline). True when a deadline moved (redraw it)."""
        held = self._unseen.pop(table_id, None)
        live = self._tables.get(table_id)
        if held is None or live is None:
            return False
        seq, since = held
        async with live.lock:
            deadline = live.deadline
            if deadline is None or deadline.kind != "turn" or deadline.seq != seq or live.seq != seq:
                return False
            hidden = max(0.0, self._clock() - since)
            extended = Deadline(deadline.kind, deadline.at + hidden, deadline.seq, deadline.seat)
            try:
                await self._db.set_deadline(live.id, extended)
            except STORAGE_ERRORS:
                log.warning("could not store table %s's extended turn timer", live.id, exc_info=True)
            live.deadline = extended
            self._timers.set(live.id, extended)
        log.info("table %s: turn %s extended by %.0f s it could not be shown", live.id, seq, hidden)
        return True

    async def _expire(self, live: Live, deadline: Deadline) -> None:
        async with live.lock:
            if live.deadline != deadline or live.status not in ("lobby", "playing"):
                return  # a move or a lobby change came first
            try:
                if deadline.kind == "lobby":
                    events = await self.close_table(live, "expired")
                else:
                    events = await self._play_for_absent(live, deadline)
            except (*STORAGE_ERRORS, errors.StaleAction) as exc:
                self._write_failed(live, exc)
                return
        self._publish(live.id, events)

    async def _play_for_absent(self, live: Live, deadline: Deadline) -> list[Event]:
        state = live.state
        seat = deadline.seat
        if state is None or seat is None or state.to_move != seat or live.seq != deadline.seq:
            return []
        events: list[Event] = []
        occupant = live.seats[seat]
        if not occupant.away:
            await self._db.set_deadline(live.id, None, {seat: True})
            live.seats = [_with_away(s, True) if s.index == seat else s for s in live.seats]
            live.deadline = None
            events.append(TurnTimedOut(live.id, seat, occupant.user_id))
        action = await self._computers.choose(live, state, seat, "normal")
        events.extend(await self._commit(live, seat, action, state.play(action), by_computer=True))
        return events

    async def _computer_turn(self, live: Live, seq: int) -> None:
        state = live.state
        if state is None or live.seq != seq or live.status != "playing":
            return
        seat = state.to_move
        if seat is None:
            return
        level = live.seats[seat].computer or "normal"
        action = await self._computers.choose(live, state, seat, level)
        async with live.lock:
            if live.seq != seq or live.status != "playing":
                return  # the table moved on (abandoned) while the computer thought
            try:
                events = await self._commit(live, seat, action, state.play(action), by_computer=True)
            except (*STORAGE_ERRORS, errors.StaleAction) as exc:
                self._write_failed(live, exc)
                return
        self._publish(live.id, events)

    # -- closing ----------------------------------------------------------------------------

    async def close_table(self, live: Live, reason: str) -> list[Event]:
        """Close `live` for `reason` (abandoned, expired, empty). Caller holds `live.lock`."""
        await self._db.close_table(live.id, reason=reason, now=self._clock())
        live.status, live.deadline = "abandoned", None
        self.retire(live)
        return [TableClosed(live.id, reason)]

    def retire(self, live: Live) -> None:
        """Let go of a table that closed: no timer, no retry, and its channel free."""
        self._disarm(live)
        self._unseen.pop(live.id, None)
        self._reset_retries(live.id)
        self._tables.retire(live)


def _with_away(seat: Seat, away: bool) -> Seat:
    return Seat(seat.index, seat.user_id, seat.name, seat.computer, away)
