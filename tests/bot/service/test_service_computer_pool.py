"""The hard players' process pool answers tables side by side with legal moves."""

from __future__ import annotations

import asyncio

import games
from bot.service.computer import DefaultAiRunner


async def test_two_workers_answer_concurrent_hard_requests_with_legal_moves():
    runner = DefaultAiRunner(2)
    try:
        asks = []
        for seed in range(4):
            state = games.get("scopa").new(players=2, seed=seed)
            asks.append((state.view(state.to_move), state.legal()))
        answers = await asyncio.gather(
            *(runner("scopa", view, legal, "hard", seed) for seed, (view, legal) in enumerate(asks))
        )
        assert all(answer in legal for answer, (_, legal) in zip(answers, asks, strict=True))
    finally:
        runner.close()
