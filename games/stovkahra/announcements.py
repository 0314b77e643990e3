"""The words of a Stovkahra deal beside its cards: declarations, the signal, `pass`, `dost` and the
brčke choice, how an action typed by a player is read, and each action's label.

`StovkahraState` (state.py) takes them from `Announcements`; they change a position only through
its `_copy`, `_end_turn`, `_apply_brcke` and `_deal_over`.
"""

from __future__ import annotations

from typing import Any, Self

from games.cards import SUITS, card_text
from games.core import IllegalAction, action_text, quoted
from games.stovkahra.rules import (
    BIT,
    BRCKA,
    CARDS,
    DECLARE,
    INDEX,
    NAMES,
    OVER,
    PLAY,
    TOKENS,
    combinations,
    declaration_text,
    parse_declaration,
    suit_word,
)
from i18n import Text

#: What ends a declaration turn, as players type it: `pass` in each of the bot's languages.
PASS_WORDS = frozenset({"pass", "done", "passer", "passe", "passo", "パス"})


class Announcements:
    """A Stovkahra position's actions other than cards, and the words for every action."""

    __slots__ = ()

    # What they read of the position (`StovkahraState` holds it).
    _d: Any
    _phase: int
    _hands: tuple[int, ...]
    _leader: int
    _trick: tuple[int, ...]
    _done: tuple[Any, ...]
    _history: tuple[tuple[int, str], ...]
    _pending: tuple[int, ...]
    _declared: tuple[tuple[int, str, int], ...]
    _signal: tuple[int, int] | None
    _s: Any

    def _copy(self) -> Self:
        raise NotImplementedError

    def _deal_over(self, dost_seat: int | None) -> Self:
        raise NotImplementedError

    def _apply_brcke(self, how: str) -> None:
        raise NotImplementedError

    def play(self, action: str) -> Self:
        raise NotImplementedError

    def _declarable(self, seat: int) -> list[str]:
        # Declarations end with the first lead, so the hand is still the whole deal.
        held = combinations(self._hands[seat])
        done = {token for who, token, _ in self._declared if who == seat}
        return [token for token in held if token not in done]

    def _team_declared(self, seat: int) -> bool:
        side = seat % 2
        return any(who % 2 == side for who, _, _ in self._declared)

    def _signals(self, seat: int) -> list[str]:
        d = self._d
        if seat != d.signaller or self._signal is not None:
            return []
        hand = self._hands[seat]
        if not hand & BIT[d.trump * 8]:
            return []
        return [f"signal:{SUITS[s]}" for s in range(4) if s != d.trump and not hand & CARDS.suit_masks[s]]

    def _not_now(self, what: str) -> Text:
        """Why `what` (play, pass, dost, brcka) cannot be done in this phase."""
        if self._phase == DECLARE:
            return Text("stovkahra-declarations-first", what=what)
        if self._phase == BRCKA:
            return Text("stovkahra-brcka-first", what=what)
        if self._phase == OVER:
            return Text("stovkahra-match-over")
        return Text("stovkahra-play-now", what=what)

    def _play_other(self, action: str) -> Self:
        if action == "dost":
            return self._dost()
        text = action_text(action, "Ks").strip()
        head, _, arg = text.partition(":")
        head = head.lower()
        if head == "declare":
            return self._declare(arg)
        if head == "signal":
            return self._signal_suit(arg)
        if head in PASS_WORDS:
            if self._phase != DECLARE:
                raise IllegalAction(
                    self._not_now("pass") if self._phase != PLAY else Text("stovkahra-play-a-card")
                )
            new = self._copy()
            new._history = (*self._history, (self._pending[0], "pass"))
            new._end_turn()
            return new
        if head == "dost":
            return self._dost()
        if head in ("brcka", "brčka"):
            return self._choose_brcka(arg.strip().lower())
        card = self._read_card(text)
        if card is not None:
            return self.play(NAMES[card])
        raise IllegalAction("stovkahra-not-understood", action=quoted(action))

    @staticmethod
    def _read_card(text: str) -> int | None:
        from games.cards import parse_card

        try:
            return INDEX[parse_card(text, "piquet")]
        except (ValueError, KeyError):
            return None

    def _declaring_seat(self) -> int:
        if self._phase == DECLARE:
            return self._pending[0]
        if self._phase == PLAY and not self._done and not self._trick:
            return self._leader
        raise IllegalAction("stovkahra-declarations-over")

    def _declare(self, arg: str) -> Self:
        seat = self._declaring_seat()
        token = parse_declaration(arg)
        if token is None:
            raise IllegalAction("stovkahra-not-a-combination", text=quoted(arg))
        rank = TOKENS[token][0]
        if token not in combinations(self._hands[seat]):
            held = (self._hands[seat] & sum(BIT[INDEX[rank + s]] for s in SUITS)).bit_count()
            raise IllegalAction("stovkahra-cannot-declare", combination=declaration_text(token), held=held)
        if any(who == seat and TOKENS[t][0] == rank for who, t, _ in self._declared):
            raise IllegalAction("stovkahra-already-declared", rank=rank)
        new = self._copy()
        new._declared = (*self._declared, (seat, token, TOKENS[token][2]))
        new._history = (*self._history, (seat, f"declare:{token}"))
        # The turn stays open until `pass` (or `dost`): ending it by itself once nothing is left
        # to declare would tell the table that the seat holds nothing more.
        return new

    def _signal_suit(self, arg: str) -> Self:
        d = self._d
        if self._phase != DECLARE or self._pending[0] != d.signaller:
            raise IllegalAction("stovkahra-signal-who")
        from games.cards import SUIT_ALIASES

        suit_letter = SUIT_ALIASES.get(arg.strip().lower())
        if suit_letter is None:
            raise IllegalAction("stovkahra-not-a-suit", text=quoted(arg))
        suit = SUITS.index(suit_letter)
        hand = self._hands[d.signaller]
        if not hand & BIT[d.trump * 8]:
            raise IllegalAction("stovkahra-signal-seven", card=CARDS.said(d.trump * 8))
        if suit == d.trump:
            raise IllegalAction("stovkahra-signal-not-trumps")
        if hand & CARDS.suit_masks[suit]:
            raise IllegalAction("stovkahra-signal-void", held=CARDS.said_list(hand & CARDS.suit_masks[suit]))
        new = self._copy()
        new._signal = (d.signaller, suit)
        new._history = (*self._history, (d.signaller, f"signal:{suit_letter}"))
        new._end_turn()
        return new

    def _end_turn(self) -> None:
        self._pending = self._pending[1:]
        if not self._pending:
            self._phase = PLAY

    def _dost(self) -> Self:
        if self._phase == DECLARE:
            seat = self._pending[0]
            if not self._team_declared(seat):
                raise IllegalAction("stovkahra-dost-when")
        elif self._phase == PLAY and not self._trick and (self._done or self._team_declared(self._leader)):
            seat = self._leader
        else:
            raise IllegalAction(self._not_now("dost") if self._phase != PLAY else Text("stovkahra-dost-when"))
        new = self._copy()
        new._history = (*self._history, (seat, "dost"))
        return new._deal_over(seat)

    def _choose_brcka(self, how: str) -> Self:
        if self._phase != BRCKA:
            raise IllegalAction(self._not_now("brcka"))
        assert self._brcka is not None
        side, _, seat = self._brcka
        if how not in ("add", "take"):
            raise IllegalAction("stovkahra-brcka-choose")
        if how == "take" and not self._brcke[1 - side]:
            raise IllegalAction("stovkahra-brcka-none")
        new = self._copy()
        new._history = (*self._history, (seat, f"brcka:{how}"))
        new._s = new._s.copy()
        new._apply_brcke(how)
        new._phase = DECLARE
        return new

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        """A short label; a signal reads exactly like `pass` so the table learns nothing."""
        head, _, arg = action.partition(":")
        if action in INDEX:
            return Text.plain(CARDS.display(action)) if style == "french" else card_text(action, style)
        if head == "declare" and arg in TOKENS:
            return Text("stovkahra-label-declares", combination=declaration_text(arg))
        if head in ("signal", "pass"):
            return Text("stovkahra-label-pass")
        if head == "dost":
            return Text("stovkahra-label-dost")
        if action == "brcka:add":
            return Text("stovkahra-label-brcka-add")
        if action == "brcka:take":
            return Text("stovkahra-label-brcka-take")
        return Text.plain(action)

    def signal_text(self) -> str | None:
        """The signal in words, for the partner's eyes only."""
        if self._signal is None:
            return None
        return f"lead {suit_word(self._signal[1])}"
