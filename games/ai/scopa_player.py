"""Computer players for the Scopa family (Scopa, Scopone, scientifico, Tamanini, d'Assi, di quindici).

Moves are `card` (lay it on the table) or `card:taken+taken` (capture). The heuristics read
only the move, the seat's hand, the table and the public history of the deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.ai.player import Player, View
from games.ai.results import SearchResult
from games.ai.scopa_heuristics import (
    SWEEP,
    greedy,
    split,
    sweep_threat,
    unseen_cards,
    value,
    worth,
)
from games.ai.scopa_search import search_worlds
from games.cards import suit_of
from games.core import State
from i18n import Text


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

    def explain(self, view: View, action: str) -> Text:
        # People read this after the move itself (`/hint`'s "Try …", `/replay`'s "Hard would have
        # played …"), so it does not name the card again: why, and what lands in the pile.
        card, taken = split(action)
        table = list(view.get("table", []))
        if taken and len(taken) == len(table) and not self._last_play(view):
            return Text("hint-scopa-sweep")
        if "7d" in taken:
            return Text("hint-scopa-settebello")
        if taken:
            won = [card, *taken]
            coins = sum(1 for c in won if suit_of(c) == "d")
            safe = "yes" if card == "7d" else "no"
            return Text("hint-scopa-takes", count=len(won), coins=coins, safe=safe)
        return Text("hint-scopa-lay")

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
                move = max(moves, key=lambda m: greedy(m, table, following, rules) + rng.random() * 0.01)
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


PLAYER = ScopaPlayer("scopa")
