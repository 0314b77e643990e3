"""Every game played to the end over the Activity's WebSocket, one seat a person and the others
computers, the person choosing each time one of the snapshot's `actions` (so every action the game
has is reachable from the Activity), and a spectator watching; then every message each socket got
is checked against the other seats' true hands at that moment: no hand ever crosses the wire."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import games
from bot.web.dev import open_for_alice
from tests.bot.web.conftest import Activity

pytestmark = pytest.mark.slow  # whole games (the suite runs them)

ALICE, WATCHER = 1, 9
#: (game, preset, players, options): short games (low targets), one seat alice's.
GAMES = (
    ("scopa", None, 2, {"target": 1}),
    ("scopa", "scopone", 4, {"target": 1}),
    ("scarto", None, 3, {}),
    ("stovkahra", None, 4, {"target": 60, "brcke": 1}),
    ("gofish", None, 3, {}),
    ("concentration", None, 2, {"deck": 20}),
    ("oldmaid", None, 3, {}),
)


def cards_in(message: Any, every_string: bool = False) -> Iterator[str]:
    """Every card a message shows: in `card` and `cards` fields and in card picture URLs (or, with
    `every_string`, every string in it: what a seat's view names)."""
    if every_string and isinstance(message, str):
        yield message
    elif isinstance(message, dict):
        for key, value in message.items():
            if every_string:
                yield from cards_in(value, every_string)
            elif key == "card" and isinstance(value, str):
                yield value
            elif key == "cards" and isinstance(value, list):
                yield from (card for card in value if isinstance(card, str))
            elif key in ("face", "faces"):
                for url in value if isinstance(value, list) else [value]:
                    if isinstance(url, str) and not url.endswith("/back.png"):
                        yield url.rsplit("/", 1)[-1].removesuffix(".png")
            else:
                yield from cards_in(value)
    elif isinstance(message, list | tuple):
        for item in message:
            yield from cards_in(item, every_string)


def choose(table: dict[str, Any], rng: random.Random) -> str:
    """What a player taps: one of the offered actions (three of the cards of a `pick`)."""
    offered = [a for a in table["actions"] if a["action"] != "dost"] or table["actions"]
    action = rng.choice(offered)
    if action.get("pick"):
        return action["action"] + "+".join(rng.sample(action["cards"], action["pick"]))
    return action["action"]


def face_up_in_hands(state: Any) -> dict[Any, set[str]]:
    """The cards held that every seat saw face up, from the true position: Stovkahra's trump card
    (in the dealer's hand) and, by seat, what its packet dealt face up still holds (`"trump"`: the
    trump card)."""
    public = state.view(None)
    found: dict[Any, set[str]] = {}
    if public.get("trump_card"):
        found["trump"] = {public["trump_card"]}
    shown = public.get("shown")
    if shown and public.get("phase") in ("declare", "play"):
        seat = shown["seat"]
        found[seat] = set(shown["cards"]) & set(state.view(seat)["hand"])
    return found


async def positions(activity: Activity, table_id: int) -> list[Any]:
    """The table's position after each number of moves (0, 1, …), replayed from its log."""
    table = activity.service.table(table_id)
    state = games.get(table.game).new(
        table.players, preset=table.preset, options=table.explicit, seed=table.seed
    )
    found = [state]
    for action in await activity.db.actions(table_id):
        state = state.play(action)
        found.append(state)
    return found


@pytest.mark.parametrize(("game", "preset", "players", "options"), GAMES, ids=lambda v: str(v))
async def test_a_whole_game_over_the_socket_and_no_hand_on_another_seats_wire(
    activity: Activity, game: str, preset: str | None, players: int, options: dict[str, Any]
) -> None:
    channel = 100
    table = await open_for_alice(activity.service, channel, game, preset, players, options, guild=77)
    for _ in range(players - 1):
        await activity.service.add_computer(table.id, ALICE, "easy")
    alice = await activity.player(ALICE, "alice", channel)
    watcher = await activity.player(WATCHER, "watcher", channel)
    assert (await alice.ask("start"))["type"] == "ack"
    rng = random.Random(5)
    moves = 0
    while True:
        # A table newer than the one last played on (the ack comes before it), then alice's turn.
        played = alice.table["seq"] if moves else -1
        await alice.settle(
            lambda t, after=played: t["seq"] > after and (t["status"] == "over" or bool(t["actions"]))
        )
        if alice.table["status"] == "over":
            break
        answer = await alice.ask("move", seq=alice.table["seq"], action=choose(alice.table, rng))
        assert answer["type"] == "ack", answer
        moves += 1
    await watcher.settle(lambda t: t["status"] == "over")
    final = activity.service.table(table.id)
    assert final.status == "finished" and final.state.over and moves > 0
    assert alice.table["result"]["text"] and alice.table["seq"] == final.seq

    after = await positions(activity, table.id)
    log = await activity.db.actions(table.id)
    face_ups: dict[int, dict[Any, set[str]]] = {}  # by move: the same for every socket
    for socket, you in ((alice, 0), (watcher, None)):
        shown = [m["table"] for m in socket.got if m["type"] == "table" and m["table"] and m["table"]["seq"]]
        assert shown and all(t["you"] == you for t in shown)
        for snapshot in shown:
            state = after[snapshot["seq"]]
            # What the seat may know: its own view (its hand; what the table shows face up, like
            # Stovkahra's trump card, even in another's hand). Any other card held is a leak.
            known = set(cards_in(state.view(you), every_string=True))
            held = set().union(
                *(state.view(seat)["hand"] for seat in range(state.num_players) if seat != you)
            )
            if snapshot["seq"] not in face_ups:
                face_ups[snapshot["seq"]] = face_up_in_hands(state)
            face_up = face_ups[snapshot["seq"]]
            # The last move's cards were played in the open (a card led, a capture): they may
            # since have been dealt again (a new deal). They are that move's own, nothing more.
            last = snapshot["last"]
            if last is not None:
                assert set(last["cards"]) <= set(log[snapshot["seq"] - 1].replace(":", "+").split("+"))
            felt = {key: value for key, value in snapshot.items() if key != "last"}
            leaked = (set(cards_in(felt)) & held) - known
            assert not leaked, f"{game}: seat {you} saw {leaked} at move {snapshot['seq']}"
            # Of another seat's hand, only what lies face up before everyone, and all of it.
            of_hands = set(cards_in(felt)) & held
            assert of_hands <= set().union(*face_up.values()), (game, you, snapshot["seq"], of_hands)
            shown = {
                z["owner"]: {c["card"] for c in z["cards"]}
                for z in snapshot["zones"]
                if z["id"].startswith("shown-")
            }
            assert shown == {seat: cards for seat, cards in face_up.items() if cards and seat != "trump"}
            if you is not None:
                assert [c["card"] for c in snapshot["hand"]] == state.view(you)["hand"]  # its own, whole
