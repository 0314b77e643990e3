"""Game records: written, read back, replayed to the same position, for every game."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import games
from games.record import RecordError, format_record, make_record, parse_record

NAMES = st.text(alphabet="abcdefghijk ÀéñØ_-.'0123456789[]", min_size=1, max_size=12)
LEVELS = st.sampled_from([None, "easy", "normal", "hard"])


def play_random(
    game_name: str, preset: str, players: int, seed: int, rng: random.Random, limit: int, options=None
):
    game = games.get(game_name)
    state = game.new(players, preset=preset, options=options, seed=seed)
    actions = []
    while not state.over and len(actions) < limit:
        action = rng.choice(state.legal())
        actions.append(action)
        state = state.play(action)
    return state, actions


@st.composite
def random_games(draw, game_name: str):
    game = games.get(game_name)
    preset = draw(st.sampled_from(sorted(game.presets)))
    players = draw(st.sampled_from(game.player_counts(preset)))
    seed = draw(st.integers(0, 2**63 - 1))
    play_seed = draw(st.integers(0, 2**32))
    limit = draw(st.integers(0, 400))
    seats = draw(st.lists(st.tuples(NAMES, LEVELS), min_size=players, max_size=players))
    changed = {}
    for option in draw(st.lists(st.sampled_from(game.option_list), max_size=3, unique_by=lambda o: o.name)):
        if option.type == "bool":
            changed[option.name] = draw(st.booleans())
        elif option.allowed is not None:
            changed[option.name] = draw(st.sampled_from(option.allowed))
    try:
        options = game.resolve_options(preset, changed)
        state, actions = play_random(
            game_name, preset, players, seed, random.Random(play_seed), limit, options
        )
    except games.BadOptions:
        assume(False)
    record = make_record(game_name, preset, options, seats, seed, actions, "2026-11-23 16:20 UTC")
    return record, state


@pytest.mark.parametrize("game_name", games.names())
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_record_round_trips_to_the_same_game(game_name, data):
    record, played = data.draw(random_games(game_name))
    text = format_record(record)
    loaded = parse_record(text)
    assert loaded == record
    assert format_record(loaded) == text  # exactly the same text
    final = loaded.final()
    assert final.over == played.over
    assert list(final.scores) == list(played.scores)
    assert (final.result and final.result.to_json()) == (played.result and played.result.to_json())
    for seat in [None, *range(played.num_players)]:
        assert final.view(seat) == played.view(seat)


def finished_scopa():
    game = games.get("scopa")
    state, actions = play_random("scopa", "scopa", 2, 7, random.Random(1), 10_000)
    assert state.over
    return make_record(
        "scopa",
        "scopa",
        game.resolve_options("scopa", {}),
        [("ann", None), ("Bot", "hard")],
        7,
        actions,
        "2026-11-23 16:20 UTC",
    ), state


def test_a_finished_record_reads_like_a_score_sheet():
    record, state = finished_scopa()
    text = format_record(record)
    lines = text.splitlines()
    assert lines[0] == "Tavolo game record"
    assert "Seat 2: Bot [computer hard]" in lines
    result = next(line for line in lines if line.startswith("Result: "))
    names = ["ann", "Bot"]
    winner = names[state.result.winners[0]]
    assert result.endswith(f"— {winner} won")
    assert lines[lines.index("") + 1].startswith("1. ")
    assert "; ann: " in text or "; Bot: " in text


def test_a_record_whose_moves_do_not_give_its_result_is_refused():
    record, _ = finished_scopa()
    text = format_record(record)
    lines = text.splitlines(keepends=True)
    last = max(i for i, line in enumerate(lines) if line[:1].isdigit())
    with pytest.raises(RecordError, match="but its moves give"):
        parse_record("".join(lines[:last]))


def test_an_illegal_move_is_named_by_its_number():
    record, _ = finished_scopa()
    text = format_record(record).replace("\n3. ", "\n3. Zz ; ", 1)
    with pytest.raises(RecordError, match=r"Move 3 .`Zz`. is not legal"):
        parse_record(text)


def test_not_a_record():
    with pytest.raises(RecordError, match="not a Tavolo game record"):
        parse_record("hello\n")


@pytest.mark.parametrize("game_name", games.names())
def test_a_whole_game_of_every_game_round_trips(game_name):
    game = games.get(game_name)
    preset = game.default_preset
    players = game.player_counts(preset)[0]
    state, actions = play_random(game_name, preset, players, 11, random.Random(5), 100_000)
    assert state.over
    seats = [(f"p{i}", None) for i in range(players)]
    record = make_record(game_name, preset, game.resolve_options(preset, {}), seats, 11, actions)
    text = format_record(record)
    assert "won" in text.splitlines()[len(seats) + 6]
    loaded = parse_record(text)
    assert format_record(loaded) == text
    assert loaded.final().result.to_json() == state.result.to_json()
