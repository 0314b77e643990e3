"""The Activity's WebSocket: a table opened, joined and played through the table service as the
slash commands do; every bad or forged message refused with words, changing nothing; a move made
elsewhere pushed at once; a dropped socket continues where the table is."""

from __future__ import annotations

import json

from tests.bot.web.conftest import GUILD, Activity

ALICE, BOB, CAROL = 1, 2, 3
CHANNEL = 10


async def opened_scopa(activity: Activity):
    """alice opens a two-player Scopa in CHANNEL from the Activity, bob joins there, alice deals."""
    alice = await activity.player(ALICE, "alice", CHANNEL)
    assert (
        alice.table is None
        and {"game": "scopa", "preset": "scopone", "title": "Scopone"} in alice.got[-1]["games"]
    )
    assert (await alice.ask("open", game="scopa", preset=None))["type"] == "ack"
    bob = await activity.player(BOB, "bob", CHANNEL)
    assert bob.table["status"] == "lobby" and bob.table["you"] is None
    assert (await bob.ask("join"))["type"] == "ack"
    refused = await bob.ask("start")
    assert refused["type"] == "refused" and refused["text"]  # only the host deals
    assert (await alice.ask("start"))["type"] == "ack"
    await alice.settle(lambda t: t is not None and t["status"] == "playing")
    await bob.settle(lambda t: t is not None and t["status"] == "playing")
    return alice, bob


async def test_a_table_opened_joined_and_dealt_from_the_activity_is_the_services(activity: Activity) -> None:
    alice, bob = await opened_scopa(activity)
    table = activity.service.table_in_channel(CHANNEL)
    assert table is not None and table.guild_id == GUILD and table.status == "playing"
    assert [s.user_id for s in table.seats] == [ALICE, BOB]
    assert alice.table["you"] == 0 and bob.table["you"] == 1 and alice.table["host"]
    assert alice.table["hand"] and [c["card"] for c in alice.table["hand"]] == table.state.view(0)["hand"]


async def test_a_move_from_the_socket_goes_through_the_service_and_reaches_the_other_seat(
    activity: Activity,
) -> None:
    alice, bob = await opened_scopa(activity)
    mover, waiter = (alice, bob) if alice.table["actions"] else (bob, alice)
    seq = mover.table["seq"]
    action = mover.table["actions"][0]["action"]
    assert (await mover.ask("move", seq=seq, action=action))["type"] == "ack"
    table = activity.service.table_in_channel(CHANNEL)
    assert table.seq == seq + 1 and await activity.db.actions(table.id) == [action]
    await waiter.settle(lambda t: t["seq"] == seq + 1)
    assert waiter.table["last"]["action"] == action and waiter.table["actions"]  # now their turn


async def test_a_move_made_elsewhere_is_pushed_to_the_socket_at_once(activity: Activity) -> None:
    alice, bob = await opened_scopa(activity)
    table = activity.service.table_in_channel(CHANNEL)
    user = table.to_move_user
    legal = activity.service.legal(table.id, user)
    await activity.service.act(table.id, user, legal[0], expected_seq=table.seq)  # a slash command, say
    for socket in (alice, bob):
        await socket.settle(lambda t: t["seq"] == table.seq + 1)
        assert socket.table["last"]["action"] == legal[0]


async def test_bad_and_forged_messages_are_refused_with_words_and_change_nothing(activity: Activity) -> None:
    alice, bob = await opened_scopa(activity)
    carol = await activity.player(CAROL, "carol", CHANNEL)  # watching, not seated
    mover, other = (alice, bob) if alice.table["actions"] else (bob, alice)
    table = activity.service.table_in_channel(CHANNEL)
    seq, legal = table.seq, activity.service.legal(table.id, table.to_move_user)
    illegal = next(c["card"] + ":Kx" for c in mover.table["hand"])
    refusals = {
        "not json": (mover, "{"),
        "not an object": (mover, "[1, 2]"),
        "unknown type": (mover, {"type": "shuffle_the_deck", "id": "x"}),
        "illegal action": (mover, {"type": "move", "id": "x", "seq": seq, "action": illegal}),
        "stale seq": (mover, {"type": "move", "id": "x", "seq": seq - 1, "action": legal[0]}),
        "seq not a number": (mover, {"type": "move", "id": "x", "seq": "1", "action": legal[0]}),
        "not their turn": (other, {"type": "move", "id": "x", "seq": seq, "action": legal[0]}),
        "not seated": (carol, {"type": "move", "id": "x", "seq": seq, "action": legal[0]}),
        "a bad level": (alice, {"type": "add_computer", "id": "x", "level": "godlike"}),
        "an unknown game": (alice, {"type": "open", "id": "x", "game": "poker"}),
    }
    said = {}
    for why, (socket, message) in refusals.items():
        await socket.send(message if isinstance(message, str) else json.dumps(message))
        answer = await socket.expect("refused")
        said[why] = answer["text"]
    assert said["not seated"] == "You are not seated at this table."
    assert said["stale seq"].startswith("The table has moved on")
    assert said["not their turn"] == "It is not your turn."
    assert all(said.values()) and not any(text.startswith("activity-") for text in said.values())
    now = activity.service.table_in_channel(CHANNEL)
    assert now.seq == seq and await activity.db.actions(table.id) == []
    assert not mover.ws.closed and not carol.ws.closed  # a bad message is not a bad session


async def test_a_socket_must_say_hello_with_a_good_session(activity: Activity) -> None:
    ws = await activity.http.ws_connect("/ws")
    await ws.send_json({"type": "join", "id": "a"})
    assert (await ws.receive_json())["text"] == "Say hello first: sign in before anything else."
    session = await activity.sign_in(ALICE, "alice")
    payload, signature = session.split(".")
    await ws.send_json({"type": "hello", "session": payload + "." + signature[::-1], "channel_id": "1"})
    assert (await ws.receive_json())["text"].startswith("Your session is not valid")
    closed = await ws.receive()
    assert closed.type.name == "CLOSE" and closed.data == 4401


async def test_an_expired_session_is_refused_and_a_hello_renews_it(activity: Activity) -> None:
    alice = await activity.player(ALICE, "alice", CHANNEL)
    first = alice.session
    activity.clock.now += 14 * 60
    await alice.hello(CHANNEL)  # renewed: good for 15 more minutes
    activity.clock.now += 14 * 60
    await alice.send({"type": "ping"})
    renewed = (await alice.expect("pong"))["session"]  # a socket that pings stays signed in
    activity.clock.now += 14 * 60
    assert (await alice.ask("open", game="gofish"))["type"] == "ack"
    assert activity.app.sessions.check(renewed).user_id == ALICE
    late = await activity.http.ws_connect("/ws")
    await late.send_json({"type": "hello", "session": first, "channel_id": str(CHANNEL)})
    assert (await late.receive_json())[
        "text"
    ] == "Your session has expired. Reopen the Activity to sign in again."


async def test_a_dropped_socket_continues_where_the_table_is(activity: Activity) -> None:
    alice, _bob = await opened_scopa(activity)
    session = alice.session
    await alice.ws.close()
    table = activity.service.table_in_channel(CHANNEL)
    user = table.to_move_user
    await activity.service.act(
        table.id, user, activity.service.legal(table.id, user)[0], expected_seq=table.seq
    )
    again = await activity.http.ws_connect("/ws")
    from tests.bot.web.conftest import Player

    back = Player(again, session)
    await back.hello(CHANNEL)
    assert back.table["seq"] == table.seq + 1 and back.table["you"] == 0
    assert [c["card"] for c in back.table["hand"]] == activity.service.view(table.id, ALICE)["hand"]
