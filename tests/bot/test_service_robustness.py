"""Issue 18 at the table service: huge numbers, what the log stores, failed writes, broken logs."""

from __future__ import annotations

import pytest
from test_service_support import ANN, BOB, CHANNEL, GUILD, running, two_player_game

from bot import errors

HUGE_IDS = [2**63, -(2**63) - 1, 10**40]


async def test_table_ids_beyond_sqlite_integers_are_no_such_table(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        table = await two_player_game(service)
        for table_id in HUGE_IDS:
            with pytest.raises(errors.NoSuchTable):
                await service.act(table_id, ANN, "7d")
            with pytest.raises(errors.NoSuchTable):
                await service.join(table_id, BOB, "Bob")
            with pytest.raises(errors.NoSuchTable):
                await service.abandon(table_id, ANN, admin=True)
            with pytest.raises(errors.NoSuchTable):
                await service.fetch_table(table_id)
        assert service.table(table.id).status == "playing"


async def test_infinite_and_huge_option_values_are_refused_with_the_range(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        table = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=ANN, user_name="Ann")
        for value in (float("inf"), float("-inf")):
            with pytest.raises(errors.BadTableOptions, match="target` takes a whole number between 1 and 99"):
                await service.set_options(table.id, ANN, {"target": value})
            with pytest.raises(errors.BadTableOptions, match="`players` takes a whole number"):
                await service.set_options(table.id, ANN, {"players": value})
            with pytest.raises(errors.BadTableOptions, match="turn_seconds"):
                await service.set_options(table.id, ANN, {"turn_seconds": value})
        with pytest.raises(errors.BadTableOptions, match="at most 99"):
            await service.set_options(table.id, ANN, {"target": 10**30})
        with pytest.raises(errors.BadTableOptions, match="between 1 and 99"):
            await service.open_table(
                guild_id=GUILD,
                channel_id=CHANNEL + 1,
                user_id=BOB,
                user_name="Bob",
                options={"target": 1e400},
            )
        await service.join(table.id, BOB, "Bob")
        with pytest.raises(errors.BadTableOptions, match="seed"):
            await service.start_game(table.id, ANN, seed=2**64)
        assert service.table(table.id).options["target"] == 11 and service.table(table.id).status == "lobby"


def full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isalpha() else c for c in text)  # `AＤ`


async def test_the_log_stores_the_canonical_move_not_what_was_typed(tmp_path):
    async with running(tmp_path / "t.db") as (service, _):
        flips = await service.open_table(
            guild_id=GUILD, channel_id=1, user_id=ANN, user_name="Ann", game="concentration", players=2
        )
        await service.join(flips.id, BOB, "Bob")
        flips = await service.start_game(flips.id, ANN, seed=5)
        events = await service.act(flips.id, flips.to_move_user, "flip:" + "0" * 3000 + "3")
        assert events[-1].action == "flip:3"

        fish = await service.open_table(
            guild_id=GUILD, channel_id=2, user_id=ANN, user_name="Ann", game="gofish", players=2
        )
        await service.join(fish.id, BOB, "Bob")
        fish = await service.start_game(fish.id, ANN, seed=5)
        wanted = service.legal(fish.id, fish.to_move_user)[0]  # ask:<seat>:<rank>
        _, target, rank = wanted.split(":")
        await service.act(fish.id, fish.to_move_user, f"ASK : {target} : {rank.lower()} ")

        scopa = await two_player_game(service, channel=3)
        played = service.legal(scopa.id, scopa.to_move_user)[-1]
        await service.act(scopa.id, scopa.to_move_user, full_width(played))

        assert await service.db.actions(flips.id) == ["flip:3"]
        assert await service.db.actions(fish.id) == [wanted]
        assert await service.db.actions(scopa.id) == [played]
