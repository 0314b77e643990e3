"""One turn check for every command and control: the same refusal, whoever asks and however."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.discord.core.interact import seat_to_move
from bot.service.errors import TableError
from bot.service.model import Seat
from tests.bot.discord_helpers import make_world, open_table, setup_game

ALICE, BOB = 1, 2


def _table(status: str, *, over: bool = False, to_move: int = 0) -> SimpleNamespace:
    state = SimpleNamespace(over=over, to_move=to_move)
    seats = [Seat(index=0, user_id=ALICE, name="alice"), Seat(index=1, user_id=BOB, name="bob")]
    return SimpleNamespace(
        status=status, state=None if status == "lobby" else state, seats=seats, seat_of=lambda u: u - 1
    )


@pytest.mark.parametrize(
    ("status", "over", "said"),
    [
        ("lobby", False, "The game has not started yet."),
        ("finished", True, "That game is over."),
        ("playing", True, "That game is over."),
        ("abandoned", False, "That table is closed."),
    ],
)
def test_a_table_not_in_play_says_why(status: str, over: bool, said: str) -> None:
    with pytest.raises(TableError) as refused:
        seat_to_move(_table(status, over=over), ALICE)  # type: ignore[arg-type]
    assert refused.value.text.render("en") == said


def test_another_players_turn_names_them() -> None:
    with pytest.raises(TableError) as refused:
        seat_to_move(_table("playing", to_move=1), ALICE)  # type: ignore[arg-type]
    assert refused.value.text.render("en") == "It is not your turn; it is bob's."
    assert seat_to_move(_table("playing", to_move=0), ALICE)[0] == 0  # type: ignore[arg-type]


async def test_play_and_a_game_command_refuse_out_of_turn_alike(simcord_env) -> None:
    world = make_world(simcord_env, ["alice", "bob"])
    lobby = await open_table(world, "scopa")
    early = await world.players[0].slash(world.channel, "play", card="7d")
    assert early.ephemeral and early.response.content == "The game has not started yet."
    await world.players[0].slash(world.channel, "table abandon")

    table = await setup_game(world, "scopa", humans=2)
    assert lobby.id != table.id
    waiting = next(p for p in world.players if table.seats[table.state.to_move].user_id != p.id)
    mover = table.seats[table.state.to_move].name
    commands = (("play", {"card": "7d"}), ("move", {"action": table.state.legal()[0]}), ("hint", {}))
    for command, args in commands:
        refused = await waiting.slash(world.channel, command, **args)
        said = refused.response.content
        assert refused.ephemeral and said == f"It is not your turn; it is {mover}'s.", command
