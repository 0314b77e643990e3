"""Several table services (as several bot processes would) on one database, on both engines:
the database, not any one process's memory, decides every race."""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from test_service_support import ANN, BOB, CAT, CHANNEL, GUILD, pick, running, two_player_game

from bot.service import errors


async def test_two_services_moving_at_the_same_seq_log_exactly_one_move(store_url):
    async with running(store_url) as (first, _):
        table = await two_player_game(first, seed=5)
        async with running(store_url) as (second, _):  # loads the open table from the database
            mover = table.to_move_user
            legal = first.legal(table.id, mover)
            results = await asyncio.gather(
                first.act(table.id, mover, legal[0], expected_seq=0),
                second.act(table.id, mover, legal[-1], expected_seq=0),
                return_exceptions=True,
            )
            won = [r for r in results if isinstance(r, list)]
            assert len(won) == 1
            assert [type(r) for r in results if not isinstance(r, list)] == [errors.StaleAction]
            winner = first if isinstance(results[0], list) else second
            # The winner plays on; the log is exactly its moves, without gap or duplicate.
            for _ in range(4):
                now = winner.table(table.id)
                user = now.to_move_user
                move = pick(now, winner.legal(table.id, user))
                await winner.act(table.id, user, move, expected_seq=now.seq)
            memory = winner.table(table.id)
            logged = await winner.db.actions(table.id)
            assert len(logged) == memory.seq == 5
    async with running(store_url) as (replayed, _):
        again = replayed.table(table.id)
        assert again.seq == memory.seq
        assert again.state.view(None) == memory.state.view(None)
        assert again.state.legal() == memory.state.legal()


async def test_two_services_opening_in_one_channel_at_once_one_wins(store_url):
    async with running(store_url) as (first, _), running(store_url) as (second, _):
        results = await asyncio.gather(
            first.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann"),
            second.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=BOB, user_name="Bob"),
            return_exceptions=True,
        )
        assert sum(not isinstance(r, BaseException) for r in results) == 1
        assert [type(r) for r in results if isinstance(r, BaseException)] == [errors.AlreadyOpen]
        assert len(await first.db.load_tables(open_only=True)) == 1


async def _opened(service, guild: int, channel: int, other: int, seed: int) -> int:
    table = await service.open_table(guild_id=guild, channel_id=channel, user_id=ANN, user_name="Ann")
    await service.join(table.id, other, "Other")
    return (await service.start_game(table.id, ANN, seed=seed)).id


async def _play(service, table_id: int, until_seq: int | None = None) -> None:
    while True:
        table = service.table(table_id)
        if table.status != "playing" or (until_seq is not None and table.seq >= until_seq):
            return
        user = table.to_move_user
        await service.act(table_id, user, pick(table, service.legal(table_id, user)), expected_seq=table.seq)


async def _ann(service, guild: int) -> tuple[float, float, int]:
    [row] = [s for s in await service.player_stats(guild, ANN) if s.game == "scopa"]
    return row.mu, row.sigma, row.games


@asynccontextmanager
async def _results_held_until_both_finishers_wait(url: str) -> AsyncIterator[Callable[[], Awaitable[None]]]:
    """On PostgreSQL, make the two finishes overlap for sure: hold the results table (reads
    still pass) so neither can commit, and let go once both transactions are waiting on a
    lock — having read ANN's rating already, unless something serialises them earlier.
    (SQLite runs one write transaction at a time: nothing to hold.)"""
    if not url.startswith("postgresql://"):

        async def nothing() -> None:
            return None

        yield nothing
        return
    import asyncpg

    holder = await asyncpg.connect(url)
    try:
        tx = holder.transaction()
        await tx.start()
        await holder.execute("LOCK TABLE results IN EXCLUSIVE MODE")

        async def release() -> None:
            for _ in range(2000):  # both finishers get there in milliseconds; bounded anyway
                waiting = await holder.fetchval(
                    "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                    " AND datname = current_database() AND pid <> pg_backend_pid()"
                )
                if waiting >= 2:
                    break
                await asyncio.sleep(0.005)
            await tx.commit()

        yield release
    finally:
        await holder.close()


async def test_two_tables_sharing_a_player_finishing_at_once_rate_as_if_one_after_the_other(store_url):
    seeds = {BOB: 3, CAT: 4}
    async with running(store_url) as (first, _), running(store_url) as (second, _):
        # The same two games finished one after the other, in either order (guilds 1 and 2).
        lengths = {}
        for guild, order in ((1, (BOB, CAT)), (2, (CAT, BOB))):
            for other in order:
                table_id = await _opened(first, guild, 10 * guild + other, other, seeds[other])
                await _play(first, table_id)
                lengths[other] = (await first.fetch_table(table_id)).seq
        sequential = {await _ann(first, 1), await _ann(first, 2)}
        # Now in guild 3, each table served by its own service, both last moves at once.
        tables = {
            other: await _opened(service, 3, 30 + other, other, seeds[other])
            for other, service in ((BOB, first), (CAT, second))
        }
        for other, service in ((BOB, first), (CAT, second)):
            await _play(service, tables[other], until_seq=lengths[other] - 1)
        async with _results_held_until_both_finishers_wait(store_url) as release:
            await asyncio.gather(_play(first, tables[BOB]), _play(second, tables[CAT]), release())
        concurrent = await _ann(first, 3)
        assert concurrent[2] == 2
        assert any(all(math.isclose(a, b) for a, b in zip(concurrent, s, strict=True)) for s in sequential)
