"""Stovkahra scoring bonuses, whole matches from seeds, and the invariants (hypothesis)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.stovkahra.rules import INDEX, NAMES, TOKENS, score_deal
from games.tricks import Trick

GAME = games.get("stovkahra")
HEARTS = 1


def tricks_won(*records: tuple[int, str]) -> SimpleNamespace:
    """A played deal reduced to what scoring reads: (winner seat, winning card) per trick."""
    done = [Trick(0, (INDEX[card],), winner, INDEX[card]) for winner, card in records]
    return SimpleNamespace(won=(0, 0, 0, 0), done=done)


def bonuses(teams):
    return [[name, points] for team in teams for name, points, _ in team["bonuses"]]


def test_seven_bonuses():
    eight = [(1, "As")] * 6
    played = tricks_won((0, "7s"), *eight, (1, "Ah"))
    teams = score_deal(played, (), HEARTS, complete=True, must_be_trump=False)
    assert teams[0]["bonuses"] == [["first trick with a 7", 52, 1]]
    assert teams[1]["bonuses"] == [["last trick", 6, 8]]
    played = tricks_won((0, "Ks"), (2, "7d"), *[(1, "As")] * 5, (3, "7c"))
    teams = score_deal(played, (), HEARTS, complete=True, must_be_trump=False)
    assert teams[0]["bonuses"] == [["trick won with a 7", 10, 2]]
    assert teams[1]["bonuses"] == [["last trick with a 7", 26, 8]]  # includes the 6
    assert teams[0]["total"] == 10 and teams[1]["total"] == 26


def test_seven_must_be_trump_ignores_other_sevens():
    played = tricks_won((0, "7s"), (2, "7h"), *[(1, "As")] * 5, (3, "7c"))
    teams = score_deal(played, (), HEARTS, complete=True, must_be_trump=True)
    assert bonuses(teams) == [["trick won with a 7", 10], ["last trick", 6]]


def test_a_stopped_deal_has_no_last_trick_bonus():
    played = tricks_won((0, "Ks"), (1, "7d"))
    teams = score_deal(played, ((3, "AAA", 30),), HEARTS, complete=False, must_be_trump=False)
    assert bonuses(teams) == [["trick won with a 7", 10]]
    assert teams[1]["total"] == 40 and teams[1]["declarations"] == [[3, "AAA", 30]]


def test_card_points_total_72():
    state = GAME.new(4, seed=9).playout(random.Random(9))
    summary = state.view(0)["previous_deal"]
    assert sum(team["cards"] for team in summary["teams"]) == 72
    assert sum(summary["tricks"]) == 8


def _conserved(state) -> None:
    t = state._tricks
    held = t.hands + t.won
    cards = sum(m.bit_count() for m in held) + len(t.trick)
    union = 0
    for m in held:
        union |= m
    for card in t.trick:
        union |= 1 << card
    assert cards == 32 and union == (1 << 32) - 1


def _public_cards(view) -> set[str]:
    out = set(view["shown"]["cards"]) | {view["trump_card"]} | set(view["table"])
    for trick in view["tricks"]:
        out |= set(trick["cards"])
    return out


def _card_tokens(value) -> set[str]:
    if isinstance(value, str):
        return {token for token in value.replace(":", " ").replace("+", " ").split() if token in INDEX}
    if isinstance(value, dict):
        return set().union(*(_card_tokens(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_card_tokens(v) for v in value)) if value else set()
    return set()


def _check_view(state, seat) -> None:
    view = state.view(seat)
    hidden = {c for other in range(4) if other != seat for c in state.hand(other)} - _public_cards(view)
    assert not (_card_tokens(view) & hidden), "a view shows another seat's hidden card"
    if state._signal is not None and (seat is None or seat % 2 != state._signal[0] % 2):
        assert view["signal"] is None
        assert not any(a.startswith("signal") for _, a in view["history"])


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["strict", "simple", "suit_only"]))
def test_random_matches_conserve_cards_hide_cards_and_replay(seed, follow):
    options = {"follow": follow, "brcke": 3, "target": 60}
    state = GAME.new(4, options=options, seed=seed)
    rng = random.Random(seed)
    log = []
    steps = 0
    while not state.over and steps < 3000:
        _conserved(state)
        if steps % 7 == 0:
            _check_view(state, rng.choice([None, 0, 1, 2, 3]))
        legal = state.legal()
        assert legal and len(set(legal)) == len(legal)
        # Few random dost claims, or games would all end in the first trick.
        choices = [a for a in legal if a != "dost"] if rng.random() < 0.9 else legal
        action = rng.choice(choices or legal)
        assert state.is_legal(action)
        log.append(action)
        state = state.play(action)
        steps += 1
    assert state.over
    result = state.result
    assert max(result.scores) >= 3 and result.winners == [result.ranks.index(0)]
    replayed = GAME.replay(4, options, seed, log)
    assert replayed.view(None) == state.view(None) and replayed.result == result


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32))
def test_determinized_worlds_agree_with_the_view(seed):
    state = GAME.new(4, seed=seed, options={"target": 60})
    rng = random.Random(seed)
    for _ in range(60):
        if state.over:
            break
        seat = state.to_move
        view = state.view(seat)
        world = GAME.determinize(view, rng)
        assert world.view(seat) == view
        assert world.legal() == state.legal()
        _conserved(world)
        state = state.play(rng.choice([a for a in state.legal() if a != "dost"] or state.legal()))


def test_signal_constrains_the_partners_worlds_only():
    deal = {
        "hands": [
            ["Qs", "7d", "8d", "9d", "10d", "Jd", "Qd", "Kd"],
            ["Ks", "8s", "7c", "8c", "9c", "10c", "Jc", "Qc"],
            ["7h", "8h", "9h", "10h", "9s", "10s", "Js", "Kc"],
            ["As", "7s", "Ad", "Ac", "Jh", "Qh", "Kh", "Ah"],
        ]
    }
    state = GAME.new(4, seed=1, deal=deal).play("pass").play("signal:d").play("declare:AAAA").play("pass")
    rng = random.Random(2)
    for _ in range(20):
        partner_world = GAME.determinize(state.view(0), rng)
        assert "7h" in partner_world.hand(2)
        assert not any(card.endswith("d") for card in partner_world.hand(2))
        # Seat 3 declared four Aces: every world gives it all four.
        assert {"As", "Ad", "Ac", "Ah"} <= set(GAME.determinize(state.view(1), rng).hand(3))


def test_playout_finishes_the_deal_and_declares_what_is_held():
    rng = random.Random(4)
    for seed in range(30):
        state = GAME.new(4, seed=seed)
        after = state.playout(rng)
        assert after.over or after.deal == 1
        _conserved(after)
        declared = after.view(0)["previous_deal"]["teams"]
        held = {s: set(state.hand(s)) for s in range(4)}
        for team in declared:
            for seat, token, _ in team["declarations"]:
                rank, count, _ = TOKENS[token]
                assert sum(1 for card in held[seat] if card[:-1] == rank) == count


def test_whole_matches_from_seeds_are_reproducible():
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        state = GAME.new(4, seed=seed)
        log = []
        while not state.over:
            action = state.legal()[0] if state.phase == "brcka" else rng.choice(state.legal())
            log.append(action)
            state = state.play(action)
        assert max(state.result.scores) >= 10
        assert GAME.replay(4, {}, seed, log).result == state.result
        assert all(NAMES)  # the card table is intact after a long match


def test_whether_the_match_is_over_and_which_deal_it_is_read_the_same_before_and_after_scoring():
    # A deal's end is scored on first look; `over` and `deal` may be answered before it (while no
    # game won in this deal could end the match). Read first, then after a view has scored the
    # deal, they must agree, up to the match's last deal (short games, few brčke to win).
    ends = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new(4, options={"target": 20, "brcke": 3}, seed=seed)
        for _ in range(600):
            first = (state.over, state.deal)
            view = state.view(0)
            assert (state.over, state.deal) == first == (view["phase"] == "over", view["deal"])
            if state.over:
                ends += 1
                break
            state = state.play(rng.choice(state.legal()))
    assert ends == 12
