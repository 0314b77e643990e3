"""Rematch and New table after a finished game: confirmations, refusals, restarts (both engines)."""

from __future__ import annotations

import pytest
from test_service_support import ANN, BOB, CAT, CHANNEL, GUILD, play_moves, running

from bot.service import errors
from games import ai


async def computers_inline(game, view, legal, level, seed) -> str:
    """The computer seats' moves, here in this process and a hard one in a fixed few search
    iterations: the default runner gives a hard move 300 ms in a process pool, about 3 s of a
    core per game, and the rematch is what these tests are about (the pool's own tests:
    test_service.py, test_service_computer_pool.py)."""
    return ai.choose(game, view, legal, level, seed, iterations=20)


async def finished_game(service, **options) -> int:
    """Ann and Bob (and a hard computer) play Scopa to 1 with a 2-minute timer: a finished table."""
    table = await service.open_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        user_id=ANN,
        user_name="Ann",
        game="scopa",
        players=3,
        options={"target": 1, "turn_seconds": 120, **options},
    )
    await service.join(table.id, BOB, "Bob")
    await service.add_computer(table.id, ANN, "hard")
    await service.start_game(table.id, ANN, seed=5)
    table = await play_moves(service, table.id)
    assert table.status == "finished"
    return table.id


async def test_rematch_starts_once_every_person_confirmed_with_the_same_seats_and_rules(store_url):
    async with running(store_url, ai_runner=computers_inline) as (service, _):
        old_id = await finished_game(service, settanta=True)
        status, new = await service.confirm_rematch(old_id, BOB)
        assert status.confirmed == (BOB,) and status.waiting == (ANN,) and new is None
        assert service.table_in_channel(CHANNEL) is None  # nothing starts before everyone agrees
    # A restart between the two clicks forgets nothing.
    async with running(store_url, ai_runner=computers_inline) as (service, _):
        assert (await service.rematch(old_id)).confirmed == (BOB,)
        status, new = await service.confirm_rematch(old_id, ANN)
        assert new is not None and status.started == new.id and status.waiting == ()
        old = await service.fetch_table(old_id)
        assert new.status == "playing" and new.channel_id == CHANNEL and new.id != old_id
        assert [(s.user_id, s.name, s.computer) for s in new.seats] == [
            (s.user_id, s.name, s.computer) for s in old.seats
        ]
        assert new.options == old.options and new.options["settanta"] is True
        assert new.turn_seconds == 120 and new.host_id == ANN
        assert old.status == "finished"  # the old table stays closed
        with pytest.raises(errors.GameOver, match=f"already started: table #{new.id}"):
            await service.confirm_rematch(old_id, BOB)


async def test_rematch_refusals_say_why(store_url):
    async with running(store_url, ai_runner=computers_inline) as (service, _):
        old_id = await finished_game(service)
        with pytest.raises(errors.NotSeated, match="Only the players"):
            await service.confirm_rematch(old_id, CAT)
        await service.confirm_rematch(old_id, ANN)
        with pytest.raises(errors.AlreadySeated, match="waiting for Bob"):
            await service.confirm_rematch(old_id, ANN)
        # Someone opened another table here meanwhile: neither button may open a second one.
        other = await service.open_table(guild_id=GUILD, channel_id=CHANNEL, user_id=CAT, user_name="Cat")
        with pytest.raises(errors.AlreadyOpen, match=f"Table #{other.id} is already open"):
            await service.confirm_rematch(old_id, BOB)
        with pytest.raises(errors.AlreadyOpen, match=f"Table #{other.id} is already open"):
            await service.open_like(old_id, CAT, "Cat")
        with pytest.raises(errors.GameOver, match="did not finish"):
            await service.confirm_rematch(other.id, CAT)


async def test_new_table_opens_a_lobby_for_the_same_game_and_rules_hosted_by_the_clicker(store_url):
    async with running(store_url, ai_runner=computers_inline) as (service, _):
        old_id = await finished_game(service, settanta=True)
        lobby = await service.open_like(old_id, CAT, "Cat")
        assert lobby.status == "lobby" and lobby.host_id == CAT and [s.user_id for s in lobby.seats] == [CAT]
        assert lobby.game == "scopa" and lobby.players == 3 and lobby.options["settanta"] is True
        assert lobby.turn_seconds == 120
