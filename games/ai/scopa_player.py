"""Computer players for the Scopa family (Scopa, Scopone, scientifico, Tamanini, d'Assi, di quindici).

Moves are `card` (lay it on the table) or `card:taken+taken` (capture). The heuristics read
only the move, the seat's hand, the table and the public history of the deal.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from games.ai.player import Player, View
from games.ai.search import SearchResult
from games.cards import italian_deck, rank_of, suit_of, symbol, symbols
from games.core import State
from games.scopa.captures import captures
from games.scopa.deck import NOTE, VALUE
from games.scopa.rules import Rules

_VALUE = {"A": 1, "J": 8, "Q": 9, "K": 10}
_PRIMIERA = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "J": 10, "Q": 10, "K": 10}
_DECK = italian_deck()
SWEEP = 10.0  # a scopa is worth a point; the other weights are in the same tenths of a point


def value(card: str) -> int:
    """Capture value: Asso 1, 2..7, Fante 8, Cavallo 9, Re 10."""
    rank = rank_of(card)
    return _VALUE.get(rank) or int(rank)


def split(action: str) -> tuple[str, list[str]]:
    """`7d:3c+4s` -> (`7d`, [`3c`, `4s`]); `7d` -> (`7d`, [])."""
    card, _, taken = action.partition(":")
    return card, [c for c in taken.split("+") if c]


def worth(card: str) -> float:
    """What capturing `card` is worth toward carte, denari, settebello and primiera (tenths of a point)."""
    points = 1.0  # carte
    if suit_of(card) == "d":
        points += 2.0
    if card == "7d":
        points += 12.0
    rank = rank_of(card)
    if rank == "7":
        points += 3.0
    elif rank == "6":
        points += 1.5
    elif rank == "A":
        points += 0.8
    return points


def seen_cards(view: View) -> set[str]:
    """Every card this seat has seen in the deal: its hand, the table, and every card played or taken."""
    seen = set(view.get("hand", [])) | set(view.get("table", []))
    for _seat, action in view.get("history", []):
        if not isinstance(action, str):
            continue
        card, taken = split(action)
        if card in _DECK:
            seen.add(card)
        seen.update(c for c in taken if c in _DECK)
    return seen


def unseen_cards(view: View) -> list[str]:
    """Cards this seat has not seen: they are in other hands or the stock."""
    seen = seen_cards(view)
    return [c for c in _DECK if c not in seen]


def _chance_any(unseen: int, wanted: int, hand: int) -> float:
    """Chance that a hand of `hand` cards drawn from `unseen` cards holds at least one of `wanted`."""
    if wanted <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    hand = min(hand, unseen)
    if unseen - wanted < hand:
        return 1.0
    return 1.0 - math.comb(unseen - wanted, hand) / math.comb(unseen, hand)


def sweep_threat(table: Sequence[str], unseen: Sequence[str], hand: int, options: View) -> float:
    """Chance that a player with `hand` unseen cards can sweep `table` with their next card."""
    if not table or hand <= 0:
        return 0.0
    values = [value(c) for c in table]
    total = sum(values)
    sweepers: set[int] = set()
    if options.get("scopa_15"):
        if 1 <= 15 - total <= 10:
            sweepers.add(15 - total)
    elif len(table) == 1:
        sweepers.add(values[0])
    elif total <= 10 and total not in values:
        sweepers.add(total)
    blocked = options.get("ace_on_table_blocks", True) and 1 in values
    if options.get("ace_takes_all") and options.get("ace_sweep_scores") and not blocked:
        sweepers.add(1)
    wanted = sum(1 for c in unseen if value(c) in sweepers)
    return _chance_any(len(unseen), wanted, hand)


class ScopaPlayer(Player):
    """Scopa-family heuristics and a cheap greedy rollout for the search."""

    iterations_per_ms = 2.0

    def _next_opponent_hand(self, view: View) -> int:
        seat, sides = int(view["seat"]), view.get("sides") or []
        sizes = view.get("hand_sizes") or []
        n = len(sizes)
        if not n:
            return 3
        for step in range(1, n):
            other = (seat + step) % n
            if not sides or sides[other] != sides[seat]:
                return int(sizes[other])
        return 0

    def score_move(
        self, view: View, action: str, *, careful: bool = True, unseen: Sequence[str] | None = None
    ) -> float:
        """Heuristic worth of `action` in tenths of a point (higher is better)."""
        card, taken = split(action)
        table = list(view.get("table", []))
        if taken:
            after = [c for c in table if c not in taken]
            gain = sum(worth(c) for c in [card, *taken])
            if not after and not self._last_play(view):
                gain += SWEEP
        else:
            after = [*table, card]
            # Laying a card offers it to the opponents; lay the cards that matter least.
            gain = -0.5 * worth(card) - 0.05 * value(card)
        if careful and after:
            if unseen is None:
                unseen = unseen_cards(view)
            threat = sweep_threat(after, unseen, self._next_opponent_hand(view), view.get("options") or {})
            gain -= threat * (SWEEP + 0.5 * sum(worth(c) for c in after))
        return gain

    def _last_play(self, view: View) -> bool:
        sizes = view.get("hand_sizes") or []
        stock = view.get("stock", view.get("stock_size", 0)) or 0
        stock = len(stock) if isinstance(stock, list) else int(stock)
        return stock == 0 and sum(int(s) for s in sizes) <= 1

    def easy(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        # A beginner: takes whatever grabs the most cards, sees sweeps and the settebello, never
        # thinks about what it leaves behind, and now and then just plays something.
        if rng.random() < 0.3:
            return rng.choice(list(legal))
        return max(legal, key=lambda a: (self.score_move(view, a, careful=False), rng.random()))

    def normal(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        unseen = unseen_cards(view)
        return max(legal, key=lambda a: (self.score_move(view, a, unseen=unseen), rng.random()))

    def explain(self, view: View, action: str) -> str:
        # People read this (`/hint`): card symbols, and what lands in the pile.
        card, taken = split(action)
        shown = symbol(card)
        table = list(view.get("table", []))
        if taken and len(taken) == len(table) and not self._last_play(view):
            return f"{shown} sweeps the table for a scopa"
        if "7d" in taken:
            return f"{shown} takes the settebello (7♦)"
        if taken:
            won = [card, *taken]
            coins = sum(1 for c in won if suit_of(c) == "d")
            extra = f", {coins} of them coins" if coins else ""
            safe = ", the settebello safe among them" if card == "7d" else ""
            return f"{shown} takes {symbols(taken)}: {len(won)} cards to your pile{extra}{safe}"
        return f"laying {shown} gives the least away and leaves no easy sweep"

    def solve(self, view: View, legal: Sequence[str]) -> str | None:
        # Two players and an empty stock: the unseen cards are exactly the opponent's hand, so the
        # rest of the deal is a game of perfect information and small enough to search to the end.
        # (Reached only with USE_WORLD_SEARCH off: the world search covers two-player tables.)
        if int(view.get("players", 0)) != 2 or view.get("stock_size") or len(legal) < 2:
            return None
        world = self.game.determinize(view, random.Random(0))
        seat = int(view["seat"])
        solver = _Solver(world, seat)
        try:
            values = {action: solver.value(world.play(action)) for action in legal}
        except _TooBig:
            return None
        # Minimax values tie often; among the best, the habitual move keeps the practical chances.
        habit = self.normal(view, legal, random.Random(0))
        return max(legal, key=lambda a: (values[a], a == habit, a))

    def own_search(
        self,
        view: View,
        legal: Sequence[str],
        rng: random.Random,
        iterations: int,
        deadline: float | None,
        default: str | None,
    ) -> SearchResult | None:
        """Two players: alpha-beta inside each sampled world (`games.ai.scopa_search`); more
        players (partners, several opponents): None, the generic rollout search."""
        if int(view.get("players", 0)) != 2 or not USE_WORLD_SEARCH:
            return None
        from games.ai.scopa_search import search_worlds  # it builds on this module

        return search_worlds(self, view, legal, rng, iterations, deadline, default)

    def rollout(self, start: State, state: State, rng: random.Random) -> State:
        # The engine's int moves and `apply` skip notation entirely: rollouts are the search's hot path.
        deal = start.deal
        while not state.over and state.deal == deal:
            moves = state.moves()  # type: ignore[attr-defined]
            if len(moves) == 1 or rng.random() < ROLLOUT_NOISE:
                move = moves[int(rng.random() * len(moves))]
            else:
                table = state.table  # type: ignore[attr-defined]
                # Inside a sampled world the rollout may look at the next hand: it stands in for
                # a player who reads the table well, without costing a search of its own.
                rules = state.rules  # type: ignore[attr-defined]
                following = state.hands[(state.turn + 1) % rules.players]  # type: ignore[attr-defined]
                move = max(moves, key=lambda m: _greedy(m, table, following, rules) + rng.random() * 0.01)
            state = state.apply(move)  # type: ignore[attr-defined]
        return state


ROLLOUT_NOISE = 0.1
# False: two-player tables use the generic rollout search too (the player before the world
# search, kept for comparisons: +0.76 points a deal against normal, the world search +1.0).
USE_WORLD_SEARCH = True


class _TooBig(Exception):
    """The endgame tree is larger than a move's budget allows."""


class _Solver:
    """Minimax of the deal's remaining plays: the seat's side gain minus the other side's."""

    LIMIT = 30_000

    def __init__(self, root: State, seat: int) -> None:
        self.deal = root.deal
        self.before = list(root.scores)
        self.side = root.sides[seat]
        self.sides = root.sides
        self.nodes = 0

    def value(self, state: State) -> float:
        self.nodes += 1
        if self.nodes > self.LIMIT:
            raise _TooBig
        if state.over or state.deal != self.deal:
            gains = [after - before for before, after in zip(self.before, state.scores, strict=True)]
            return gains[self.side] - sum(g for i, g in enumerate(gains) if i != self.side)
        mover = state.to_move
        assert mover is not None
        values = [self.value(state.apply(move)) for move in state.moves()]  # type: ignore[attr-defined]
        return max(values) if self.sides[mover] == self.side else min(values)


# Cached per-mask (value total, worth) of card sets, over the engine's card indices.
_MASKS: dict[int, tuple[int, float]] = {}
_WORTH_BY_INDEX = tuple(worth(card) for card in NOTE)


def _mask_info(mask: int) -> tuple[int, float]:
    found = _MASKS.get(mask)
    if found is None:
        total, points, rest = 0, 0.0, mask
        while rest:
            low = rest & -rest
            index = low.bit_length() - 1
            total += VALUE[index]
            points += _WORTH_BY_INDEX[index]
            rest ^= low
        if len(_MASKS) > 100_000:
            _MASKS.clear()
        found = _MASKS[mask] = (total, points)
    return found


def _base_gain(card: int, taken: int) -> float:
    """What an engine move is worth by itself, before any sweep (tenths of a point): the cards it
    takes, or what laying the card costs (its worth, and a little for its value)."""
    if taken:
        return _WORTH_BY_INDEX[card] + _mask_info(taken)[1]
    return -0.5 * _WORTH_BY_INDEX[card] - 0.05 * VALUE[card]


# Per rules object, (table | hand << 40) -> threat. Int keys and float values keep these dicts
# out of the garbage collector's sight: a cache of tuples made every full collection crawl it.
_THREATS: dict[int, dict[int, float]] = {}


def _threat(table: int, hand: int, rules: Rules) -> float:
    """The most the holder of `hand` can take from `table` with one card (a sweep counts)."""
    cache = _THREATS.get(id(rules))
    if cache is None:
        cache = _THREATS[id(rules)] = {}
    key = table | hand << 40
    found = cache.get(key)
    if found is None:
        found = 0.0
        rest = hand
        while rest:
            low = rest & -rest
            card = low.bit_length() - 1
            rest ^= low
            for taken in captures(table, card, rules):
                found = max(found, _base_gain(card, taken) + (SWEEP if taken == table else 0.0))
        if len(cache) > 200_000:
            cache.clear()
        cache[key] = found
    return found


def _greedy(move: int, table: int, following: int, rules: Rules) -> float:
    """The rollout's quick worth of an engine move: what it takes minus what the next player can take."""
    card, taken = move & 63, move >> 6
    gain = _base_gain(card, taken)
    if taken and taken == table:
        return gain + SWEEP
    after = table ^ taken if taken else table | (1 << card)
    return gain - 0.8 * _threat(after, following, rules)


PLAYER = ScopaPlayer("scopa")
