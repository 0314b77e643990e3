"""One Stovkahra deal's fixed facts, the cut and 3-2-3 deal, the gathered pack, and who wins a game."""

from __future__ import annotations

from typing import Any

from games.core import Result
from games.seeded_shuffle import mix64, shuffled
from games.stovkahra.rules import BIT, trick_rules
from games.tricks import Rules, Tricks, bits


class Match:
    """What stays fixed for a whole match: options and the seed."""

    __slots__ = ("brcke", "game", "must_be_trump", "options", "rules", "seed", "shuffle", "target")

    def __init__(self, game: Any, options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.rules: Rules = trick_rules(options["follow"])
        self.target: int = options["target"]
        self.brcke: int = options["brcke"]
        self.must_be_trump: bool = options["seven_must_be_trump"]
        self.shuffle: bool = options["shuffle_every_deal"]


class Standing:
    """Where the match stands: this game's points, the brčke, the finished deals' summaries and
    games, the winners' pending brčke choice, the result. Every position of a deal shares one;
    the deal's end and the brčke choice change a copy of their own."""

    __slots__ = ("brcka", "brcke", "games", "result", "summaries", "totals")

    def __init__(
        self,
        totals: tuple[int, int],
        brcke: tuple[int, int],
        summaries: tuple[dict[str, Any], ...],
        games: tuple[dict[str, Any], ...],
        brcka: tuple[int, int, int] | None,
        result: Result | None = None,
    ) -> None:
        self.totals = totals
        self.brcke = brcke
        self.summaries = summaries
        self.games = games
        self.brcka = brcka  # (winning side, brčke, seat that chooses)
        self.result = result

    def copy(self) -> Standing:
        return Standing(self.totals, self.brcke, self.summaries, self.games, self.brcka, self.result)


class Deal:
    """What stays fixed for one deal, and the match standing when it began.

    A deal built by `Deal.later` has not been cut and dealt yet: its cards (`hands`, `shown`,
    `trump_card`, `trump`) are drawn on first use, from the pack it was given or its seed's
    shuffle, so a rollout or a benchmark that stops at the end of a deal never shuffles the next.
    """

    __slots__ = (
        "_source",
        "brcka",
        "brcke",
        "deal_no",
        "dealer",
        "game_no",
        "games",
        "hands",
        "leader",
        "previous",
        "shown",
        "signaller",
        "summaries",
        "totals",
        "trump",
        "trump_card",
        "turns",
    )

    hands: tuple[int, ...]
    _source: tuple[int, Tricks | None] | None  # (shuffle key, play to gather) until dealt

    def __init__(
        self,
        deal_no: int,
        dealer: int,
        trump_card: int,
        shown: int,
        turns: tuple[int, ...],
        totals: tuple[int, int],
        brcke: tuple[int, int],
        game_no: int,
        summaries: tuple[dict[str, Any], ...],
        games: tuple[dict[str, Any], ...],
        brcka: tuple[int, int, int] | None = None,
        previous: dict[str, Any] | None = None,
    ) -> None:
        self._source = None
        self.deal_no = deal_no
        self.dealer = dealer
        self.leader = (dealer + 1) % 4  # the first leader (shown the first packet)
        self.signaller = (dealer + 3) % 4  # the dealer's right, who may signal
        self.trump = trump_card >> 3
        self.trump_card = trump_card
        self.shown = shown
        self.turns = turns
        self.totals = totals
        self.brcke = brcke
        self.game_no = game_no
        self.summaries = summaries
        self.games = games
        self.brcka = brcka
        self.previous = previous

    @classmethod
    def later(
        cls,
        key: int,
        deck: Tricks | None,
        deal_no: int,
        dealer: int,
        turns: tuple[int, ...],
        totals: tuple[int, int],
        brcke: tuple[int, int],
        game_no: int,
        summaries: tuple[dict[str, Any], ...],
        games: tuple[dict[str, Any], ...],
        brcka: tuple[int, int, int] | None,
        previous: dict[str, Any] | None,
    ) -> Deal:
        """A deal whose cards are cut and dealt when first asked for: from the tricks of `deck`
        (the last deal's play) gathered, or if None from the seeded shuffle of `key`; the cut is
        drawn from `key`."""
        self = object.__new__(_LaterDeal)
        self._source = (key, deck)
        self.deal_no = deal_no
        self.dealer = dealer
        self.leader = (dealer + 1) % 4
        self.signaller = (dealer + 3) % 4
        self.turns = turns
        self.totals = totals
        self.brcke = brcke
        self.game_no = game_no
        self.summaries = summaries
        self.games = games
        self.brcka = brcka
        self.previous = previous
        return self


class _LaterDeal(Deal):
    """A `Deal.later` not dealt yet: the first read of its cards deals it and makes it a plain
    `Deal` (a class of its own, so that `Deal` has no `__getattr__` to slow its reads)."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        source = self._source
        if source is None or name not in ("hands", "shown", "trump", "trump_card"):
            raise AttributeError(name)
        key, last = source
        deck = shuffled(32, key) if last is None else gathered(last)
        cut = 1 + mix64(key) % 31
        hands, shown, trump_card = deal_cards(deck[cut:] + deck[:cut], self.dealer)
        self.hands = tuple(hands)
        self.shown = shown
        self.trump_card = trump_card
        self.trump = trump_card >> 3
        self._source = None
        self.__class__ = Deal
        return getattr(self, name)


def _receivers(dealer: int) -> tuple[int, ...]:
    """Who gets the card at each position of the pack, dealing 3-2-3 from the dealer's left."""
    out: list[int] = []
    for packet in (3, 2, 3):
        for j in range(1, 5):
            out.extend([(dealer + j) % 4] * packet)
    return tuple(out)


RECEIVERS = tuple(_receivers(dealer) for dealer in range(4))


def deal_cards(deck: list[int], dealer: int) -> tuple[list[int], int, int]:
    """3-2-3 from the top, starting at the dealer's left: (hand masks, shown packet mask, bottom card)."""
    if len(deck) != 32:
        raise ValueError(f"a Stovkahra pack has 32 cards, not {len(deck)}")
    # Written out (packets of 3, 2, 3 to each seat from the dealer's left): every deal and every
    # rollout comes through here, and the unrolled form is several times faster than a loop.
    b = BIT
    (
        c0,
        c1,
        c2,
        c3,
        c4,
        c5,
        c6,
        c7,
        c8,
        c9,
        c10,
        c11,
        c12,
        c13,
        c14,
        c15,
        c16,
        c17,
        c18,
        c19,
        c20,
        c21,
        c22,
        c23,
        c24,
        c25,
        c26,
        c27,
        c28,
        c29,
        c30,
        c31,
    ) = deck
    first = b[c0] | b[c1] | b[c2] | b[c12] | b[c13] | b[c20] | b[c21] | b[c22]
    second = b[c3] | b[c4] | b[c5] | b[c14] | b[c15] | b[c23] | b[c24] | b[c25]
    third = b[c6] | b[c7] | b[c8] | b[c16] | b[c17] | b[c26] | b[c27] | b[c28]
    fourth = b[c9] | b[c10] | b[c11] | b[c18] | b[c19] | b[c29] | b[c30] | b[c31]
    hands = [first, second, third, fourth]
    # Seat dealer+1 gets the first packet: rotate so hands[seat] is that seat's hand.
    start = (dealer + 1) % 4
    hands = hands[4 - start :] + hands[: 4 - start] if start else hands
    return hands, b[c0] | b[c1] | b[c2], c31


def gathered(tricks: Tricks) -> list[int]:
    """The pack for the next deal: each team's tricks in the order taken (team 0's first),
    then any cards a dost left unplayed, seat by seat."""
    deck: list[int] = []
    second: list[int] = []
    for record in tricks.done:
        (second if record.winner & 1 else deck).extend(record.cards)
    deck += second
    deck.extend(tricks.trick)
    for hand in tricks.hands:
        if hand:
            deck.extend(bits(hand))
    return deck


def decide_game(totals: tuple[int, int], target: int, dost_side: int | None) -> tuple[int | None, int]:
    """(winning team or None, brčke) after a deal.

    Played out: a team at `target` wins, the higher if both are (equal: play on). A dost wins
    for the claimants if they have `target`, whatever the opponents have; otherwise the
    opponents win 2. Brčke: 2 when the losers are under half the target, else 1.
    """
    half = target / 2
    if dost_side is not None:
        if totals[dost_side] >= target:
            return dost_side, 2 if totals[1 - dost_side] < half else 1
        return 1 - dost_side, 2
    reached = [totals[0] >= target, totals[1] >= target]
    if reached[0] and reached[1]:
        if totals[0] == totals[1]:
            return None, 0
        winner = 0 if totals[0] > totals[1] else 1
    elif reached[0] or reached[1]:
        winner = 0 if reached[0] else 1
    else:
        return None, 0
    return winner, 2 if totals[1 - winner] < half else 1
