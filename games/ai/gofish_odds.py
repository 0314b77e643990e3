"""Go Fish asks weighed by the odds of what the asked player holds, for the first-empty-hand race.

Under the default ending (the first player whose hand empties wins) a successful ask is
usually bad for the asker: the cards handed over bring the giver nearer to an empty hand,
and the asker's own hand grows. Only a completed book pays (the asker sheds the rank, and
with its last cards wins outright); a "Go fish" costs one drawn card. So the best ask is the
rank the target most likely lacks, unless the target likely holds exactly what completes a
book. Against the normal player ("ask for your longest rank", plus memory) this wins about
53 % of two-player deals (`bench/ai.py match`, `bench/gofish_luck.py`); with three normal
opponents it does worse than the search, so only the two-player hard player uses it.

The odds come from the public record alone: who is known to hold how many of a rank
(`known`), and, from the log, how many cards a player has drawn since they were last shown
to hold none of a rank (they said "Go fish" to it, or handed all of it over). Cards of that
rank can only have come back with those draws.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from math import comb
from typing import Any

from games.family_common import rank

BOOK = 4
# Values of the outcomes of an ask, in cards shed by the asker (a "Go fish" is the zero).
# A completed book pays BOOK_VALUE; every card taken without a book costs a card; handing the
# target its last cards loses at once, and a book with the asker's last cards wins at once.
# BOOK_VALUE was tuned in simulated tournaments against the normal player (0.4 to 1.0 measured
# within noise of each other, 0 and below clearly worse).
BOOK_VALUE = 0.8
LOSE = -10.0
WIN = 50.0


def draws_since_none(view: Mapping[str, Any]) -> list[dict[str, int]]:
    """For each seat, rank -> cards drawn since the seat was last shown to hold none of the rank.

    A seat is shown to hold none of a rank when it is asked for it (it hands all of it over, or
    says "Go fish"). Ranks never asked of a seat are absent: nothing public limits them.
    """
    since: list[dict[str, int]] = [{} for _ in view["hand_sizes"]]
    for event in view["log"]:
        kind = event["type"]
        if kind == "ask" and "card" not in event:  # an exact-card ask shows only that card missing
            since[event["target"]][event["rank"]] = 0
        elif kind in ("fish", "refill"):
            drawn = since[event["seat"]]
            for rank_ in drawn:
                drawn[rank_] += 1
    return since


def holding_odds(view: Mapping[str, Any], target: int, wanted: str) -> list[float]:
    """P(`target` holds exactly k cards of rank `wanted`), k = 0..4, as the viewing seat sees it.

    The target's cards not pinned down by the public record are a uniform draw from the cards
    the viewer cannot see (everything but its own hand, the books and the cards known to sit in
    other hands). Once the target was shown to hold none of the rank, only the cards it drew
    since can be of it.
    """
    me = view["seat"]
    mine = Counter(rank(card) for card in view["hand"])
    known = view["known"]
    sizes = view["hand_sizes"]
    booked = sum(len(book) for books in view["books"] for book in books)
    others = [seat for seat in range(len(sizes)) if seat != me]
    pinned = sum(sum(known[seat]["ranks"].values()) for seat in others)
    pool = 52 - booked - len(view["hand"]) - pinned
    free = sum(known[seat]["ranks"].get(wanted, 0) for seat in others)
    return rank_odds(
        pool=pool,
        left=max(0, BOOK - mine[wanted] - free),
        held=known[target]["ranks"].get(wanted, 0),
        unknown=max(0, sizes[target] - sum(known[target]["ranks"].values())),
        since=draws_since_none(view)[target].get(wanted),
        lacking=wanted in known[target].get("lacks", ()),
    )


def rank_odds(
    *, pool: int, left: int, held: int, unknown: int, since: int | None, lacking: bool
) -> list[float]:
    """P(the target holds k of the rank), k = 0..4: `held` known, and among its `unknown` cards
    only those drawn since it was shown to hold none (`since`), none at all while it is known to
    lack the rank; `left` of the rank are among the `pool` unseen cards."""
    draws = 0 if lacking else unknown if since is None else min(unknown, since)
    return count_odds(pool, left, held, draws)


def count_odds(pool: int, left: int, held: int, draws: int) -> list[float]:
    """P(a hand holds k of a rank), k = 0..4: `held` seen, plus those among `draws` cards dealt at
    random from `pool` unseen cards of which `left` are of the rank (hypergeometric)."""
    odds = [0.0] * (BOOK + 1)
    draws = min(draws, pool)
    if draws <= 0 or left <= 0:
        odds[min(BOOK, held)] = 1.0
        return odds
    total = comb(pool, draws)
    for j in range(min(left, draws) + 1):
        if draws - j <= pool - left:
            odds[min(BOOK, held + j)] += comb(left, j) * comb(pool - left, draws - j) / total
    return odds


def worth(odds: Sequence[float], have: int, hand: int, theirs: int) -> float:
    """Expected worth of asking for a rank held `have` times (of `hand` cards) from a player
    holding `theirs` cards, with `odds` of how many of the rank they hold."""
    value = 0.0
    for k, chance in enumerate(odds):
        if k == 0 or not chance:
            continue
        if k >= theirs:
            value += chance * LOSE
        elif have + k >= BOOK:
            value += chance * (WIN if have == hand else BOOK_VALUE)
        else:
            value -= chance * k
    return value


def ask_value(view: Mapping[str, Any], action: str) -> float:
    """The expected worth of `ask:<seat>:<rank>` in the race to an empty hand (higher is better)."""
    _, target_text, wanted = action.split(":", 2)
    target = int(target_text)
    mine = Counter(rank(card) for card in view["hand"])
    odds = holding_odds(view, target, wanted)
    return worth(odds, mine[wanted], len(view["hand"]), view["hand_sizes"][target])


def best_ask(view: Mapping[str, Any], legal: Sequence[str]) -> str:
    """The ask with the best expected worth; ties go to the longer rank, then the first legal."""
    mine = Counter(rank(card) for card in view["hand"])
    order = {action: index for index, action in enumerate(legal)}
    return max(
        legal,
        key=lambda a: (round(ask_value(view, a), 9), mine[a.rsplit(":", 1)[1]], -order[a]),
    )
