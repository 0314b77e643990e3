"""The shared protocol: option schema, presets, the registry, results."""

from __future__ import annotations

import pytest

import games
from games.core import Option, Result, ranks_from_scores


def test_bool_options_read_what_a_slash_command_sends():
    flag = Option("napola", "bool", False, "help")
    assert flag.coerce("on") is True and flag.coerce("No") is False and flag.coerce(1) is True
    with pytest.raises(games.BadOptions, match="`napola` is on or off"):
        flag.coerce("maybe")


def test_int_options_check_bounds_and_allowed_values():
    target = Option("target", "int", 11, "help", min=1, max=99)
    assert target.coerce("15") == 15
    with pytest.raises(games.BadOptions, match="at least 1"):
        target.coerce(0)
    with pytest.raises(games.BadOptions, match="at most 99"):
        target.coerce(100)
    with pytest.raises(games.BadOptions, match="whole number"):
        target.coerce(True)
    limit = Option("max_sum_cards", "int", None, "help", allowed=(None, 2, 3))
    assert limit.coerce("none") is None and limit.coerce(2) == 2
    with pytest.raises(games.BadOptions, match="one of none, 2, 3"):
        limit.coerce(4)


def test_choice_options():
    tie = Option("tie_break", "choice", "play_on", "help", allowed=("play_on", "count_back"))
    assert tie.coerce(" COUNT_BACK ") == "count_back"
    with pytest.raises(games.BadOptions, match="play_on, count_back"):
        tie.coerce("dice")
    assert tie.to_json()["allowed"] == ["play_on", "count_back"]


def test_presets_then_explicit_options_win():
    scopa = games.get("scopa")
    options = scopa.resolve_options("scopone-tamanini", {"target": 15})
    assert options["target"] == 15 and options["napola"] is True
    assert scopa.describe_options(scopa.resolve_options()) == "standard rules"
    assert "scopa_15=on" in scopa.describe_options(scopa.resolve_options("scopa-15"))


def test_registry():
    assert "scopa" in games.names()
    assert games.get(" Scopa ") is games.get("scopa")
    assert games.find("scopone") == (games.get("scopa"), "scopone")
    assert games.find("scopa") == (games.get("scopa"), "scopa")
    with pytest.raises(games.BadOptions, match="no game `chess`"):
        games.get("chess")


def test_replay_rebuilds_a_position_from_its_log():
    scopa = games.get("scopa")
    state = scopa.new(2, options={"target": 15}, seed=42)
    log = []
    for _ in range(10):
        action = state.legal()[-1]
        log.append(action)
        state = state.play(action)
    again = scopa.replay(2, {"target": 15}, 42, log)
    assert again.view(0) == state.view(0) and again.view(1) == state.view(1)


def test_ranks_and_results():
    assert ranks_from_scores([3, 7, 7, 1]) == [2, 0, 0, 3]
    assert ranks_from_scores([3, 1], higher_is_better=False) == [1, 0]
    result = Result(sides=[0, 1], scores=[11, 8], ranks=[0, 1], winners=[0], detail={"reason": "target"})
    assert result.to_json() == {
        "sides": [0, 1],
        "scores": [11, 8],
        "ranks": [0, 1],
        "winners": [0],
        "detail": {"reason": "target"},
    }


def test_presets_with_a_name_of_their_own_are_called_by_it():
    assert games.get("scopa").preset_title("scopone") == "Scopone"
    assert games.get("scopa").preset_title("scopa") == "Scopa"
    assert games.get("oldmaid").preset_title("babanuki") == "Babanuki"
    assert games.get("oldmaid").preset_title("old-maid") == "Old Maid"
    assert games.get("concentration").preset_title("shinkei-suijaku") == "Shinkei-suijaku"
    assert games.get("gofish").preset_title() == "Go Fish"
