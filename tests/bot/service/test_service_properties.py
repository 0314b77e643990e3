"""Property: whatever mix of good, bad, stale and out-of-turn submissions arrives, the log
holds exactly the accepted moves, in order, and replaying it rebuilds the same table."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_service_support import ANN, BOB, CAT, running, two_player_game

from bot.service import errors
from bot.service.events import Moved

submission = st.tuples(
    st.sampled_from([ANN, BOB, CAT, "mover", "mover", "mover"]),
    st.one_of(st.integers(0, 40), st.sampled_from(["Kd:Ks+Kh", "nonsense", "7d"])),
    st.sampled_from(["none", "current", "current", "old"]),
    st.booleans(),  # submit together with the next one (concurrently)
)


async def scenario(folder: Path, seed: int, script: list[tuple]) -> None:
    accepted: list[str] = []
    async with running(folder / "t.db") as (service, _):
        table = await two_player_game(service, seed=seed)

        async def submit(who, what, seq_mode):
            table = service.table(table_id)
            user = table.to_move_user if who == "mover" else who
            legal = table.state.legal()
            move = legal[what % len(legal)] if isinstance(what, int) else what
            expected = {"none": None, "current": table.seq, "old": table.seq - 1}[seq_mode]
            try:
                events = await service.act(table_id, user, move, expected_seq=expected)
            except errors.TableError as exc:
                assert exc.message
                return
            accepted.extend(e.action for e in events if isinstance(e, Moved))

        table_id = table.id
        i = 0
        while i < len(script):
            who, what, seq_mode, together = script[i]
            if together and i + 1 < len(script):
                nxt = script[i + 1]
                await asyncio.gather(submit(who, what, seq_mode), submit(*nxt[:3]))
                i += 2
            else:
                await submit(who, what, seq_mode)
                i += 1
            if service.table(table_id).status != "playing":
                break
        final = service.table(table_id)
        assert await service.db.actions(table_id) == accepted and final.seq == len(accepted)
        views = {seat: final.state.view(seat) for seat in (None, 0, 1)}
    async with running(folder / "t.db") as (service, _):
        table = await service.fetch_table(table_id)
        assert table.seq == len(accepted)
        assert {seat: table.state.view(seat) for seat in (None, 0, 1)} == views


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), script=st.lists(submission, min_size=1, max_size=30))
def test_the_log_is_exactly_the_accepted_moves(seed, script):
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(scenario(Path(folder), seed, script))
