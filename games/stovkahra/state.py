"""Stovkahra positions: the declaration round, trick play, deal scoring, games to 100, the brčka match.

A deal runs: cut (bottom card names trumps) and 3-2-3 deal, the first packet to the dealer's left
shown face up; then a declaration round (see `DECLARE`); then 8 tricks, the dealer's left leading.
The declaration round gives the dealer's partner, the dealer's right and the dealer a turn each, in
playing order, whatever they hold (a player with nothing to declare says `pass`), so the turn order
tells nobody who holds a combination; the first leader declares before leading. The dealer's
right ends the turn with `pass` or `signal:<suit>`: both read the same to everyone but the
partner, so the opponents cannot tell a signal happened.
"""

from __future__ import annotations

import random
from typing import Any

from games.cards import SUITS
from games.core import IllegalAction, Result
from games.stovkahra.announcements import Announcements
from games.stovkahra.deal import Deal, Match, Standing, decide_game
from games.stovkahra.fast import allowed as allowed_cards
from games.stovkahra.fast import allowed_names, trick_winner
from games.stovkahra.playout import playout
from games.stovkahra.rules import (
    BRCKA,
    CARDS,
    DECLARE,
    INDEX,
    OVER,
    PAIRS,
    PHASE_NAMES,
    PLAY,
    SIDES,
    combinations,
    holds_combination,
    names_of,
    score_deal,
)
from games.stovkahra.view import view
from games.tricks import MatchState, Trick, Tricks


class StovkahraState(Announcements, MatchState):
    """An immutable Stovkahra position (see the module docstring for the order of play)."""

    __slots__ = (
        "_allowed",
        "_d",
        "_declared",
        "_done",
        "_ended",
        "_hands",
        "_history",
        "_leader",
        "_m",
        "_pending",
        "_phase",
        "_s",
        "_signal",
        "_taken",
        "_trick",
        "_won",
        "deal",
        "over",
    )

    num_players = 4

    # The protocol's `over` and `deal`, kept as plain attributes (every step of a game asks both):
    # `over` is set where the match ends (`_apply_brcke`), `deal` where a deal starts.
    over: bool
    deal: int

    _m: Match
    _d: Deal
    _phase: int
    # The play of the deal, held here rather than in a `Tricks` (one object per position, not
    # two): `_tricks` gives it as the shared trick engine's position.
    _hands: tuple[int, ...]
    _leader: int
    _trick: tuple[int, ...]
    _won: tuple[int, ...]
    _taken: tuple[int, ...]
    _done: tuple[Trick, ...]
    _history: tuple[tuple[int, str], ...]
    _pending: tuple[int, ...]
    _declared: tuple[tuple[int, str, int], ...]
    _signal: tuple[int, int] | None
    _s: Standing  # the match's standing, shared by the positions of a deal (see the properties)
    _allowed: int  # cache of the mover's allowed cards (-1: not computed yet)
    _ended: tuple[StovkahraState, int | None]  # only while `_Unscored`: (last play's position, dost seat)

    @property
    def _tricks(self) -> Tricks:
        """The deal's play as the shared trick engine's position (views, rollouts, refusals)."""
        return Tricks._make(
            self._m.rules,
            self._d.trump,
            4,
            self._hands,
            self._leader,
            self._trick,
            self._won,
            self._taken,
            self._done,
        )

    @_tricks.setter
    def _tricks(self, t: Tricks) -> None:
        self._hands = t.hands
        self._leader = t.leader
        self._trick = t.trick
        self._won = t.won
        self._taken = t.taken
        self._done = t.done

    # The match's standing, read as the position's own (views, the deal's end).
    @property
    def _totals(self) -> tuple[int, int]:
        return self._s.totals

    @property
    def _brcke(self) -> tuple[int, int]:
        return self._s.brcke

    @property
    def _summaries(self) -> tuple[dict[str, Any], ...]:
        return self._s.summaries

    @property
    def _games(self) -> tuple[dict[str, Any], ...]:
        return self._s.games

    @property
    def _brcka(self) -> tuple[int, int, int] | None:
        """(winning side, brčke, seat that chooses) while the winners of a game choose."""
        return self._s.brcka

    @property
    def _result(self) -> Result | None:
        return self._s.result

    # --- the protocol ------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        phase = self._phase
        if phase == PLAY:
            return (self._leader + len(self._trick)) & 3
        if phase == DECLARE:
            return self._pending[0]
        if phase == BRCKA:
            assert self._brcka is not None
            return self._brcka[2]
        return None

    @property
    def sides(self) -> list[int]:
        return list(SIDES)

    @property
    def scores(self) -> list[float]:
        """This game's running points per team (they restart at 0 for each game of the match)."""
        return [float(t) for t in self._totals]

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def trump(self) -> str:
        """Trump suit letter of the current deal."""
        return SUITS[self._d.trump]

    def hand(self, seat: int) -> list[str]:
        """A seat's cards (for tests and tools; players see only their own through `view`)."""
        return CARDS.names_of(self._hands[seat])

    # --- legal actions -----------------------------------------------------------------

    def legal(self) -> list[str]:
        """Every legal action of the player to move."""
        phase = self._phase
        if phase == PLAY:
            trick = self._trick
            if trick:
                # Four seats: the player to move follows the leader by the trick's length.
                hand = self._hands[(self._leader + len(trick)) & 3]
                self._allowed, out = allowed_names(hand, trick, self._d.trump, self._m.rules.follow)
                return out
            seat = self._leader
            # A lead may be any card held (`Rules.allowed` of an empty trick is the hand).
            self._allowed = hand = self._hands[seat]
            out = names_of(hand)
            if self._done:
                out.append("dost")
            elif self._declared:
                out.extend(f"declare:{token}" for token in self._declarable(seat))
                if self._team_declared(seat):
                    out.append("dost")
            elif holds_combination(hand):
                out.extend(f"declare:{token}" for token in combinations(hand))
            return out
        if phase == DECLARE:
            seat = self._pending[0]
            if self._declared:
                out = [f"declare:{token}" for token in self._declarable(seat)]
            elif holds_combination(self._hands[seat]):
                out = [f"declare:{token}" for token in combinations(self._hands[seat])]
            else:
                out = []
            if seat == self._d.signaller:
                out.extend(self._signals(seat))
            if self._declared and self._team_declared(seat):
                out.append("dost")
            out.append("pass")
            return out
        if phase == BRCKA:
            assert self._brcka is not None
            loser = 1 - self._brcka[0]
            return ["brcka:add", "brcka:take"] if self._brcke[loser] else ["brcka:add"]
        return []

    # --- playing -----------------------------------------------------------------------

    def _copy(self) -> StovkahraState:
        new = object.__new__(StovkahraState)
        new._m = self._m
        new._d = self._d
        new._phase = self._phase
        new._hands = self._hands
        new._leader = self._leader
        new._trick = self._trick
        new._won = self._won
        new._taken = self._taken
        new._done = self._done
        new._history = self._history
        new._pending = self._pending
        new._declared = self._declared
        new._signal = self._signal
        new._s = self._s
        new.over = self.over
        new.deal = self.deal
        new._allowed = -1
        return new

    def _deal_over(self, dost_seat: int | None) -> StovkahraState:
        """This position, its deal just ended (last card, or a dost by `dost_seat`), with the
        deal's end to come on first look (`_Unscored`)."""
        return _Unscored.of(self, dost_seat)

    def play(self, action: str) -> StovkahraState:
        """The position after `action`; `IllegalAction` says why an action is refused."""
        # The type test keeps unhashable values (lists, dicts) out of the dict lookup.
        card = INDEX.get(action) if action.__class__ is str else None
        if card is None:
            if action == "pass" and self._phase == DECLARE:
                # The commonest word, spelled as `legal()` lists it: no parsing.
                new = self._copy()
                new._history = (*self._history, (self._pending[0], "pass"))
                new._end_turn()
                return new
            return self._play_other(action)
        if self._phase != PLAY:
            raise IllegalAction(self._not_now("play"))
        trick = self._trick
        leader = self._leader
        seat = (leader + len(trick)) & 3
        h0, h1, h2, h3 = hands = self._hands
        allowed = self._allowed
        if allowed < 0:
            allowed = (
                allowed_cards(hands[seat], trick, self._d.trump, self._m.rules.follow)
                if trick
                else hands[seat]
            )
        if not (allowed >> card) & 1:
            self._tricks.check(card)
        # `_copy`, written out: a card is the public API's commonest step.
        new = object.__new__(StovkahraState)
        new._m = self._m
        new._d = self._d
        new._phase = PLAY
        new._history = (*self._history, PAIRS[seat << 7 | card])
        new._pending = self._pending
        new._declared = self._declared
        new._signal = self._signal
        new._s = self._s
        new.over = self.over
        new.deal = self.deal
        new._allowed = -1
        bit = 1 << card
        if seat == 0:
            h0 ^= bit
        elif seat == 1:
            h1 ^= bit
        elif seat == 2:
            h2 ^= bit
        else:
            h3 ^= bit
        new._hands = (h0, h1, h2, h3)
        if len(trick) < 3:
            new._leader = leader
            new._trick = (*trick, card)
            new._won = self._won
            new._taken = self._taken
            new._done = self._done
            return new
        # The trick's end: `Tricks.play` for four seats (`games.stovkahra.fast.trick_winner`).
        trick = (*trick, card)
        position, best = trick_winner(trick, self._d.trump)
        winner = (leader + position) & 3
        pile = 1 << trick[0] | 1 << trick[1] | 1 << trick[2] | bit
        w0, w1, w2, w3 = self._won
        t0, t1, t2, t3 = self._taken
        if winner == 0:
            new._won = (w0 | pile, w1, w2, w3)
            new._taken = (t0 + 1, t1, t2, t3)
        elif winner == 1:
            new._won = (w0, w1 | pile, w2, w3)
            new._taken = (t0, t1 + 1, t2, t3)
        elif winner == 2:
            new._won = (w0, w1, w2 | pile, w3)
            new._taken = (t0, t1, t2 + 1, t3)
        else:
            new._won = (w0, w1, w2, w3 | pile)
            new._taken = (t0, t1, t2, t3 + 1)
        new._leader = winner
        new._trick = ()
        new._done = done = (*self._done, Trick(leader, trick, winner, best))
        if len(done) == 8:
            return new._deal_over(None)
        return new

    # --- deal and game ends ------------------------------------------------------------

    def _end_deal(self, dost_seat: int | None) -> None:
        """Score the deal (on a fresh copy), decide the game, then deal again or end the match.

        When a game is won and the choice between adding and taking brčke matters, the next deal
        is dealt at once and opens with the winners' `brcka:` choice (phase "brcka"), so the deal
        index moves on as soon as the deal is over.
        """
        m, d, t = self._m, self._d, self._tricks
        teams = score_deal(t, self._declared, d.trump, dost_seat is None, m.must_be_trump)
        totals = (self._totals[0] + teams[0]["total"], self._totals[1] + teams[1]["total"])
        winner, amount = decide_game(totals, m.target, None if dost_seat is None else dost_seat % 2)
        summary: dict[str, Any] = {
            "deal": d.deal_no,
            "game": d.game_no,
            "dealer": d.dealer,
            "trump": SUITS[d.trump],
            "tricks": [t.taken[0] + t.taken[2], t.taken[1] + t.taken[3]],
            "teams": teams,
            "dost": None,
            "totals": list(totals),
            "game_won": None,
        }
        if dost_seat is not None:
            summary["dost"] = {"seat": dost_seat, "side": dost_seat % 2, "right": winner == dost_seat % 2}
        self._s = s = self._s.copy()
        s.totals = totals
        s.summaries = (*s.summaries, summary)
        # The next pack is the tricks gathered (unless shuffled), when the next deal is dealt.
        deck = None if m.shuffle else t
        if winner is None:
            self._start_next_deal(same_game=True, brcka=None, deck=deck)
            return
        record: dict[str, Any] = {
            "game": d.game_no,
            "winner": winner,
            "brcke": amount,
            "totals": list(totals),
            "dost": summary["dost"],
            "choice": None,
        }
        summary["game_won"] = record
        s.games = (*s.games, record)
        chooser = dost_seat if dost_seat is not None and dost_seat % 2 == winner else None
        if chooser is None:
            chooser = next(s for s in ((d.dealer + j) % 4 for j in range(1, 5)) if s % 2 == winner)
        s.brcka = (winner, amount, chooser)
        # Adding is the only sensible choice when nothing can be taken or when it wins the match.
        if not s.brcke[1 - winner] or s.brcke[winner] + amount >= m.brcke:
            self._apply_brcke("add")
            if self._phase != OVER:
                self._start_next_deal(same_game=False, brcka=None, deck=deck)
        else:
            self._start_next_deal(same_game=False, brcka=s.brcka, deck=deck)

    def _apply_brcke(self, how: str) -> None:
        """The winners' choice, on this position's own copy of the standing."""
        s = self._s
        assert s.brcka is not None
        side, amount, _ = s.brcka
        brcke = list(s.brcke)
        if how == "add":
            brcke[side] += amount
        else:
            brcke[1 - side] = max(0, brcke[1 - side] - amount)
        s.brcke = (brcke[0], brcke[1])
        last = dict(s.games[-1])
        last["choice"] = how
        last["brcke_after"] = list(s.brcke)
        s.games = (*s.games[:-1], last)
        s.brcka = None
        if brcke[side] >= self._m.brcke:
            self._phase = OVER
            self.over = True
            ranks = [0, 1] if side == 0 else [1, 0]
            s.result = Result(
                sides=list(SIDES),
                scores=[float(b) for b in brcke],
                ranks=ranks,
                winners=[side],
                detail={"brcke": brcke, "games": [dict(g) for g in s.games]},
            )

    def _start_next_deal(
        self, same_game: bool, brcka: tuple[int, int, int] | None, deck: Tricks | None
    ) -> None:
        """Deal again into this position; `deck`: the finished deal's play, gathered into the next
        pack (None: shuffled)."""
        d, s = self._d, self._s
        summaries = s.summaries
        last = summaries[-1]
        if not same_game:
            summaries = ()
        start_deal(
            self._m,
            deal_no=d.deal_no + 1,
            dealer=(d.dealer + 1) % 4,
            totals=s.totals if same_game else (0, 0),
            brcke=s.brcke,
            game_no=d.game_no if same_game else d.game_no + 1,
            summaries=summaries,
            games=s.games,
            deck=deck,
            brcka=brcka,
            previous=last,
            into=self,
        )

    # --- fast random play (computer rollouts, benchmarks) -----------------------------

    def playout(self, rng: random.Random, *, to_deal_end: bool = True) -> StovkahraState:
        """Random legal cards to the end of this deal (or of the match); see `games.stovkahra.playout`."""
        return playout(self, rng, to_deal_end=to_deal_end)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (see `games.stovkahra.view`)."""
        return view(self, seat)


class _Undealt(StovkahraState):
    """A position at the start of a deal not cut and dealt yet (see `start_deal`): the first read
    of its hands deals it and turns it into a plain `StovkahraState`.

    A class of its own so that `StovkahraState` has no `__getattr__`, which would slow every
    attribute read of every position."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        if name != "_hands":
            raise AttributeError(name)
        self._hands = hands = self._d.hands
        self.__class__ = StovkahraState
        return hands


class _Unscored(StovkahraState):
    """A position whose deal has just ended (its last card, or a dost), not scored yet: the first
    read of anything but `over` and `deal` scores the deal and deals the next (`_end_deal`), and
    turns it into a plain position (or an `_Undealt` one).

    `over` and `deal` are answered without scoring while no game won in this deal could end the
    match (a game is worth at most 2 brčke): then the next deal follows. A rollout or a benchmark
    that stops at the end of a deal never scores it."""

    __slots__ = ()

    @classmethod
    def of(cls, position: StovkahraState, dost_seat: int | None) -> StovkahraState:
        """`position` (the deal's last play made) with its deal's end to come on first look."""
        later = object.__new__(cls)
        later._m = position._m
        later._ended = (position, dost_seat)
        return later

    @property
    def over(self) -> bool:
        if max(self._ended[0]._brcke) + 2 < self._m.brcke:
            return False
        return self._phase == OVER

    @property
    def deal(self) -> int:
        position = self._ended[0]
        if max(position._brcke) + 2 < self._m.brcke:
            return position._d.deal_no + 1
        return self._d.deal_no

    def __getattr__(self, name: str) -> Any:
        if name == "_ended" or name.startswith("__"):
            raise AttributeError(name)
        position, dost_seat = self._ended
        del self._ended
        self.__class__ = StovkahraState
        for slot in _POSITION_SLOTS:
            setattr(self, slot, getattr(position, slot))
        self._end_deal(dost_seat)
        return getattr(self, name)


# What a position is made of (every slot but the `_Unscored` record).
_POSITION_SLOTS = tuple(slot for slot in StovkahraState.__slots__ if slot != "_ended")


def start_deal(
    m: Match,
    *,
    deal_no: int,
    dealer: int,
    totals: tuple[int, int],
    brcke: tuple[int, int],
    game_no: int,
    summaries: tuple[dict[str, Any], ...],
    games: tuple[dict[str, Any], ...],
    deck: Tricks | None = None,
    explicit: tuple[list[int], int, int] | None = None,
    brcka: tuple[int, int, int] | None = None,
    previous: dict[str, Any] | None = None,
    into: StovkahraState | None = None,
) -> StovkahraState:
    """Cut and deal (or take `explicit` (hands, shown mask, trump card)) and open the declarations.

    `deck`: the last deal's play, whose tricks are gathered into this deal's pack (None: shuffle).

    `brcka`: (winning side, brčke, chooser) when the deal opens with the winners' choice;
    `previous`: the last deal's summary, for views; `into`: a fresh copy to turn into the new
    deal's position (instead of a new object)."""
    # Every seat but the first leader (who declares before leading) gets a declaration turn, in
    # playing order, whatever it holds: a turn given only to holders would publish who holds.
    turns = ((dealer + 2) % 4, (dealer + 3) % 4, dealer)
    state = object.__new__(StovkahraState) if into is None else into
    state._m = m
    state._phase = DECLARE if brcka is None else BRCKA
    state._leader = (dealer + 1) % 4
    state._trick = ()
    state._won = state._taken = (0, 0, 0, 0)
    state._done = ()
    if explicit is not None:
        hands, shown, trump_card = explicit
        d = Deal(deal_no, dealer, trump_card, shown, turns, totals, brcke, game_no, summaries, games, brcka)
        d.previous = previous
        state._d = d
        state._hands = tuple(hands)
    else:
        # Cut and dealt on first use (`Deal.later`, `StovkahraState.__getattr__`): a deal's end
        # that is never looked past (a rollout, a benchmark) shuffles no pack for the next one.
        state._d = Deal.later(
            m.seed * 1009 + deal_no,
            deck,
            deal_no,
            dealer,
            turns,
            totals,
            brcke,
            game_no,
            summaries,
            games,
            brcka,
            previous,
        )
        if into is not None:
            del state._hands
        state.__class__ = _Undealt
    state._history = ()
    state._pending = turns
    state._declared = ()
    state._signal = None
    state._s = Standing(totals, brcke, summaries, games, brcka)
    state.over = False
    state.deal = deal_no
    state._allowed = -1
    return state
