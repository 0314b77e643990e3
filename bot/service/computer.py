"""How computer seats choose: the default runner, deterministic seeds per move, and the
table service's computer seats (`ComputerSeats`: a move for a seat, a hint for a person)."""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Awaitable, Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from typing import Any

from bot.service.model import Live
from bot.service.notation import canonical
from games import ai
from games.core import GameError, State

log = logging.getLogger("bot.service.table_service")

# async (game name, view, legal actions, level, seed) -> action
AiRunner = Callable[[str, Mapping[str, Any], Sequence[str], str, int], Awaitable[str]]


def move_seed(table_seed: int | None, seq: int) -> int:
    """Seed for the computer's choice at action `seq`: replays and tests see the same moves."""
    return ((table_seed or 0) * 1_000_003 + seq * 7_919) % (2**63)


def usable_cores() -> int:
    """Cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class DefaultAiRunner:
    """`games.ai.choose`: inline for easy/normal (fast), in a process pool for "hard" so a
    deep search never stalls the event loop that serves every other table.

    One worker per usable core by default: with a single worker, tables whose hard seats ask at
    the same moment queued behind each other's searches. A table's own moves stay in order
    because the service asks for one computer move of a table at a time."""

    def __init__(self, workers: int | None = None) -> None:
        if workers is not None and workers < 1:
            raise ValueError("a computer-player pool needs at least one worker")
        self._workers = workers or usable_cores()
        self._pool: ProcessPoolExecutor | None = None

    async def __call__(
        self, game: str, view: Mapping[str, Any], legal: Sequence[str], level: str, seed: int
    ) -> str:
        if level != "hard":
            return ai.choose(game, view, legal, level, seed)
        loop = asyncio.get_running_loop()
        pool = self._workers_pool()
        return await loop.run_in_executor(pool, ai.choose, game, dict(view), list(legal), level, seed)

    async def hint(
        self, game: str, view: Mapping[str, Any], legal: Sequence[str], seed: int
    ) -> tuple[str, str]:
        """`games.ai.hint` (a hard search) in the same pool, off the event loop."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._workers_pool(), ai.hint, game, dict(view), list(legal), seed)

    @property
    def workers(self) -> int:
        return self._workers

    def _workers_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # forkserver: workers fork from a clean server process, never from this threaded one.
            self._pool = ProcessPoolExecutor(max_workers=self._workers, mp_context=get_context("forkserver"))
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class ComputerSeats:
    """Chooses the computer seats' moves (and plays absent players' turns) through `ai_runner`,
    by default a `DefaultAiRunner` of `ai_workers` processes, closed with the service."""

    def __init__(self, ai_runner: AiRunner | None = None, ai_workers: int | None = None) -> None:
        self._default_runner = DefaultAiRunner(ai_workers) if ai_runner is None else None
        self._ai: AiRunner = ai_runner or self._default_runner  # type: ignore[assignment]

    async def choose(self, live: Live, state: State, seat: int, level: str) -> str:
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

    async def hint(
        self, game: str, view: Mapping[str, Any], legal: Sequence[str], seed: int
    ) -> tuple[str, str]:
        """A suggested move and its one-line reason, for `/hint`: a hard search, so it runs where
        the hard computer seats do (off the event loop), or in a thread with an injected runner."""
        if self._default_runner is not None:
            return await self._default_runner.hint(game, view, legal, seed)
        return await asyncio.to_thread(ai.hint, game, dict(view), list(legal), seed)

    def close(self) -> None:
        if self._default_runner is not None:
            self._default_runner.close()
