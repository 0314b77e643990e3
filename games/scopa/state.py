"""The Scopa position: immutable, int bitmasks inside, notation only at the edges.

A move is an int: the played card's index in the low 6 bits, the mask of captured table
cards above them (`card | taken << 6`; `taken == 0` lays the card). `legal()` turns the
position's moves into notation through a process-wide cache, so `play()` of a string
that `legal()` produced is a dict lookup.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from games.cards import CardsText, card_text
from games.core import Game, IllegalAction, Result, State, action_text
from games.scopa.captures import (
    Buckets,
    after_capture,
    after_lay,
    cached_sums,
    captures,
    is_sweep,
    remember_sums,
    table_sums,
)
from games.scopa.deck import BIT, KINGS, NOTE, SAME_RANK, VALUE, card_name, cards_of, notes
from games.scopa.explain import explain_illegal, parse_move
from games.scopa.rules import Rules
from games.scopa.scoring import final_ranks, instant_winner, match_winner, score_deal
from i18n import Text

_NOTATION: dict[int, str] = {}
_MOVE_OF: dict[str, int] = {}


def notation(move: int) -> str:
    """`7d` for a lay, `7d:3c+4s` for a capture (captured cards in ascending index order)."""
    text = _NOTATION.get(move)
    if text is None:
        card, taken = move & 63, move >> 6
        text = NOTE[card] + (":" + "+".join(notes(taken)) if taken else "")
        if len(_NOTATION) > 200_000:  # ace-takes-all captures can name any table: keep it bounded
            _NOTATION.clear()
            _MOVE_OF.clear()
        _NOTATION[move] = text
        _MOVE_OF[text] = move
    return text


def move_of(action: str) -> int:
    """The internal move for an action in any readable spelling (no legality check)."""
    move = _MOVE_OF.get(action)
    if move is None:
        card, taken = parse_move(action)
        move = card | taken << 6
    return move


class ScopaState(State):
    """One position of a Scopa-family match. What it shows never changes once built (only lazy
    caches fill in); `play` returns a new state."""

    # Fields (all plain values or tuples): rules, hands (mask per seat), table (mask), stock
    # (card indices, next card first), piles (mask per side), sweeps (side of each scopa this
    # deal, in order), last_cap (seat or -1), turn (seat or -1 once over), dealer, deal_no,
    # score (tuple per side, before this deal), results (per finished deal), history ((seat,
    # move, swept) this deal), redeals, prev (the previous deal's summary), winner (side or -1),
    # reason, moves (cached legal moves).
    rules: Rules
    # Sum sets of this position's table (lazy), and how to derive them from the previous position's.
    _tsums: Buckets | None = None
    _origin: tuple[Buckets, int, int, int] | None = None

    # --- the protocol -----------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.turn < 0 else self.turn

    @property
    def over(self) -> bool:
        return self.winner >= 0

    @property
    def result(self) -> Result | None:
        if self.winner < 0:
            return None
        scores = list(self.score)
        return Result(
            sides=list(self.rules.side_of),
            scores=scores,
            ranks=final_ranks(scores, self.winner),
            winners=[self.winner],
            detail={"reason": self.reason, "deals": len(self.results)},
        )

    @property
    def sides(self) -> list[int]:
        return list(self.rules.side_of)

    @property
    def scores(self) -> list[int]:
        return list(self.score)

    @property
    def deal(self) -> int:
        return self.deal_no

    def moves(self) -> list[int]:
        """Legal moves as ints (`card | taken << 6`), cached on the state."""
        found = self._moves
        if found is None:
            found = []
            if self.turn >= 0:
                rules, table = self.rules, self.table
                hand = self.hands[self.turn]
                if not table:
                    found = cards_of(hand)
                elif rules.plain:
                    found = self._plain_moves(hand, table)
                else:
                    while hand:
                        low = hand & -hand
                        card = low.bit_length() - 1
                        hand ^= low
                        options = captures(table, card, rules)
                        if options:
                            found.extend(card | taken << 6 for taken in options)
                        else:
                            found.append(card)
            self._moves = found
        return found

    def legal(self) -> list[str]:
        """Every legal action in notation; each capture set once (two 5s are two actions)."""
        return [_NOTATION.get(m) or notation(m) for m in self.moves()]

    def is_legal(self, action: str) -> bool:
        """Whether `action` (any spelling the parser reads) is legal now."""
        if action.__class__ is not str:
            return False
        move = _MOVE_OF.get(action)
        if move is None:
            try:
                move = self._resolve(action)
            except IllegalAction:
                return False
        return move in self.moves()

    def play(self, action: str) -> ScopaState:
        """The position after `action`; `IllegalAction` says why it is refused."""
        # The type test keeps unhashable values (lists, dicts) out of the dict lookup.
        move = _MOVE_OF.get(action) if action.__class__ is str else None
        if move is None or move not in self.moves():
            move = self._resolve(action)
        return self.apply(move)

    def _resolve(self, action: str) -> int:
        action_text(action, "7d:3c+4s")
        if self.turn < 0:
            raise IllegalAction("game-over")
        card, taken = parse_move(action)
        move = card | taken << 6
        if move in self.moves():
            return move
        raise IllegalAction(explain_illegal(card, taken, self.hands[self.turn], self.table, self.rules))

    def _plain_moves(self, hand: int, table: int) -> list[int]:
        """Moves unless a sum-limiting house rule is on (those go through `captures`), inlined for speed."""
        found: list[int] = []
        buckets = None
        ace_rule = self.rules.ace_takes_all
        fifteen = self.rules.scopa_15
        while hand:
            low = hand & -hand
            hand ^= low
            card = low.bit_length() - 1
            same = table & SAME_RANK[card]
            if card < 4 and ace_rule:
                if not (same and self.rules.ace_blocks):
                    found.append(card | table << 6)  # the Ace takes everything on the table
                    continue
                # Otherwise the Ace takes an Ace, as by the pair rule (even in scopa a 15).
            elif fifteen:
                same = 0  # scopa a 15 has no pair rule: a same-rank card never makes 15 alone
            if same:
                while same:
                    bit = same & -same
                    same ^= bit
                    found.append(card | bit << 6)
                continue
            if buckets is None:
                buckets = self._table_sums(table)
            sets = buckets[15 - VALUE[card] if fifteen else VALUE[card]]
            if sets:
                found += [card | taken << 6 for taken in sets]
            else:
                found.append(card)
        return found

    def _table_sums(self, table: int) -> Buckets:
        """The table's sum sets, derived from the previous position's when possible (one step, not all)."""
        buckets = self._tsums
        if buckets is None:
            fifteen = self.rules.scopa_15
            buckets = cached_sums(table, fifteen)
            if buckets is None:
                origin = self._origin
                if origin is None:
                    buckets = table_sums(table, fifteen)
                else:
                    before, bit, value, taken = origin
                    buckets = after_capture(before, taken) if taken else after_lay(before, bit, value)
                    remember_sums(table, fifteen, buckets)
            self._tsums = buckets
        return buckets

    # --- the engine -------------------------------------------------------------------

    def apply(self, move: int) -> ScopaState:
        """Play an internal move known to be legal (no checks: the search hot path)."""
        rules = self.rules
        seat = self.turn
        card = move & 63
        taken = move >> 6
        hands = list(self.hands)
        hands[seat] ^= BIT[card]
        stock = self.stock
        if rules.refill_each_turn and stock:
            hands[seat] |= BIT[stock[0]]
            stock = stock[1:]
        last_play = not stock and not any(hands)
        table = self.table
        swept = False
        piles = self.piles
        sweeps = self.sweeps
        last_cap = self.last_cap
        if taken:
            side = rules.side_of[seat]
            piles = list(piles)
            piles[side] |= taken | BIT[card]
            piles = tuple(piles)
            last_cap = seat
            if (
                taken == table
                and (rules.last_play_sweep or not last_play)
                and is_sweep(table, card, taken, rules)
            ):
                swept = True
                sweeps = (*sweeps, side)
            table ^= taken
        else:
            table |= BIT[card]
        new = object.__new__(ScopaState)
        new.__dict__.update(self.__dict__)
        new.table = table
        new.piles = piles
        new.sweeps = sweeps
        new.last_cap = last_cap
        new.history = (*self.history, (seat, move, swept))
        new._moves = None
        new._tsums = None
        new._origin = None if self._tsums is None else (self._tsums, BIT[card], VALUE[card], taken)
        if last_play:
            new.hands = tuple(hands)
            new.stock = stock
            return new._end_deal()
        if stock and not any(hands):
            per = rules.refill
            n = rules.players
            for k in range(n):
                target = (self.dealer + 1 + k) % n
                for c in stock[k * per : (k + 1) * per]:
                    hands[target] |= BIT[c]
            stock = stock[n * per :]
        new.hands = tuple(hands)
        new.stock = stock
        new.turn = (seat + 1) % rules.players
        return new

    def _end_deal(self) -> ScopaState:
        """Leftovers to the last capturer, score the deal, then the next deal or the end."""
        rules = self.rules
        leftovers = self.table
        leftover_side = -1
        piles = self.piles
        if leftovers and self.last_cap >= 0:
            leftover_side = rules.side_of[self.last_cap]
            piles = list(piles)
            piles[leftover_side] |= leftovers
            piles = tuple(piles)
            self.table = 0
        self.piles = piles
        items = score_deal(piles, self.sweeps, rules)
        before = list(self.score)
        self.score = tuple(b + side_items["total"] for b, side_items in zip(before, items, strict=True))
        self.results = (*self.results, items)
        instant = instant_winner(piles, rules)
        if instant is not None:
            self.winner, self.reason = instant
        else:
            winner = match_winner(before, items, self.sweeps, rules)
            if winner is not None:
                self.winner, self.reason = winner, "target"
        summary = {
            "deal": self.deal_no,
            "history": history_json(self.history),
            "leftovers": notes(leftovers),
            "leftovers_side": None if leftover_side < 0 else leftover_side,
        }
        if self.winner >= 0:
            self.turn = -1
            self.prev = summary
            return self
        return start_deal(
            self.game,
            rules,
            self.seed,
            self.deal_no + 1,
            (self.dealer + 1) % rules.players,
            self.score,
            self.results,
            summary,
        )

    # --- the edges --------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know: its hand, the table, the public record; never other hands or the stock."""
        rules = self.rules
        return {
            "game": "scopa",
            "seat": seat,
            "to_move": self.to_move,
            "players": rules.players,
            "options": dict(self.options),
            "hand": notes(self.hands[seat]) if seat is not None else [],
            "table": notes(self.table),
            "sides": list(rules.side_of),
            "scores": list(self.score),
            "target": rules.target,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "history": history_json(self.history),
            "history_labels": [describe_move(m, s) for _, m, s in self.history],
            "sweep_moves": [i for i, entry in enumerate(self.history) if entry[2]],
            "hand_sizes": [hand.bit_count() for hand in self.hands],
            "pile_sizes": [pile.bit_count() for pile in self.piles],
            "stock_size": len(self.stock),
            "sweeps": [self.sweeps.count(side) for side in range(rules.sides)],
            "last_capture": None if self.last_cap < 0 else self.last_cap,
            "redeals": self.redeals,
            "deal_results": [[dict(items) for items in deal] for deal in self.results],
            "previous_deal": None
            if self.prev is None
            else {**self.prev, "history": list(self.prev["history"])},
            "over": self.over,
            "result": self.result.to_json() if self.over else None,
        }

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        """`7♦ takes 3♣ 4♠ — SCOPA`, `lay 7♦`; `style` is french, italian, english or both."""
        move = _MOVE_OF.get(action)
        if move is None:
            try:
                card, taken = parse_move(action)
            except IllegalAction:
                return Text.plain(action)
            move = card | taken << 6
        card, taken = move & 63, move >> 6
        swept = False
        if taken and self.turn >= 0 and taken == self.table and move in self.moves():
            last_play = not self.stock and sum(h.bit_count() for h in self.hands) == 1
            swept = (self.rules.last_play_sweep or not last_play) and is_sweep(
                self.table, card, taken, self.rules
            )
        return describe_move_text(move, swept, style)

    def playout(self, rng: random.Random, *, to_deal_end: bool = True) -> ScopaState:
        """Play uniformly random legal moves to the end of this deal (or of the match)."""
        state = self
        deal = self.deal_no
        choice = rng.choice
        while state.turn >= 0 and (not to_deal_end or state.deal_no == deal):
            state = state.apply(choice(state.moves()))
        return state


def history_json(history: tuple[tuple[int, int, bool], ...]) -> list[list[Any]]:
    return [[seat, _NOTATION.get(move) or notation(move)] for seat, move, _ in history]


@lru_cache(maxsize=8192)
def describe_move(move: int, swept: bool, style: str = "french") -> str:
    """`7♦ takes 3♣ 4♠ — SCOPA`, `lay 7♦` (English; `describe_move_text` for any language).

    Cached: every view labels the whole history again, and rendering a label through the
    catalogue costs far more than the view's other fields together."""
    return str(describe_move_text(move, swept, style))


def describe_move_text(move: int, swept: bool, style: str = "french") -> Text:
    """A move as a `Text` (`lay 7♦`, `cala 7♦`, `7 di denari prende 3 di bastoni, 4 di spade`…),
    its cards named in `style`, each in the reader's language (`games.cards.card_text`)."""
    card, taken = move & 63, move >> 6

    def said(index: int, article: bool = False) -> Text:
        if style == "both":  # `7 di denari (7♦)`: the Italian name and the symbol, as written
            return Text.plain(card_name(index, style))
        return card_text(NOTE[index], style, article=article)

    if not taken:  # the card laid is the verb's object: "cala il Fante di coppe"
        return Text("scopa-label-lay", card=said(card, article=True))
    sep = ", " if style in ("italian", "english", "both") else " "
    cards = CardsText([said(c) for c in cards_of(taken)], sep)
    label = "scopa-label-sweep" if swept else "scopa-label-take"
    return Text(label, card=said(card), cards=cards)


def start_deal(
    game: Game,
    rules: Rules,
    seed: int,
    deal_no: int,
    dealer: int,
    score: tuple[int, ...],
    results: tuple[Any, ...],
    prev: dict[str, Any] | None,
    explicit: tuple[list[list[int]], list[int], list[int]] | None = None,
) -> ScopaState:
    """Deal (from `explicit` cards, else shuffled from the seed) and return the opening position."""
    n = rules.players
    redeals = 0
    while True:
        if explicit is not None and redeals == 0:
            hand_lists, table_cards, stock = explicit
        else:
            deck = list(range(40))
            random.Random(f"scopa:{seed}:{deal_no}:{redeals}").shuffle(deck)
            hand_lists = [[] for _ in range(n)]
            table_cards = []
            # Deal in the packets of the form (Scopone: 3 each, 2 to the table, 3, 2, 3).
            for to_hands, size in rules.packets:
                if to_hands:
                    for k in range(n):
                        hand_lists[(dealer + 1 + k) % n] += deck[:size]
                        del deck[:size]
                else:
                    table_cards += deck[:size]
                    del deck[:size]
            stock = deck
        table = sum(BIT[c] for c in table_cards)
        if not (rules.redeal_kings and (table & KINGS).bit_count() >= 3):
            break
        redeals += 1
    state = object.__new__(ScopaState)
    state.__dict__.update(
        game=game,
        num_players=n,
        options=rules.options,
        seed=seed,
        rules=rules,
        hands=tuple(sum(BIT[c] for c in hand) for hand in hand_lists),
        table=table,
        stock=tuple(stock),
        piles=(0,) * rules.sides,
        sweeps=(),
        last_cap=-1,
        turn=(dealer + 1) % n,
        dealer=dealer,
        deal_no=deal_no,
        score=tuple(score),
        results=tuple(results),
        history=(),
        redeals=redeals,
        prev=prev,
        winner=-1,
        reason="",
        _moves=None,
    )
    return state
