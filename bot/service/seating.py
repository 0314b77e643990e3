"""Lobby (seating) operations of the table service: open, join, leave, computers, options, start, close.

Every operation validates first and writes second, so a refusal leaves the database as it
was. Each runs under the table's lock, like moves.
"""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeVar

import games
from bot.service import errors
from bot.service.events import Event, GameStarted, LobbyChanged, SeatHandedOver
from bot.service.live_tables import LiveTables
from bot.service.model import (
    DEFAULT_TURN_SECONDS,
    LEVELS,
    LOBBY_IDLE_SECONDS,
    Live,
    Seat,
    Table,
    computer_name,
)
from bot.service.queries import Queries
from bot.service.shards import Shards
from bot.service.turns import Turns
from games.core import GameError
from i18n import Alternatives, Text
from persistence.errors import STORAGE_ERRORS, Conflict
from persistence.rows import Deadline, SeatRow
from persistence.store import Store

MIN_TURN_SECONDS, MAX_TURN_SECONDS = 30, 86_400
log = logging.getLogger(__name__)
Method = TypeVar("Method", bound=Callable[..., Awaitable[Any]])


def refuse_failed_writes(method: Method) -> Method:
    """A lobby operation whose write the database refuses (a full or failing disk) is a
    refusal like any other: each operation writes before it changes anything in memory, so
    nothing changed, and the player is told to try again rather than shown an apology."""

    @functools.wraps(method)
    async def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return await method(*args, **kwargs)
        except Conflict:
            raise
        except STORAGE_ERRORS as exc:
            log.warning("%s could not be written: %s", method.__name__, exc)
            raise errors.StorageFailed() from None

    return guarded  # type: ignore[return-value]


COMPUTERS_HOST_ONLY = "error-host-computers"


def check_host(live: Live, user_id: int, message: str = "error-host-only") -> None:
    """Refuse anyone but the host; `message` is an id, given the host's name as `host` and
    `named` (`no` once the host has left their seat: "Only the host can…", never "the host, the host")."""
    if user_id != live.host_id:
        name = next((s.name for s in live.seats if s.user_id == live.host_id), None)
        raise errors.NotHost(message, host=name or "", named="no" if name is None else "yes")


class Lobby:
    """The lobby operations of the tables in `tables`. A lobby's timer and a game's first turn
    are `turns`' (which also closes tables); `queries` finds the table an operation is on."""

    def __init__(
        self,
        db: Store,
        clock: Callable[[], float],
        shards: Shards,
        tables: LiveTables,
        publish: Callable[[int, list[Event]], None],
        turns: Turns,
        queries: Queries,
    ) -> None:
        self._db = db
        self._clock = clock
        self._shards = shards
        self._tables = tables
        self._publish = publish
        self._turns = turns
        self._queries = queries

    @refuse_failed_writes
    async def open_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        user_id: int,
        user_name: str,
        game: str = "scopa",
        preset: str | None = None,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        seats: Sequence[Seat] | None = None,
    ) -> Table:
        """Open a lobby in the channel, the opener seated as host. `seats`: the whole seating
        instead (a rematch: the opener among them, computers with their levels)."""
        if not self._shards.owns(guild_id):
            # Discord sends a guild's interactions to its shard's process; a table opened
            # elsewhere would have its timers and computer seats run by the wrong process.
            raise errors.OtherShard("error-other-process")
        if self._queries.table_in_channel(channel_id) is not None:
            raise errors.AlreadyOpen("error-already-open-finish")
        try:
            if preset is None:
                rules, preset = games.find(game)
            else:
                rules = games.get(game)
            explicit, turn_seconds, wanted = _split_options(dict(options or {}))
            resolved = rules.resolve_options(preset, explicit)
        except GameError as exc:
            raise errors.BadTableOptions(exc.text) from None
        counts = rules.player_counts(preset)
        if seats is not None:
            wanted = len(seats)
        players = players if players is not None else wanted if wanted is not None else counts[0]
        if players not in counts:
            shown = Alternatives([str(c) for c in counts])  # "2 or 4", "2 o 4", "2または4"
            raise errors.BadTableOptions(
                "option-players", game=rules.title_text(), form=preset, shown=shown, players=players
            )
        if turn_seconds is None:
            turn_seconds = _check_turn(
                await self._db.guild_setting(guild_id, "turn_seconds", DEFAULT_TURN_SECONDS)
            )
        now = self._clock()
        live = Live(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            game=rules.name,
            preset=preset,
            explicit=explicit,
            options=resolved,
            players=players,
            host_id=user_id,
            status="lobby",
            turn_seconds=turn_seconds,
            created_at=now,
            seats=[Seat(0, user_id, user_name)] if seats is None else _renumber(list(seats)),
        )
        live.deadline = Deadline("lobby", now + LOBBY_IDLE_SECONDS, 0)
        try:
            live.id = await self._db.create_table(
                guild_id=guild_id,
                channel_id=channel_id,
                game=live.game,
                preset=preset,
                options=explicit,
                players=players,
                host_id=user_id,
                turn_seconds=turn_seconds,
                now=now,
                seats=live.seat_rows(),
                deadline=live.deadline,
            )
        except Conflict:
            # Another process opened one first (the database allows one open table per channel).
            raise errors.AlreadyOpen() from None
        self._tables.remember(live)
        self._turns.arm(live)
        self._publish(live.id, [LobbyChanged(live.id)])
        return live.snapshot()

    @refuse_failed_writes
    async def join(self, table_id: int, user_id: int, user_name: str) -> Table:
        live = await self._lobby(table_id)
        async with live.lock:
            self._check_lobby(live)
            if live.seat_of(user_id) is not None:
                raise errors.AlreadySeated()
            if len(live.seats) >= live.players:
                raise errors.TableFull("error-table-full-count", count=live.players)
            seats = [*live.seats, Seat(len(live.seats), user_id, user_name)]
            return await self._save_lobby(live, seats=seats)

    @refuse_failed_writes
    async def leave(self, table_id: int, user_id: int) -> Table:
        live = await self._lobby(table_id)
        async with live.lock:
            seat = live.seat_of(user_id)
            if seat is None:
                raise errors.NotSeated()
            if live.status == "playing":
                return await self._hand_over(live, seat, kicked=False)
            self._check_lobby(live)
            seats = _renumber([s for s in live.seats if s.user_id != user_id])
            humans = [s for s in seats if s.user_id is not None]
            if not humans:
                events = await self._turns.close_table(live, "empty")
                self._publish(live.id, events)
                return live.snapshot()
            host = live.host_id if live.host_id != user_id else humans[0].user_id
            return await self._save_lobby(live, seats=seats, host_id=host)

    @refuse_failed_writes
    async def add_computer(self, table_id: int, user_id: int, level: str = "normal") -> Table:
        live = await self._lobby(table_id)
        async with live.lock:
            self._check_lobby(live)
            check_host(live, user_id, COMPUTERS_HOST_ONLY)
            level = level.strip().lower()
            if level not in LEVELS:
                raise errors.BadTableOptions(
                    "error-computer-level", shown=Alternatives(list(LEVELS)), level=level
                )
            if len(live.seats) >= live.players:
                raise errors.TableFull("error-table-full-count", count=live.players)
            # The lowest free number, so removing "Computer 1" and adding one never makes two "Computer 2".
            taken = {s.name.split(" (")[0] for s in live.seats if s.computer is not None}
            number = next(n for n in range(1, len(live.seats) + 2) if f"Computer {n}" not in taken)
            seat = Seat(len(live.seats), None, computer_name(number, level), level)
            return await self._save_lobby(live, seats=[*live.seats, seat])

    @refuse_failed_writes
    async def remove_computer(self, table_id: int, user_id: int, seat: int | None = None) -> Table:
        live = await self._lobby(table_id)
        async with live.lock:
            self._check_lobby(live)
            check_host(live, user_id, COMPUTERS_HOST_ONLY)
            computers = [s.index for s in live.seats if s.computer is not None]
            if seat is None:
                if not computers:
                    raise errors.BadTableOptions("error-no-computer-seat")
                seat = computers[-1]
            if seat not in computers:
                raise errors.BadTableOptions("error-not-computer-seat", seat=seat + 1)
            return await self._save_lobby(live, seats=_renumber([s for s in live.seats if s.index != seat]))

    @refuse_failed_writes
    async def set_options(self, table_id: int, user_id: int, options: Mapping[str, Any]) -> Table:
        """Host only, lobby only. Game options are validated by the game; `turn_seconds` and
        `players` are the service's own."""
        live = await self._lobby(table_id)
        async with live.lock:
            self._check_lobby(live)
            check_host(live, user_id, "error-host-options")
            try:
                explicit, turn_seconds, players = _split_options(dict(options))
                merged = {**live.explicit, **explicit}
                resolved = games.get(live.game).resolve_options(live.preset, merged)
            except GameError as exc:
                raise errors.BadTableOptions(exc.text) from None
            if players is not None:
                counts = games.get(live.game).player_counts(live.preset)
                if players not in counts:
                    shown = Alternatives([str(c) for c in counts])
                    raise errors.BadTableOptions("error-players-for", shown=shown, players=players)
                if players < len(live.seats):
                    raise errors.BadTableOptions("error-seated-already", count=len(live.seats))
            return await self._save_lobby(
                live, explicit=merged, resolved=resolved, players=players, turn_seconds=turn_seconds
            )

    @refuse_failed_writes
    async def start_game(self, table_id: int, user_id: int, seed: int | None = None) -> Table:
        """Host only: deal. The seed is drawn here (unless given) and stored before any move."""
        live = await self._lobby(table_id)
        async with live.lock:
            self._check_lobby(live, "error-already-started")
            check_host(live, user_id, "error-host-start")
            rules = games.get(live.game)
            counts = rules.player_counts(live.preset)
            if len(live.seats) not in counts:
                raise errors.NotStarted(_needs(rules.title_text(), counts, len(live.seats)))
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            elif not 0 <= seed < 2**63:  # stored as an SQLite integer (a local --seed is typed)
                raise errors.BadTableOptions("error-seed-range", most=str(2**63 - 1))
            try:
                state = rules.new(len(live.seats), preset=live.preset, options=live.explicit, seed=seed)
            except GameError as exc:
                raise errors.BadTableOptions(exc.text) from None
            deadline = self._turns.turn_deadline(live, state, 0, live.seats)
            await self._db.start_table(
                live.id,
                seed=seed,
                players=len(live.seats),
                now=self._clock(),
                seats=live.seat_rows(),
                deadline=deadline,
            )
            # Adopted only once written: a failed write leaves the lobby as it was.
            live.state, live.seed, live.players, live.seq = state, seed, len(live.seats), 0
            live.deal_base, live.deadline = list(state.scores), deadline
            live.status = "playing"
            self._turns.arm(live)
            events: list[Event] = [GameStarted(live.id)]
        self._publish(live.id, events)
        return live.snapshot()

    @refuse_failed_writes
    async def abandon(self, table_id: int, user_id: int, admin: bool = False) -> Table:
        if table_id not in self._tables:
            closed = await self._queries.fetch_table(table_id)  # NoSuchTable when there is none
            if closed.status == "broken" and (admin or user_id == closed.host_id):
                return closed  # closed already when its log would not replay: nothing left to do
        live = await self._queries.live_or_raise(table_id)
        async with live.lock:
            if live.status not in ("lobby", "playing"):
                raise errors.GameOver("error-already-closed")
            if not admin:
                check_host(live, user_id, "error-host-abandon")
            events = await self._turns.close_table(live, "abandoned")
        self._publish(live.id, events)
        return live.snapshot()

    @refuse_failed_writes
    async def kick(self, table_id: int, user_id: int, target_user_id: int, admin: bool = False) -> Table:
        live = await self._lobby(table_id)
        async with live.lock:
            if not admin:
                check_host(live, user_id, "error-host-kick")
            seat = live.seat_of(target_user_id)
            if seat is None:
                raise errors.NotSeated("error-player-not-seated")
            if target_user_id == live.host_id:
                raise errors.BadTableOptions("error-kick-host")
            if live.status == "playing":
                return await self._hand_over(live, seat, kicked=True)
            self._check_lobby(live)
            seats = _renumber([s for s in live.seats if s.user_id != target_user_id])
            return await self._save_lobby(live, seats=seats)

    async def _hand_over(self, live: Live, seat: int, *, kicked: bool) -> Table:
        """Mid-game, a seat's player goes: its turns are played by a computer (after the short
        away grace), exactly as after a missed turn, and the seat is theirs again when they act.
        The game stays rated for them: walking out of a lost game does not escape the rating."""
        occupant = live.seats[seat]
        if occupant.away:
            raise errors.NotInLobby("error-away-theirs" if kicked else "error-away-yours")
        seats = [replace(s, away=True) if s.index == seat else s for s in live.seats]
        deadline = live.deadline
        if live.state is not None and live.state.to_move == seat:
            deadline = self._turns.turn_deadline(live, live.state, live.seq, seats)
        await self._db.set_deadline(live.id, deadline, {seat: True})
        live.seats, live.deadline = seats, deadline
        assert occupant.user_id is not None
        events: list[Event] = [SeatHandedOver(live.id, seat, occupant.user_id, kicked)]
        if all(s.away for s in seats if s.computer is None):
            # Nobody left to play with: computers finishing the game alone would only spam the channel.
            events.extend(await self._turns.close_table(live, "empty"))
        else:
            self._turns.arm(live)
        self._publish(live.id, events)
        return live.snapshot()

    # -- helpers ------------------------------------------------------------------------------

    async def _lobby(self, table_id: int) -> Live:
        return await self._queries.live_or_raise(table_id)

    def _check_lobby(self, live: Live, message: str = "error-lobby-only") -> None:
        if live.status != "lobby":
            raise errors.NotInLobby(message)

    async def _save_lobby(
        self,
        live: Live,
        *,
        seats: list[Seat] | None = None,
        host_id: int | None = None,
        explicit: dict[str, Any] | None = None,
        resolved: dict[str, Any] | None = None,
        players: int | None = None,
        turn_seconds: int | None = None,
    ) -> Table:
        """Write the lobby's new shape, then adopt it (refusals happened before this)."""
        now = self._clock()
        new_seats = live.seats if seats is None else seats
        new_host = live.host_id if host_id is None else host_id
        new_explicit = live.explicit if explicit is None else explicit
        new_players = live.players if players is None else players
        new_turn = live.turn_seconds if turn_seconds is None else turn_seconds
        deadline = Deadline("lobby", now + LOBBY_IDLE_SECONDS, 0)
        await self._db.save_lobby(
            live.id,
            options=new_explicit,
            players=new_players,
            host_id=new_host,
            turn_seconds=new_turn,
            now=now,
            seats=_rows(new_seats),
            deadline=deadline,
        )
        live.seats, live.host_id, live.explicit, live.players, live.turn_seconds = (
            new_seats,
            new_host,
            new_explicit,
            new_players,
            new_turn,
        )
        if resolved is not None:
            live.options = resolved
        live.deadline = deadline
        self._turns.arm(live)
        self._publish(live.id, [LobbyChanged(live.id)])
        return live.snapshot()


# The name the lobby operations had as a mixin of the table service.


def _split_options(options: dict[str, Any]) -> tuple[dict[str, Any], int | None, int | None]:
    """(game options, turn_seconds, players): the last two belong to the service."""
    turn = options.pop("turn_seconds", None)
    players = options.pop("players", None)
    if players is not None:
        try:
            players = int(players)
        except (TypeError, ValueError, OverflowError):  # OverflowError: int(float("inf"))
            raise errors.BadTableOptions("error-players-number", value=repr(players)) from None
    return options, None if turn is None else _check_turn(turn), players


def _check_turn(value: Any) -> int:
    text = str(value).strip().lower()
    if text in ("off", "none", "0"):
        return 0
    try:
        seconds = int(text)
    except ValueError:
        raise errors.BadTableOptions("error-turn-seconds", value=repr(value)) from None
    if not MIN_TURN_SECONDS <= seconds <= MAX_TURN_SECONDS:
        raise errors.BadTableOptions("error-turn-range", low=MIN_TURN_SECONDS, high=MAX_TURN_SECONDS)
    return seconds


def _needs(title: Text, counts: list[int], seated: int) -> Text:
    """Why a game cannot start with `seated` players: how many it needs."""
    low, high = min(counts), max(counts)
    if low == high:
        return Text("error-start-needs", game=title, count=low, seated=seated)
    if counts == list(range(low, high + 1)):
        return Text("error-start-needs-range", game=title, low=low, high=high, seated=seated)
    shown = Alternatives([str(c) for c in counts])
    return Text("error-start-needs-one-of", game=title, shown=shown, seated=seated)


def _renumber(seats: list[Seat]) -> list[Seat]:
    return [Seat(i, s.user_id, s.name, s.computer, s.away) for i, s in enumerate(seats)]


def _rows(seats: list[Seat]) -> list[SeatRow]:
    return [SeatRow(s.index, s.user_id, s.name, s.computer, s.away) for s in seats]
