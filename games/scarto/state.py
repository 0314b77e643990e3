"""Scarto positions: the deal, the dealer's discard, 25 tricks, scoring, three deals."""

from __future__ import annotations

import itertools
import random
from typing import Any

from games.cards import card_text, parse_cards
from games.core import IllegalAction, Result, action_text, quoted, reason
from games.scarto.rules import (
    DEALS,
    DISCARD,
    INDEX,
    NAMES,
    OVER,
    PHASE_NAMES,
    PLAY,
    TRICKS_PER_DEAL,
    VARIANTS,
    Variant,
    discard_refusal,
    discardable,
    score_deal,
    standings,
)
from games.scarto.view import view
from games.seeded_shuffle import shuffled
from games.tricks import MatchState, Tricks, bits
from i18n import Text

# History entries for the fast playout, by `seat << 7 | card` (shared tuples, no allocation).
_PAIRS = {seat << 7 | card: (seat, NAMES[card]) for seat in range(3) for card in range(len(NAMES))}


class Match:
    """What stays fixed for the whole game: options, seed, card ranking."""

    __slots__ = ("game", "options", "seed", "variant")

    def __init__(self, game: Any, options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.variant: Variant = VARIANTS[bool(options["angel_is_21"])]


class ScartoState(MatchState):
    """An immutable Scarto position: `discard:a+b+c` by the dealer first, then card plays."""

    __slots__ = (
        "_deal_no",
        "_dealer",
        "_discard",
        "_history",
        "_legal_cache",
        "_m",
        "_phase",
        "_result",
        "_start_totals",
        "_summaries",
        "_totals",
        "_tricks",
    )

    num_players = 3

    _m: Match
    _deal_no: int
    _dealer: int
    _phase: int
    _tricks: Tricks
    _discard: int
    _history: tuple[tuple[int, str], ...]
    _totals: tuple[int, int, int]
    _start_totals: tuple[int, int, int]
    _summaries: tuple[dict[str, Any], ...]
    _result: Result | None
    _legal_cache: list[str] | None

    @property
    def to_move(self) -> int | None:
        if self._phase == PLAY:
            return self._tricks.to_move
        if self._phase == DISCARD:
            return self._dealer
        return None

    @property
    def over(self) -> bool:
        return self._phase == OVER

    @property
    def sides(self) -> list[int]:
        return [0, 1, 2]

    @property
    def scores(self) -> list[float]:
        """Running totals of deal scores (points - 26 per deal)."""
        return [float(t) for t in self._totals]

    @property
    def deal(self) -> int:
        return self._deal_no

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def dealer(self) -> int:
        return self._dealer

    def hand(self, seat: int) -> list[str]:
        """A seat's cards (for tests and tools; players see only their own through `view`)."""
        return [NAMES[c] for c in bits(self._tricks.hands[seat])]

    # --- legal actions -----------------------------------------------------------------

    def legal(self) -> list[str]:
        """Every legal action; the dealer's discard lists every allowed set of three (about 2,000)."""
        if self._phase == PLAY:
            t = self._tricks
            return [NAMES[c] for c in bits(t.rules.allowed(t.hands[t.to_move], t.trick, t.trump))]
        if self._phase == DISCARD:
            if self._legal_cache is None:
                cards = bits(discardable(self._m.variant, self._tricks.hands[self._dealer]))
                self._legal_cache = [
                    f"discard:{NAMES[a]}+{NAMES[b]}+{NAMES[c]}"
                    for a, b, c in itertools.combinations(cards, 3)
                ]
            return list(self._legal_cache)
        return []

    # --- playing -----------------------------------------------------------------------

    def _copy(self) -> ScartoState:
        new = object.__new__(ScartoState)
        new._m = self._m
        new._deal_no = self._deal_no
        new._dealer = self._dealer
        new._phase = self._phase
        new._tricks = self._tricks
        new._discard = self._discard
        new._history = self._history
        new._totals = self._totals
        new._start_totals = self._start_totals
        new._summaries = self._summaries
        new._result = self._result
        new._legal_cache = None
        return new

    def play(self, action: str) -> ScartoState:
        """The position after `action`; `IllegalAction` says why an action is refused."""
        # The type test keeps unhashable values (lists, dicts) out of the dict lookup.
        card = INDEX.get(action) if action.__class__ is str else None
        if card is None:
            head, _, arg = action_text(action, "Ks").strip().partition(":")
            if head.lower() == "discard":
                return self._do_discard(arg)
            card = _read_card(action)
            if card is None:
                raise IllegalAction(
                    "scarto-not-understood-discard" if self._phase == DISCARD else "scarto-not-understood",
                    action=quoted(action),
                )
        if self._phase != PLAY:
            if self._phase == DISCARD:
                raise IllegalAction("scarto-discard-first")
            raise IllegalAction("game-over")
        t = self._tricks
        seat = (t.leader + len(t.trick)) % 3
        if not (t.rules.allowed(t.hands[seat], t.trick, t.trump) >> card) & 1:
            t.check(card)
        new = self._copy()
        new._tricks = tricks = t.play(card)
        new._history = (*self._history, (seat, NAMES[card]))
        if len(tricks.done) == TRICKS_PER_DEAL:
            new._end_deal()
        return new

    def _do_discard(self, arg: str) -> ScartoState:
        if self._phase != DISCARD:
            raise IllegalAction("scarto-discard-when")
        try:
            cards = [INDEX[c] for c in parse_cards(arg, "tarot")]
        except (ValueError, KeyError) as error:
            raise IllegalAction("scarto-discard-unread", error=reason(error)) from None
        hand = self._tricks.hands[self._dealer]
        why = discard_refusal(self._m.variant, hand, cards)
        if why:
            raise IllegalAction(why)
        mask = sum(1 << c for c in cards)
        new = self._copy()
        new._discard = mask
        t = self._tricks
        hands = list(t.hands)
        hands[self._dealer] &= ~mask
        new._tricks = Tricks.start(t.rules, t.trump, hands, t.leader)
        canonical = "+".join(NAMES[c] for c in sorted(cards))
        new._history = (*self._history, (self._dealer, f"discard:{canonical}"))
        new._phase = PLAY
        return new

    def _end_deal(self) -> None:
        t = self._tricks
        seats = score_deal(self._m.variant, t.won, t.taken, self._dealer, self._discard)
        totals = tuple(total + seat["score"] for total, seat in zip(self._totals, seats, strict=True))
        for seat, total in zip(seats, totals, strict=True):
            seat["total"] = total
        summary = {"deal": self._deal_no, "dealer": self._dealer, "seats": seats, "totals": list(totals)}
        self._totals = (totals[0], totals[1], totals[2])
        self._summaries = (*self._summaries, summary)
        if self._deal_no + 1 < DEALS:
            nxt = start_deal(
                self._m, self._deal_no + 1, (self._dealer + 1) % 3, self._totals, self._summaries
            )
            # The next deal is dealt on first use (`_Undealt`): its `Tricks` is not copied.
            for slot in ScartoState.__slots__:
                if slot != "_tricks":
                    setattr(self, slot, getattr(nxt, slot))
            del self._tricks
            self.__class__ = _Undealt
            return
        self._phase = OVER
        ranks, losers = standings(totals)
        self._result = Result(
            sides=[0, 1, 2],
            scores=[float(x) for x in totals],
            ranks=ranks,
            winners=[s for s in range(3) if ranks[s] == 0],
            detail={"losers": losers, "deals": [dict(s) for s in self._summaries]},
        )

    # --- fast random play (computer rollouts, benchmarks) -----------------------------

    def playout(self, rng: random.Random, *, to_deal_end: bool = True) -> ScartoState:
        """Random legal play to the end of this deal (or of the game), on the internal masks:
        a random allowed discard, then random allowed cards."""
        state = self
        deal = self._deal_no
        while state._phase != OVER and (not to_deal_end or state._deal_no == deal):
            if state._phase == DISCARD:
                cards = rng.sample(bits(discardable(state._m.variant, state._tricks.hands[state._dealer])), 3)
                state = state._do_discard("+".join(NAMES[c] for c in cards))
                continue
            final, plays = state._tricks.random_finish(rng)
            new = state._copy()
            new._tricks = final
            new._history = state._history + tuple(_PAIRS[code] for code in plays)
            new._end_deal()
            state = new
        return state

    # --- text --------------------------------------------------------------------------

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        """A short label; a discard never names its cards (only the dealer may see them)."""
        if action.startswith("discard"):
            return Text("scarto-label-discard")
        card = INDEX.get(action)
        if card is None:
            return Text.plain(action)
        if style == "tarot":
            return card_text(action, "tarot")
        return Text.plain(self._m.variant.cards.display(action))

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (see `games.scarto.view`)."""
        return view(self, seat)


def _read_card(text: str) -> int | None:
    from games.cards import parse_card

    try:
        return INDEX[parse_card(text, "tarot")]
    except (ValueError, KeyError):
        return None


def start_deal(
    m: Match,
    deal_no: int,
    dealer: int,
    totals: tuple[int, int, int],
    summaries: tuple[dict[str, Any], ...],
    hands: list[int] | None = None,
) -> ScartoState:
    """Shuffle (or take `hands`) and deal 5 at a time from the dealer's left, the last 3 to the dealer.

    A shuffled deal is dealt on first use (`_Undealt`): a deal's end that nobody looks past (a
    rollout, a benchmark) shuffles no pack for the next deal."""
    state = object.__new__(ScartoState)
    state._m = m
    state._deal_no = deal_no
    state._dealer = dealer
    state._phase = DISCARD
    if hands is None:
        state.__class__ = _Undealt
    else:
        state._tricks = Tricks.start(m.variant.rules, 4, hands, (dealer + 1) % 3)
    state._discard = 0
    state._history = ()
    state._totals = totals
    state._start_totals = totals
    state._summaries = summaries
    state._result = None
    state._legal_cache = None
    return state


def _dealt(m: Match, deal_no: int, dealer: int) -> Tricks:
    """A seeded deal's cards, 5 at a time from the dealer's left and the last 3 to the dealer."""
    deck = shuffled(len(NAMES), m.seed * 1009 + deal_no)
    hands = [0, 0, 0]
    pos = 0
    for _ in range(5):
        for j in range(1, 4):
            for card in deck[pos : pos + 5]:
                hands[(dealer + j) % 3] |= 1 << card
            pos += 5
    for card in deck[pos:]:
        hands[dealer] |= 1 << card
    return Tricks.start(m.variant.rules, 4, hands, (dealer + 1) % 3)


class _Undealt(ScartoState):
    """A deal's first position not dealt yet (`start_deal`): the first read of its `Tricks` deals
    it and turns it into a plain `ScartoState` (a class of its own, so that `ScartoState` has no
    `__getattr__`, which would slow every attribute read of every position)."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        if name != "_tricks":
            raise AttributeError(name)
        self._tricks = tricks = _dealt(self._m, self._deal_no, self._dealer)
        self.__class__ = ScartoState
        return tricks
