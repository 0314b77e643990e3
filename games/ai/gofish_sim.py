"""A lean Go Fish playout for the search: standard rules only, ranks as counts.

The engine's states carry the full public log and copy it on every ask, which is right for a
table and ten times too slow for thousands of simulated games. Suits never matter under the
standard rules (books of four by rank, no exact-card asks), so a playout needs only each
hand's rank counts, the stock's ranks in order, the book counts and the public memory of
who holds or lacks what. The rules below mirror `games.gofish` for those options exactly:
taking cards, going fish, books, the first empty hand winning, the stock running out.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.ai.gofish_odds import draws_since_none, rank_odds, worth
from games.family_common import rank

BOOK = 4


def standard(options: dict[str, Any]) -> bool:
    """Whether these options are the ones this playout implements."""
    return not (
        options.get("until_stock_empty")
        or options.get("lucky_draw")
        or options.get("book_on_draw_continues")
        or options.get("pairs")
        or options.get("ask_exact_card")
    )


class Playout:
    """A mutable Go Fish game under standard rules, built from an engine state."""

    __slots__ = ("books", "hands", "holds", "lacks", "mover", "n", "since", "smart", "stock", "winners")

    def __init__(self, state: Any, smart: int | None = None) -> None:
        """`smart`: a seat that asks by the odds of `games.ai.gofish_odds` instead of the normal ask."""
        self.n = state.num_players
        self.hands = [Counter(rank(card) for card in hand) for hand in state.hands]
        self.stock = [rank(card) for card in state.stock]
        self.books = [len(books) for books in state.books]
        self.holds = [dict(known["ranks"]) for known in state.known]
        self.lacks = [set(known["lacks"]) for known in state.known]
        self.mover = state.mover
        self.smart = smart
        self.since = draws_since_none({"log": state.log, "hand_sizes": state.hands})
        self.winners: list[int] | None = None
        if state.over and state.result is not None:
            self.winners = list(state.result.winners)

    def asks(self) -> list[tuple[int, str]]:
        me = self.mover
        targets = [s for s in range(self.n) if s != me and self.hands[s]]
        ranks = [r for r, count in self.hands[me].items() if count]
        return [(t, r) for t in targets for r in ranks]

    def choose(self, rng: random.Random, noise: float) -> tuple[int, str]:
        """The rollout policy: the normal player's ask score on the playout's memory."""
        asks = self.asks()
        if len(asks) == 1:
            return asks[0]
        if self.mover == self.smart:
            return max(asks, key=lambda ask: (round(self._worth(*ask), 9), self.hands[self.mover][ask[1]]))
        if rng.random() < noise:
            return asks[int(rng.random() * len(asks))]
        mine = self.hands[self.mover]
        total = sum(mine.values())

        def score(ask: tuple[int, str]) -> float:
            target, wanted = ask
            size = sum(self.hands[target].values())
            value = mine[wanted] * 5.0 + size * 0.5 + rng.random()
            held = self.holds[target].get(wanted, 0)
            if held:
                if held >= size:
                    return value - 500.0
                if mine[wanted] + held >= BOOK:
                    return value + (1000.0 if mine[wanted] == total else 100.0)
            return value

        return max(asks, key=score)

    def _worth(self, target: int, wanted: str) -> float:
        """`gofish_odds.ask_value` on the playout's record (the same odds, counted from ranks)."""
        me = self.mover
        mine = self.hands[me]
        others = [s for s in range(self.n) if s != me]
        pinned = sum(sum(self.holds[s].values()) for s in others)
        pool = 52 - BOOK * sum(self.books) - sum(mine.values()) - pinned
        size = sum(self.hands[target].values())
        odds = rank_odds(
            pool=pool,
            left=max(0, BOOK - mine[wanted] - sum(self.holds[s].get(wanted, 0) for s in others)),
            held=self.holds[target].get(wanted, 0),
            unknown=max(0, size - sum(self.holds[target].values())),
            since=self.since[target].get(wanted),
            lacking=wanted in self.lacks[target],
        )
        return worth(odds, mine[wanted], sum(mine.values()), size)

    def ask(self, target: int, wanted: str) -> None:
        me = self.mover
        mine, theirs = self.hands[me], self.hands[target]
        self.since[target][wanted] = 0
        self.holds[me][wanted] = max(self.holds[me].get(wanted, 0), 1)
        self.lacks[me].discard(wanted)
        given = theirs.get(wanted, 0)
        if given:
            del theirs[wanted]
            mine[wanted] += given
            self.holds[me][wanted] += given
            self.holds[target].pop(wanted, None)
            self.lacks[target].add(wanted)
            # As in the engine, the asker's new book is laid even when the giver's emptied hand
            # wins (the giver emptied first).
            self._books(me)
            if not sum(theirs.values()):
                self.winners = [target]
            return  # a successful ask goes again (unless someone won)
        self.lacks[target].add(wanted)
        self.holds[target].pop(wanted, None)
        drawn = self.stock.pop(0)
        mine[drawn] += 1
        self.lacks[me].clear()
        drawn_since = self.since[me]
        for r in drawn_since:
            drawn_since[r] += 1
        if self._books(me):
            return
        if not self.stock:
            best = max(self.books)
            self.winners = [s for s in range(self.n) if self.books[s] == best]
            return
        self._pass(me)

    def _books(self, seat: int) -> bool:
        """Lay the books of `seat`; True if its hand emptied (it wins)."""
        hand = self.hands[seat]
        for r in [r for r, count in hand.items() if count >= BOOK]:
            hand[r] -= BOOK
            if not hand[r]:
                del hand[r]
            self.books[seat] += 1
            for s in range(self.n):
                self.holds[s].pop(r, None)
                self.lacks[s].add(r)
        if not sum(hand.values()):
            self.winners = [seat]
            return True
        return False

    def _pass(self, seat: int) -> None:
        for offset in range(1, self.n + 1):
            other = (seat + offset) % self.n
            if sum(self.hands[other].values()) and any(
                sum(self.hands[t].values()) for t in range(self.n) if t != other
            ):
                self.mover = other
                return
        best = max(self.books)
        self.winners = [s for s in range(self.n) if self.books[s] == best]

    def play_out(self, rng: random.Random, noise: float, limit: int = 2000) -> list[int]:
        for _ in range(limit):
            if self.winners is not None:
                break
            target, wanted = self.choose(rng, noise)
            self.ask(target, wanted)
        return self.winners or []
