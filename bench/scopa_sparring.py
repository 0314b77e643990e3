"""A sparring partner for the Scopa family: an expert-level player of the class issue 34 describes,
used only to measure the hard player (`bench/scopa_duel.py`). It is not a level and the bot never
imports it (it lives in `bench/`, outside `games/`).

How it plays a move, from the seat's view only:
- it re-deals the cards it has not seen `WORLDS` (6) times, uniformly (no inference from the
  opponents' plays);
- in each world it scores every legal move with a 3-ply alpha-beta (both sides searched, each
  side maximizing its own points) over a hand-tuned evaluation, averaged with one random 6-ply
  rollout from that move, judged by the same evaluation;
- it plays the move with the best mean over the worlds;
- once nothing is hidden (2 players, stock empty: the unseen cards are the opponent's hand) it
  solves the rest of the deal exactly. With more players (Scopone: no stock at all) each world is
  solved to the deal's end once at most `EXACT_CARDS` cards remain in the hands.

It answers in a couple of milliseconds. Deterministic for a seed.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from games.scopa.deck import BIT, COINS, RANK_MASK, SETTEBELLO, VALUE
from games.scopa.state import ScopaState, move_of

WORLDS = 6
DEPTH = 3
ROLLOUT_PLIES = 6
EXACT_CARDS = 8  # more than 2 players: solve each world once this few cards are left in the hands
_INF = float("inf")
_SEVENS = RANK_MASK[7]
_SIXES = RANK_MASK[6]
_ACES = RANK_MASK[1]


def evaluate(state: ScopaState, side: int, before: tuple[int, ...], deal: int) -> float:
    """Hand-tuned worth of `state` for `side` (points, its own minus the best other side's)."""
    if state.turn < 0 or state.deal_no != deal:
        gains = [after - b for after, b in zip(state.score, before, strict=True)]
        return float(gains[side] - max(g for s, g in enumerate(gains) if s != side))
    piles = state.piles
    mine = piles[side]
    theirs = 0
    for s, pile in enumerate(piles):
        if s != side:
            theirs |= pile
    sweeps = state.sweeps
    value = float(sweeps.count(side) - (len(sweeps) - sweeps.count(side)))
    if mine & BIT[SETTEBELLO]:
        value += 1.0
    elif theirs & BIT[SETTEBELLO]:
        value -= 1.0
    m, t = mine.bit_count(), theirs.bit_count()
    value += 1.0 if m > 20 else -1.0 if t > 20 else 0.045 * (m - t)
    m, t = (mine & COINS).bit_count(), (theirs & COINS).bit_count()
    value += 1.0 if m > 5 else -1.0 if t > 5 else 0.15 * (m - t)
    value += 0.22 * ((mine & _SEVENS).bit_count() - (theirs & _SEVENS).bit_count())
    value += 0.08 * ((mine & _SIXES).bit_count() - (theirs & _SIXES).bit_count())
    value += 0.04 * ((mine & _ACES).bit_count() - (theirs & _ACES).bit_count())
    # A table one card can sweep is a chance for whoever moves next.
    table = state.table
    if table:
        total, rest = 0, table
        while rest:
            low = rest & -rest
            total += VALUE[low.bit_length() - 1]
            rest ^= low
        if total <= 10:
            value += 0.3 if state.rules.side_of[state.turn] == side else -0.3
    return value


class _Search:
    def __init__(self, root: ScopaState, side: int) -> None:
        self.side = side
        self.before = root.score
        self.deal = root.deal_no

    def alphabeta(self, state: ScopaState, depth: int, alpha: float, beta: float) -> float:
        if depth <= 0 or state.turn < 0 or state.deal_no != self.deal:
            return evaluate(state, self.side, self.before, self.deal)
        moves = state.moves()
        if state.rules.side_of[state.turn] == self.side:
            best = -_INF
            for move in moves:
                found = self.alphabeta(state.apply(move), depth - 1, alpha, beta)
                if found > best:
                    best = found
                    alpha = max(alpha, found)
                    if alpha >= beta:
                        break
            return best
        best = _INF
        for move in moves:
            found = self.alphabeta(state.apply(move), depth - 1, alpha, beta)
            if found < best:
                best = found
                beta = min(beta, found)
                if alpha >= beta:
                    break
        return best

    def rollout(self, state: ScopaState, rng: random.Random) -> float:
        for _ in range(ROLLOUT_PLIES):
            if state.turn < 0 or state.deal_no != self.deal:
                break
            moves = state.moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        return evaluate(state, self.side, self.before, self.deal)


def choose(view: Mapping[str, Any], legal: Sequence[str], seed: int = 0) -> str:
    """The sparring partner's move for the seat whose `view` this is."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    rng = random.Random(seed)
    game = games.get("scopa")
    seat = int(view["seat"])
    moves = [move_of(action) for action in legal]
    players = int(view["players"])
    stock = int(view.get("stock_size") or 0)
    in_hands = sum(int(s) for s in view.get("hand_sizes") or [])
    exact = (players == 2 and stock == 0) or (players > 2 and stock == 0 and in_hands <= EXACT_CARDS)
    worlds = 1 if players == 2 and stock == 0 else WORLDS
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        world = game.determinize(view, rng)
        side = world.rules.side_of[seat]
        search = _Search(world, side)
        for i, move in enumerate(moves):
            after = world.apply(move)
            if exact:
                totals[i] += search.alphabeta(after, 1_000, -_INF, _INF)
            else:
                shallow = search.alphabeta(after, DEPTH - 1, -_INF, _INF)
                totals[i] += 0.5 * (shallow + search.rollout(after, rng))
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    return legal[best]
