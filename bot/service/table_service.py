"""The table service: lobbies, play, computer seats, turn timers, results — Discord-agnostic.

Users are plain ints. Every refusal is a `bot.service.errors.TableError`; every change is a list
of `bot.service.events` events, returned to the caller and published to subscribers.
See docs/ARCHITECTURE.md, "The table service contract".

Write path of a move: under the table's own lock, validate (seat, turn, `expected_seq`,
legality by the rules core), then log it durably, and only then apply it in memory and
announce it. A refusal therefore never touches the database, and a crash after the
commit loses nothing: startup replays the log.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from bot.service import errors, runtime
from bot.service.card_names import move_text
from bot.service.computer import DefaultAiRunner, move_seed
from bot.service.events import DealEnded, Event, GameEnded, Moved, SeatReclaimed, TableClosed, TurnTimedOut
from bot.service.model import (
    AWAY_GRACE_SECONDS,
    DEFAULT_TURN_SECONDS,
    LOBBY_IDLE_SECONDS,
    LeaderboardRow,
    Live,
    RecentTable,
    Seat,
    StatsRow,
    Table,
    name_seats,
)
from bot.service.notation import canonical
from bot.service.preferences import Preferences
from bot.service.queries import QueryMixin
from bot.service.ratings import DEFAULT_MU, display, rate
from bot.service.recovery import RecoveryMixin
from bot.service.rematch import RematchMixin
from bot.service.replay import rebuild
from bot.service.seating import LobbyMixin
from bot.service.shards import Shards
from bot.service.timers import Timers
from games.core import GameError, State
from persistence.errors import STORAGE_ERRORS, Conflict
from persistence.rows import ActionRow, Deadline
from persistence.store import Store

__all__ = [
    "AWAY_GRACE_SECONDS",
    "DEFAULT_TURN_SECONDS",
    "LOBBY_IDLE_SECONDS",
    "AiRunner",
    "LeaderboardRow",
    "RecentTable",
    "Seat",
    "StatsRow",
    "Table",
    "TableService",
]

log = logging.getLogger(__name__)

# async (game name, view, legal actions, level, seed) -> action
AiRunner = Callable[[str, Mapping[str, Any], Sequence[str], str, int], Awaitable[str]]
Subscriber = Callable[[list[Event]], Awaitable[None]]
Sleep = Callable[[float], Awaitable[None]]
_CLOSED_CACHE = 500


class TableService(QueryMixin, RecoveryMixin, RematchMixin, LobbyMixin):
    """One per bot (or per terminal session). Holds every open table in memory; the
    database holds the truth. The caller opens and closes the database."""

    def __init__(
        self,
        db: Store,
        clock: Callable[[], float] = time.time,
        ai_runner: AiRunner | None = None,
        sleep: Sleep = asyncio.sleep,
        *,
        tune_gc: bool = True,
        ai_workers: int | None = None,
        shards: Shards | None = None,
    ) -> None:
        self.db = db
        # The guilds whose tables this process serves (`bot.service.shards`); default: all.
        self.shards = shards or Shards.everything()
        self._tune_gc = tune_gc
        self.clock = clock
        self._sleep = sleep
        self._default_runner = DefaultAiRunner(ai_workers) if ai_runner is None else None
        self._ai: AiRunner = ai_runner or self._default_runner  # type: ignore[assignment]
        self._live: dict[int, Live] = {}
        self._closed: dict[int, Table] = {}
        self._by_channel: dict[int, int] = {}
        self._subscribers: list[Subscriber] = []
        self._tasks: set[asyncio.Task[Any]] = set()
        self._tails: dict[int, asyncio.Task[Any]] = {}
        # Scheduled retries after failed writes, by table: like timers, not work in progress,
        # so idle() does not wait for them; close() cancels them.
        self._retries: dict[int, asyncio.Task[None]] = {}
        self._retry_delay: dict[int, float] = {}
        self._closing = False
        self._timers = Timers(clock, sleep, self._deadline_passed)
        self.preferences = Preferences(db)
        self._rematch_locks: dict[int, asyncio.Lock] = {}

    # -- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        """Load every open table of our shards by replaying its log; resume deadlines and
        computer moves. Other shards' tables are left to the processes that serve them."""
        if self._tune_gc:
            runtime.tune_gc()
        await self.preferences.start()
        owned = None if self.shards.covers_all else (self.shards.ids, self.shards.count)
        for row in await self.db.load_tables(open_only=True, shards=owned):
            try:
                live = rebuild(row)
            except Exception as exc:  # any failure to replay: the table can never be played on
                await self._break(row, exc)
                continue
            self._remember(live)
            if live.status == "playing" and live.state is not None and live.state.over:
                # The process died between logging the last move and recording the result.
                self._publish(live.id, await self._finish(live))
            self._arm(live, resume=True)

    async def close(self) -> None:
        """Stop timers, computer moves and deliveries. The database stays open.

        A computer move cut short here is either not logged (it is chosen again after the
        next start) or logged and replayed at the next start; nothing is lost either way.
        """
        self._closing = True
        await self._timers.close()
        for task in list(self._retries.values()):
            task.cancel()
        await asyncio.gather(*list(self._retries.values()), return_exceptions=True)
        while self._tasks:
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        if self._default_runner is not None:
            self._default_runner.close()

    def subscribe(self, callback: Subscriber) -> None:
        self._subscribers.append(callback)

    def unsubscribe(self, callback: Subscriber) -> None:
        if callback in self._subscribers:
            self._subscribers.remove(callback)

    async def idle(self) -> None:
        """Wait until no computer move, timer expiry or event delivery is pending."""
        while True:
            for _ in range(3):  # let just-woken timers and callbacks spawn their work
                await asyncio.sleep(0)
            if not self._tasks:
                return
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def hint(
        self, game: str, view: Mapping[str, Any], legal: Sequence[str], seed: int
    ) -> tuple[str, str]:
        """A suggested move and its one-line reason, for `/hint`: a hard search, so it runs where
        the hard computer seats do (off the event loop), or in a thread with an injected runner."""
        if self._default_runner is not None:
            return await self._default_runner.hint(game, view, legal, seed)
        from games import ai

        return await asyncio.to_thread(ai.hint, game, dict(view), list(legal), seed)

    # -- play -------------------------------------------------------------------------------

    async def act(
        self, table_id: int, user_id: int, notation: str, expected_seq: int | None = None
    ) -> list[Event]:
        """Play `notation` for `user_id`. Returns the events (also published)."""
        live = await self._live_or_raise(table_id)
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
        return errors.NotYourTurn("error-not-your-turn-name", who=live.seats[seat].name)

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
        deadline = None if after.over else self._turn_deadline(live, after, seq, seats)
        try:
            await self.db.append(
                ActionRow(live.id, seq, seat, action, self.clock(), by_computer), deadline, away
            )
        except Conflict:
            # Another writer (a second bot process on the same database) logged this seq first.
            raise errors.StaleAction() from None
        live.state, live.seq, live.seats, live.deadline = after, seq, seats, deadline
        self._retry_delay.pop(live.id, None)
        described = move_text(live.game, before, action)
        text = name_seats(live.seats, described)
        events.append(Moved(live.id, seq, seat, action, str(described), by_computer, occupant.user_id, text))
        if after.deal != before.deal or after.over:
            events.append(DealEnded(live.id, before.deal, self._deal_summary(live, after)))
            live.deal_base = list(after.scores)
        if after.over:
            try:
                events.extend(await self._finish(live))
            except STORAGE_ERRORS as exc:
                # The move is logged and applied; recording the result is retried (see _recover).
                self._write_failed(live, exc)
        else:
            self._arm(live)
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

    def _turn_deadline(self, live: Live, state: State, seq: int, seats: Sequence[Seat]) -> Deadline | None:
        seat = state.to_move
        if seat is None or seats[seat].computer is not None:
            return None
        if seats[seat].away:
            return Deadline(
                "turn",
                self.clock() + min(AWAY_GRACE_SECONDS, live.turn_seconds or AWAY_GRACE_SECONDS),
                seq,
                seat,
            )
        if live.turn_seconds <= 0:
            return None
        return Deadline("turn", self.clock() + live.turn_seconds, seq, seat)

    async def _finish(self, live: Live) -> list[Event]:
        """Record the result and ratings, retire the table. Caller holds `live.lock` (or is start())."""
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
        changes = await self.db.finish_table(
            live.id,
            guild_id=live.guild_id,
            game=live.game,
            now=self.clock(),
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
        self._retire(live)
        return [GameEnded(live.id, result, vs_computer, ratings)]

    # -- computer seats and timers ----------------------------------------------------------

    def _arm(self, live: Live, *, resume: bool = False) -> None:
        """After any change: start the computer's move, or (re)start the table's timer."""
        self._cancel_timer(live)
        if self._closing or live.status not in ("lobby", "playing"):
            return
        state = live.state
        if live.status == "playing" and state is not None and not state.over:
            seat = state.to_move
            if seat is not None and live.seats[seat].computer is not None:
                self._spawn(self._computer_turn(live, live.seq))
                return
            if resume and live.deadline is None:
                live.deadline = self._turn_deadline(live, state, live.seq, live.seats)
        self._timers.set(live.id, live.deadline)

    def _cancel_timer(self, live: Live) -> None:
        self._timers.set(live.id, None)

    def _deadline_passed(self, table_id: int, deadline: Deadline) -> None:
        live = self._live.get(table_id)
        if live is not None and live.deadline == deadline and not self._closing:
            self._spawn(self._expire(live, deadline))

    async def _expire(self, live: Live, deadline: Deadline) -> None:
        async with live.lock:
            if live.deadline != deadline or live.status not in ("lobby", "playing"):
                return  # a move or a lobby change came first
            try:
                if deadline.kind == "lobby":
                    events = await self._close(live, "expired")
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
            await self.db.set_deadline(live.id, None, {seat: True})
            live.seats = [_with_away(s, True) if s.index == seat else s for s in live.seats]
            live.deadline = None
            events.append(TurnTimedOut(live.id, seat, occupant.user_id))
        action = await self._choose(live, state, seat, "normal")
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
        action = await self._choose(live, state, seat, level)
        async with live.lock:
            if live.seq != seq or live.status != "playing":
                return  # the table moved on (abandoned) while the computer thought
            try:
                events = await self._commit(live, seat, action, state.play(action), by_computer=True)
            except (*STORAGE_ERRORS, errors.StaleAction) as exc:
                self._write_failed(live, exc)
                return
        self._publish(live.id, events)

    async def _choose(self, live: Live, state: State, seat: int, level: str) -> str:
        legal = state.legal()
        try:
            action = await self._ai(
                live.game, state.view(seat), legal, level, move_seed(live.seed, live.seq + 1)
            )
        except Exception:
            log.exception("computer player failed at table %s; playing the first legal move", live.id)
            return legal[0]
        if action in legal:
            return action
        # Only the canonical spelling of a move goes into the log (see bot.notation).
        try:
            chosen = canonical(state, action, state.play(action))
        except GameError:
            chosen = None
        if chosen is None:
            log.error("computer player chose illegal %r at table %s; playing %r", action, live.id, legal[0])
            return legal[0]
        return chosen

    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table service background task failed", exc_info=task.exception())

    def _publish(self, table_id: int, events: list[Event]) -> None:
        """Deliver to subscribers in order per table, without making the caller wait."""
        if not events or not self._subscribers:
            return
        previous = self._tails.get(table_id)

        async def deliver() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            for callback in list(self._subscribers):
                try:
                    await callback(list(events))
                except Exception:
                    log.exception("event subscriber failed on %s", events)

        task = self._spawn(deliver())
        self._tails[table_id] = task
        task.add_done_callback(
            lambda t: self._tails.pop(table_id, None) if self._tails.get(table_id) is t else None
        )

    # -- closing ----------------------------------------------------------------------------

    async def _close(self, live: Live, reason: str) -> list[Event]:
        await self.db.close_table(live.id, reason=reason, now=self.clock())
        live.status, live.deadline = "abandoned", None
        self._retire(live)
        return [TableClosed(live.id, reason)]

    def _retire(self, live: Live) -> None:
        self._cancel_timer(live)
        self._retry_delay.pop(live.id, None)
        self._live.pop(live.id, None)
        if self._by_channel.get(live.channel_id) == live.id:
            del self._by_channel[live.channel_id]
        self._closed[live.id] = live.snapshot()
        while len(self._closed) > _CLOSED_CACHE:
            del self._closed[next(iter(self._closed))]

    def _remember(self, live: Live) -> None:
        self._live[live.id] = live
        self._by_channel[live.channel_id] = live.id

    async def _live_or_raise(self, table_id: int) -> Live:
        live = self._live.get(table_id)
        if live is not None:
            return live
        status = None if table_id in self._closed else await self.db.table_status(table_id)
        if status in ("lobby", "playing") and not self.shards.covers_all:
            raise errors.OtherShard()
        if table_id in self._closed or status is not None:
            raise errors.GameOver()
        raise errors.NoSuchTable("error-no-table-number", table=str(table_id))


def _with_away(seat: Seat, away: bool) -> Seat:
    return Seat(seat.index, seat.user_id, seat.name, seat.computer, away)
