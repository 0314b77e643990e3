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
import dataclasses
import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import games
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
from bot.service.ratings import DEFAULT_MU, display, ordinal, rate
from bot.service.rematch import RematchMixin
from bot.service.seating import LobbyMixin
from bot.service.shards import Shards
from bot.service.timers import Timers
from games.core import GameError, State
from persistence.errors import STORAGE_ERRORS, Conflict
from persistence.rows import ActionRow, Deadline, TableRow
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
# After a failed write, a table's computer move / timer is retried after RETRY_FIRST seconds,
# doubling up to RETRY_MAX while the database keeps refusing (a full or failing disk).
RETRY_FIRST, RETRY_MAX = 0.5, 30.0


class TableService(RematchMixin, LobbyMixin):
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
                live = self._rebuild(row)
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

    # -- failed writes ------------------------------------------------------------------------

    def _write_failed(self, live: Live, exc: BaseException) -> None:
        """A computer's move, a timer's or a result could not be written. Nobody is waiting on
        it, so without a retry the table would wait for ever (a computer's turn that never
        comes). Retry after a growing delay until the database accepts writes again."""
        delay = min(RETRY_MAX, 2 * self._retry_delay.get(live.id, RETRY_FIRST / 2))
        self._retry_delay[live.id] = delay
        log.warning("table %s: could not write (%s); retrying in %g s", live.id, exc, delay)
        previous = self._retries.get(live.id)
        if self._closing or (previous is not None and not previous.done()):
            return
        task = asyncio.ensure_future(self._recover_later(live, delay))
        self._retries[live.id] = task
        task.add_done_callback(
            lambda t: self._retries.pop(live.id, None) if self._retries.get(live.id) is t else None
        )

    async def _recover_later(self, live: Live, delay: float) -> None:
        await self._sleep(delay)
        if not self._closing:
            self._spawn(self._recover(live))  # the work itself is pending work, for idle()

    async def _recover(self, live: Live) -> None:
        events: list[Event] = []
        async with live.lock:
            if self._closing or self._live.get(live.id) is not live:
                return
            try:
                await self._resync(live)
                if live.status == "playing" and live.state is not None and live.state.over:
                    events = await self._finish(live)  # the last move is logged, the result not yet
                else:
                    self._arm(live, resume=True)
            except STORAGE_ERRORS as exc:
                self._write_failed(live, exc)
                return
        self._publish(live.id, events)

    async def _resync(self, live: Live) -> None:
        """Make the table in memory what the database holds (a failed commit may or may not
        have reached the disk), keeping the same record and lock."""
        rows = await self.db.load_tables([live.id])
        if not rows or rows[0].status not in ("lobby", "playing"):
            live.status = rows[0].status if rows else "abandoned"
            self._retire(live)
            return
        try:
            fresh = self._rebuild(rows[0])
        except Exception as exc:  # what the disk holds does not replay
            live.status = "broken"
            self._retire(live)
            await self._break(rows[0], exc)
            return
        for name in (f.name for f in dataclasses.fields(Live) if f.name != "lock"):
            setattr(live, name, getattr(fresh, name))

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

    def _rebuild(self, row: TableRow) -> Live:
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

    async def _break(self, row: TableRow, exc: Exception) -> None:
        """`row`'s log no longer replays (a rules change, a damaged row): left open, it would
        hold its channel for ever ("There is already an open table in this channel") and
        refuse every command. Close it as 'broken', keeping seats and log for inspection."""
        reason = str(exc) if isinstance(exc, BrokenLog) else f"{type(exc).__name__}: {exc}"
        log.error(
            "table %s (guild %s, channel %s) cannot be rebuilt from its log: %s. Closed as broken; "
            "its seats and log are kept for inspection.",
            row.id,
            row.guild_id,
            row.channel_id,
            reason,
            exc_info=not isinstance(exc, BrokenLog),
        )
        await self.db.mark_broken(row.id, reason=reason, now=self.clock())
        self._closed[row.id] = _unplayable(row, "broken").snapshot()
        self._publish(row.id, [TableClosed(row.id, "broken")])

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

    # -- queries ----------------------------------------------------------------------------

    def table(self, table_id: int) -> Table:
        live = self._live.get(table_id)
        if live is not None:
            return live.snapshot()
        if table_id in self._closed:
            return self._closed[table_id]
        raise errors.NoSuchTable("error-no-open-table", table=str(table_id))

    def table_in_channel(self, channel_id: int) -> Table | None:
        table_id = self._by_channel.get(channel_id)
        return None if table_id is None else self._live[table_id].snapshot()

    def tables_for_user(self, user_id: int) -> list[Table]:
        return [live.snapshot() for live in self._live.values() if live.seat_of(user_id) is not None]

    async def user_tables_anywhere(self, user_id: int) -> list[Table]:
        """The user's open tables whichever process serves them: this process's from memory, the
        others' read from the database (rebuilt by replay, for reading only). A direct message
        reaches shard 0's process whatever table the user plays at."""
        rows = await self.db.fetchall(
            "SELECT DISTINCT t.id FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = ? AND t.status IN ('lobby', 'playing') ORDER BY t.id",
            (user_id,),
        )
        return [await self.fetch_table(int(row[0])) for row in rows]

    def open_tables(self) -> list[Table]:
        return [live.snapshot() for live in self._live.values()]

    async def fetch_table(self, table_id: int) -> Table:
        """Like `table()`, but also finds closed tables in the database (rebuilt by replay)."""
        try:
            return self.table(table_id)
        except errors.NoSuchTable:
            pass
        rows = await self.db.load_tables([table_id])
        if not rows:
            raise errors.NoSuchTable("error-no-table-number", table=str(table_id)) from None
        try:
            return self._rebuild(rows[0]).snapshot()
        except Exception:  # a broken log (or an old one): the table without its position
            return _unplayable(rows[0], rows[0].status).snapshot()

    def view(self, table_id: int, user_id: int | None) -> dict[str, Any]:
        """What `user_id` may see (their seat's view; a spectator's view if not seated)."""
        live = self._live_for_query(table_id)
        if live.state is None:
            raise errors.NotStarted()
        seat = None if user_id is None else live.seat_of(user_id)
        return live.state.view(seat)

    def legal(self, table_id: int, user_id: int) -> list[str]:
        """`user_id`'s legal actions now; empty when it is not their turn."""
        live = self._live_for_query(table_id)
        state = live.state
        if state is None or live.status != "playing" or state.to_move is None:
            return []
        if state.to_move != live.seat_of(user_id):
            return []
        return state.legal()

    def _live_for_query(self, table_id: int) -> Live:
        live = self._live.get(table_id)
        if live is None:
            if table_id in self._closed:
                raise errors.GameOver()
            raise errors.NoSuchTable("error-no-open-table", table=str(table_id))
        return live

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[LeaderboardRow]:
        rows = await self.db.leaderboard(guild_id, game, limit)
        return [
            LeaderboardRow(
                r["user_id"],
                r["name"],
                ordinal(r["mu"], r["sigma"]),
                r["mu"],
                r["sigma"],
                r["games"],
                r["wins"],
                display(r["mu"]),
            )
            for r in rows
        ]

    async def player_stats(self, guild_id: int, user_id: int) -> list[StatsRow]:
        rows = await self.db.player_ratings(guild_id, user_id)
        return [
            StatsRow(
                r["game"],
                ordinal(r["mu"], r["sigma"]),
                r["mu"],
                r["sigma"],
                r["games"],
                r["wins"],
                display(r["mu"]),
            )
            for r in rows
        ]

    async def recent_tables(self, guild_id: int, limit: int = 10) -> list[RecentTable]:
        out = []
        for table, seats in await self.db.recent_finished(guild_id, limit):
            out.append(
                RecentTable(
                    table["id"],
                    table["game"],
                    table["preset"],
                    table["finished_at"],
                    tuple((s["user_id"], s["name"], s["rank"], s["score"]) for s in seats),
                    bool(table["vs_computer"]),
                )
            )
        return out

    # -- storage for the faces --------------------------------------------------------------

    async def get_message(self, table_id: int, kind: str) -> int | None:
        return await self.db.get_message(table_id, kind)

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        await self.db.set_message(table_id, kind, message_id)

    async def get_dm_message(self, table_id: int, user_id: int, deal: int) -> int | None:
        return await self.db.get_dm_message(table_id, user_id, deal)

    async def set_dm_message(self, table_id: int, user_id: int, deal: int, message_id: int | None) -> None:
        await self.db.set_dm_message(table_id, user_id, deal, message_id)

    async def dms_closed(self, user_id: int) -> bool:
        return await self.db.dms_closed(user_id)

    async def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        await self.db.set_dms_closed(user_id, closed)

    async def dm_channel(self, user_id: int) -> int | None:
        return await self.db.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self.db.set_dm_channel(user_id, channel_id)

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any:
        return await self.db.guild_setting(guild_id, key, default)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self.db.set_guild_setting(guild_id, key, value)


class BrokenLog(Exception):
    """A logged action the rules core no longer accepts."""


def _unplayable(row: TableRow, status: str) -> Live:
    """The table of `row` without a position, when its log cannot be replayed (or its game
    or options are unknown): enough to show and inspect it."""
    return Live(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        game=row.game,
        preset=row.preset,
        explicit=dict(row.options),
        options=dict(row.options),
        players=row.players,
        host_id=row.host_id,
        status=status,
        turn_seconds=row.turn_seconds,
        created_at=row.created_at,
        seats=[Seat(s.seat, s.user_id, s.name, s.computer, s.away) for s in row.seats],
        seed=row.seed,
        vs_computer=row.vs_computer,
        seq=len(row.actions),
    )


def _with_away(seat: Seat, away: bool) -> Seat:
    return Seat(seat.index, seat.user_id, seat.name, seat.computer, away)
