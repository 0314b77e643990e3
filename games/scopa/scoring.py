"""Scoring a finished deal and deciding whether the match is won."""

from __future__ import annotations

from typing import Any

from games.scopa.deck import BIT, COINS, RE_BELLO, SETTEBELLO, SEVENS, napola_run, primiera
from games.scopa.rules import Rules


def _sole_best(figures: list[int]) -> int | None:
    """The side with the strictly highest positive figure, or None on a tie at the top."""
    best = max(figures)
    if best <= 0 or figures.count(best) > 1:
        return None
    return figures.index(best)


def score_deal(
    piles: tuple[int, ...] | list[int], sweeps: tuple[int, ...], rules: Rules
) -> list[dict[str, Any]]:
    """Per side: points of each item (`carte`, `denari`, ... as in the rule book), the raw
    figures `cards`, `coins`, `primiera_total`, and `total`. `sweeps` lists the side of each scopa."""
    cards = [pile.bit_count() for pile in piles]
    coins = [(pile & COINS).bit_count() for pile in piles]
    prim = [primiera(pile) for pile in piles]
    winners = {"carte": _sole_best(cards), "denari": _sole_best(coins), "primiera": _sole_best(prim)}
    out = []
    for side, pile in enumerate(piles):
        items: dict[str, Any] = {
            "carte": int(winners["carte"] == side),
            "denari": int(winners["denari"] == side),
            "settebello": int(bool(pile & BIT[SETTEBELLO])),
            "primiera": int(winners["primiera"] == side),
            "scope": sweeps.count(side),
        }
        if rules.napola:
            items["napola"] = napola_run(pile)
        if rules.re_bello:
            items["re_bello"] = int(bool(pile & BIT[RE_BELLO]))
        if rules.settanta:
            items["settanta"] = int(pile & SEVENS == SEVENS)
        items["total"] = sum(items.values())
        items["cards"] = cards[side]
        items["coins"] = coins[side]
        items["primiera_total"] = prim[side]
        out.append(items)
    return out


def instant_winner(piles: tuple[int, ...] | list[int], rules: Rules) -> tuple[int, str] | None:
    """A side that wins the match at once (cappotto, full napola) and why."""
    for side, pile in enumerate(piles):
        if pile & COINS == COINS:
            if rules.cappotto:
                return side, "cappotto"
            if rules.napola_full:
                return side, "napola"
    return None


def match_winner(
    before: list[int], items: list[dict[str, Any]], sweeps: tuple[int, ...], rules: Rules
) -> int | None:
    """The side that wins on points after this deal, or None to deal again."""
    after = [b + side_items["total"] for b, side_items in zip(before, items, strict=True)]
    if max(after) < rules.target:
        return None
    top = max(after)
    leaders = [side for side, total in enumerate(after) if total == top]
    if len(leaders) == 1:
        return leaders[0]
    if rules.tie_break != "count_back":
        return None
    # Count back: replay this deal's items in rule-book order; the first leader to reach the target wins.
    running = list(before)
    for item in rules.items():
        if item == "scope":
            gains = [(side, 1) for side in sweeps]
        else:
            gains = [(side, side_items[item]) for side, side_items in enumerate(items) if side_items[item]]
        for side, points in gains:
            running[side] += points
            if side in leaders and running[side] >= rules.target:
                return side
    return None


def final_ranks(scores: list[int], winner: int) -> list[int]:
    """Winner first; the other sides by score, equal scores sharing a place."""
    others = sorted((s for side, s in enumerate(scores) if side != winner), reverse=True)
    return [0 if side == winner else 1 + others.index(s) for side, s in enumerate(scores)]
