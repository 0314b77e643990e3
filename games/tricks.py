"""The trick-taking core shared by Scarto and Stovkahra.

A game describes its cards once (`CardSet`: names, suit and strength of each card, an optional
"excuse" such as Scarto's Matto) and picks a follow rule; `Tricks` then runs the play of a deal:
whose turn it is, which cards may be played (and why not), who wins each trick, and what each seat
has taken. Cards are ints internally and hands are bitmasks, so a random playout stays cheap.

The same rules also answer the reverse question a computer player asks: given that a seat legally
played a card to a trick, which cards could it *not* have held (`Tricks.inferred_forbidden`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from games.cards import CardsText, card_text
from games.core import BadDeal, IllegalAction, PlayCheckedState, Result
from i18n import Text

STRICT = "strict"  # follow and beat the best led-suit card if untrumped; else trump (and overtrump)
SIMPLE = "simple"  # follow suit; else trump; no duty to beat
SUIT_ONLY = "suit_only"  # follow suit; else anything
FOLLOW_RULES = (STRICT, SIMPLE, SUIT_ONLY)

NO_TRUMP = -1
EXCUSE_SUIT = -1


def bits(mask: int) -> list[int]:
    """The card indices in `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def dealt_hands(
    hands: Sequence[Sequence[str]], sizes: Sequence[int], index: Mapping[str, int], not_a_card: str
) -> list[int]:
    """The hands of a prescribed deal as bitmasks, seat `i` holding exactly `sizes[i]` cards.

    Raises `BadDeal` for a wrong count, an unknown card or a card dealt twice; `not_a_card`
    finishes the sentence "`X` is not ..." with what the game's cards look like.
    """
    seen: set[str] = set()
    out = []
    for seat, hand in enumerate(hands):
        if len(hand) != sizes[seat]:
            raise BadDeal(f"Seat {seat} must get {sizes[seat]} cards, not {len(hand)}.")
        mask = 0
        for card in hand:
            if card not in index:
                raise BadDeal(f"`{card}` is not {not_a_card}.")
            if card in seen:
                raise BadDeal(f"{card} is dealt twice.")
            seen.add(card)
            mask |= 1 << index[card]
        out.append(mask)
    return out


class CardSet:
    """A game's cards: notation, suit index and strength of each, plus derived bitmasks.

    `suits[c]` is the suit index (the game's trump suit is just one of them; `EXCUSE_SUIT` marks
    a card that never wins and may always be played); `power[c]` orders cards within a suit,
    higher wins. `suit_labels[s]` names a suit in refusals ("♠", "trumps").
    """

    def __init__(
        self,
        names: Sequence[str],
        suits: Sequence[int],
        power: Sequence[int],
        suit_labels: Sequence[str | Text],
        display: Callable[[str], str],
        style: str = "french",
    ) -> None:
        self.names = tuple(names)
        self.suits = tuple(suits)
        self.power = tuple(power)
        self.suit_labels = tuple(suit_labels)
        self.display = display
        self.style = style
        self.size = len(self.names)
        self.index = {name: i for i, name in enumerate(self.names)}
        self.bit = tuple(1 << i for i in range(self.size))
        self.all = (1 << self.size) - 1
        masks = [0] * len(self.suit_labels)
        excuse = 0
        for card, suit in enumerate(self.suits):
            if suit == EXCUSE_SUIT:
                excuse |= self.bit[card]
            else:
                masks[suit] |= self.bit[card]
        self.suit_masks = tuple(masks)
        self.excuse_mask = excuse
        # above[c]: cards of c's suit that beat c, the heart of "must beat" and of inference.
        self.above = tuple(
            0
            if suit == EXCUSE_SUIT
            else sum(
                self.bit[o]
                for o in range(self.size)
                if self.suits[o] == suit and self.power[o] > self.power[c]
            )
            for c, suit in enumerate(self.suits)
        )

    def mask(self, cards: Sequence[str]) -> int:
        """Bitmask of cards given in notation."""
        out = 0
        for card in cards:
            out |= self.bit[self.index[card]]
        return out

    def names_of(self, mask: int) -> list[str]:
        """Notation of the cards in `mask`, in card order."""
        names = self.names
        return [names[c] for c in bits(mask)]

    def shown(self, mask: int) -> str:
        """Cards of `mask` for a player to read, strongest first within each suit."""
        cards = sorted(bits(mask), key=lambda c: (self.suits[c], -self.power[c]))
        return " ".join(self.display(self.names[c]) for c in cards)

    def said(self, card: int, *, article: bool = False) -> Text:
        """One card as its players call it, in the reader's language (`Re di coppe`, `7♦`): refusals.
        `article`: as a sentence's object ("Non hai il Re di coppe")."""
        return card_text(self.names[card], self.style, article=article)

    def said_all(self, mask: int) -> Text:
        """Cards of `mask` named as `said` names them, strongest first within each suit."""
        cards = sorted(bits(mask), key=lambda c: (self.suits[c], -self.power[c]))
        if not cards:
            return Text.plain("—")
        return CardsText([self.said(c) for c in cards], " " if self.style == "french" else ", ")

    def said_list(self, mask: int) -> list[Text]:
        """Cards of `mask` for a sentence's object ("hai il 3 di coppe e l'Asso di coppe"): each
        with its article, in the order `said_all` gives; a message lists them as its language does."""
        cards = sorted(bits(mask), key=lambda c: (self.suits[c], -self.power[c]))
        return [self.said(c, article=True) for c in cards]


class Rules:
    """A game's trick rules: its cards and its follow rule (one of `FOLLOW_RULES`)."""

    def __init__(self, cards: CardSet, follow: str) -> None:
        if follow not in FOLLOW_RULES:
            raise ValueError(f"unknown follow rule {follow!r}")
        self.cards = cards
        self.follow = follow

    def lead_card(self, trick: Sequence[int]) -> int:
        """The card that sets the suit to follow: the first that is not an excuse (-1 if none)."""
        suits = self.cards.suits
        for card in trick:
            if suits[card] != EXCUSE_SUIT:
                return card
        return -1

    def _context(self, trick: Sequence[int], trump: int) -> tuple[int, int, int]:
        """(lead suit, best card of the led suit, best trump played) for the trick so far."""
        suits, power = self.cards.suits, self.cards.power
        lead = -1
        best_lead = -1
        best_trump = -1
        for card in trick:
            suit = suits[card]
            if suit == EXCUSE_SUIT:
                continue
            if lead < 0:
                lead = suit
            if suit == lead and (best_lead < 0 or power[card] > power[best_lead]):
                best_lead = card
            if suit == trump and (best_trump < 0 or power[card] > power[best_trump]):
                best_trump = card
        return lead, best_lead, best_trump

    def allowed(self, hand: int, trick: Sequence[int], trump: int) -> int:
        """The cards of `hand` that may be played to `trick` (a mask)."""
        if not trick:
            return hand
        cs = self.cards
        lead, best_lead, best_trump = self._context(trick, trump)
        if lead < 0:
            return hand
        excuse = hand & cs.excuse_mask
        follow = hand & cs.suit_masks[lead]
        rule = self.follow
        if follow:
            if rule == STRICT and (lead == trump or best_trump < 0):
                higher = follow & cs.above[best_lead]
                if higher:
                    return higher | excuse
            return follow | excuse
        if rule != SUIT_ONLY and trump >= 0:
            trumps = hand & cs.suit_masks[trump]
            if trumps:
                if rule == STRICT and best_trump >= 0:
                    higher = trumps & cs.above[best_trump]
                    if higher:
                        return higher | excuse
                return trumps | excuse
        return hand

    def refusal(self, hand: int, trick: Sequence[int], trump: int, card: int) -> Text:
        """Why `card` (held, but not allowed) may not be played: a sentence for the player."""
        cs = self.cards
        lead, best_lead, best_trump = self._context(trick, trump)
        follow = hand & cs.suit_masks[lead]
        if follow:
            if cs.suits[card] != lead:
                return Text("tricks-must-follow", suit=cs.suit_labels[lead], held=cs.said_list(follow))
            higher = follow & cs.above[best_lead]
            return Text("tricks-must-beat", card=cs.said(best_lead, article=True), held=cs.said_list(higher))
        trumps = hand & cs.suit_masks[trump]
        if cs.suits[card] != trump:
            return Text("tricks-must-trump", held=cs.said_list(trumps))
        higher = trumps & cs.above[best_trump]
        return Text("tricks-must-beat", card=cs.said(best_trump, article=True), held=cs.said_list(higher))

    def winner(self, trick: Sequence[int], trump: int) -> int:
        """Position in `trick` of the winning card: highest trump, else highest of the led suit."""
        suits, power = self.cards.suits, self.cards.power
        best = -1
        best_suit = -2
        for i, card in enumerate(trick):
            suit = suits[card]
            if suit == EXCUSE_SUIT:
                continue
            if best < 0:
                best, best_suit = i, suit
            elif suit == best_suit:
                if power[card] > power[trick[best]]:
                    best = i
            elif suit == trump:
                best, best_suit = i, suit
        return best

    def forbidden(self, card: int, trick: Sequence[int], trump: int) -> int:
        """Cards the player cannot have held when they legally played `card` to `trick`.

        Equal to every x such that `card` would be illegal from the hand {card, x}: the follow
        rules are priorities (beat, follow, overtrump, trump, anything), so playing a card of a
        lower class proves the hand held nothing of the higher ones.
        """
        cs = self.cards
        suit = cs.suits[card]
        if suit == EXCUSE_SUIT or not trick:
            return 0
        lead, best_lead, best_trump = self._context(trick, trump)
        if lead < 0:
            return 0
        rule = self.follow
        if suit == lead:
            if rule == STRICT and (lead == trump or best_trump < 0) and not (cs.above[best_lead] >> card) & 1:
                return cs.above[best_lead]
            return 0
        out = cs.suit_masks[lead]
        if rule == SUIT_ONLY or trump < 0:
            return out
        if suit == trump:
            if rule == STRICT and best_trump >= 0 and not (cs.above[best_trump] >> card) & 1:
                out |= cs.above[best_trump]
            return out
        return out | cs.suit_masks[trump]


class MatchState(PlayCheckedState):
    """A trick game's position whose game, options and seed live on one `_m` record shared by every
    position of the match (copying a position then copies one reference, not three)."""

    _m: Any
    _result: Result | None

    @property
    def game(self) -> Any:  # type: ignore[override]
        return self._m.game

    @property
    def options(self) -> dict[str, Any]:  # type: ignore[override]
        return self._m.options

    @property
    def seed(self) -> int:  # type: ignore[override]
        return self._m.seed

    @property
    def result(self) -> Result | None:
        return self._result


class Trick:
    """One finished trick: who led, the cards in play order, who won and with which card."""

    __slots__ = ("cards", "leader", "winner", "winning_card")

    def __init__(self, leader: int, cards: tuple[int, ...], winner: int, winning_card: int) -> None:
        self.leader = leader
        self.cards = cards
        self.winner = winner
        self.winning_card = winning_card

    def plays(self, n: int) -> list[tuple[int, int]]:
        """(seat, card) pairs in play order."""
        return [((self.leader + i) % n, card) for i, card in enumerate(self.cards)]


class Tricks:
    """The play of one deal, immutable: hands, the trick in progress, the finished tricks and the
    cards each seat has taken. `play(card)` returns the next position.

    The excuse (Scarto's Matto) goes to its own player's pile; the other cards and the trick count
    go to the winner.
    """

    __slots__ = ("done", "hands", "leader", "n", "rules", "taken", "trick", "trump", "won")

    rules: Rules
    trump: int
    n: int
    hands: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]
    won: tuple[int, ...]
    taken: tuple[int, ...]
    done: tuple[Trick, ...]

    @classmethod
    def start(cls, rules: Rules, trump: int, hands: Sequence[int], leader: int) -> Tricks:
        """A deal about to be played: `hands` are bitmasks, `leader` leads the first trick."""
        n = len(hands)
        return cls._make(rules, trump, n, tuple(hands), leader, (), (0,) * n, (0,) * n, ())

    @classmethod
    def _make(
        cls,
        rules: Rules,
        trump: int,
        n: int,
        hands: tuple[int, ...],
        leader: int,
        trick: tuple[int, ...],
        won: tuple[int, ...],
        taken: tuple[int, ...],
        done: tuple[Trick, ...],
    ) -> Tricks:
        self = object.__new__(cls)
        self.rules = rules
        self.trump = trump
        self.n = n
        self.hands = hands
        self.leader = leader
        self.trick = trick
        self.won = won
        self.taken = taken
        self.done = done
        return self

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    @property
    def finished(self) -> bool:
        """Every card has been played."""
        return not self.trick and not any(self.hands)

    def allowed(self) -> int:
        """Mask of the cards the player to move may play."""
        return self.rules.allowed(
            self.hands[(self.leader + len(self.trick)) % self.n], self.trick, self.trump
        )

    def check(self, card: int) -> None:
        """Raise `IllegalAction` (with the reason) unless the player to move may play `card`."""
        seat = self.to_move
        hand = self.hands[seat]
        cs = self.rules.cards
        if not (hand >> card) & 1:
            raise IllegalAction("not-held", card=cs.said(card, article=True), hand=cs.said_all(hand))
        if not (self.rules.allowed(hand, self.trick, self.trump) >> card) & 1:
            raise IllegalAction(self.rules.refusal(hand, self.trick, self.trump, card))

    def play(self, card: int) -> Tricks:
        """The position after the player to move plays `card` (assumed allowed; see `check`)."""
        n = self.n
        seat = (self.leader + len(self.trick)) % n
        hands = list(self.hands)
        hands[seat] &= ~(1 << card)
        trick = (*self.trick, card)
        if len(trick) < n:
            return Tricks._make(
                self.rules, self.trump, n, tuple(hands), self.leader, trick, self.won, self.taken, self.done
            )
        position = self.rules.winner(trick, self.trump)
        winner = (self.leader + position) % n
        won = list(self.won)
        excuse = self.rules.cards.excuse_mask
        for i, played in enumerate(trick):
            bit = 1 << played
            won[(self.leader + i) % n if bit & excuse else winner] |= bit
        taken = list(self.taken)
        taken[winner] += 1
        record = Trick(self.leader, trick, winner, trick[position])
        return Tricks._make(
            self.rules,
            self.trump,
            n,
            tuple(hands),
            winner,
            (),
            tuple(won),
            tuple(taken),
            (*self.done, record),
        )

    def random_finish(self, rng: random.Random) -> tuple[Tricks, list[int]]:
        """Play uniformly random allowed cards to the end of the deal: (final position, plays),
        each play written `seat << 7 | card` (decks have under 128 cards).

        The rollout and benchmark path: the same follow rule as `allowed`, but the trick's lead
        suit, best cards and winner are kept as the cards fall instead of recomputed per card.
        """
        cs = self.rules.cards
        suits, power, above, suit_masks = cs.suits, cs.power, cs.above, cs.suit_masks
        excuse_mask = cs.excuse_mask
        rule = self.rules.follow
        strict = rule == STRICT
        may_trump = rule != SUIT_ONLY
        trump = self.trump
        trumps = suit_masks[trump] if trump >= 0 else 0
        n = self.n
        hands = list(self.hands)
        won = list(self.won)
        taken = list(self.taken)
        done = list(self.done)
        plays: list[int] = []
        random_ = rng.random
        leader = self.leader
        trick = list(self.trick)
        # Replay the trick in progress into the running lead / best / winner trackers.
        lead = best_lead = best_trump = win = -1
        for i, card in enumerate(trick):
            lead, best_lead, best_trump, win = _track(
                card, i, suits[card], power, trump, lead, best_lead, best_trump, win
            )
        i = len(trick)
        seat = (leader + i) % n
        for _ in range(sum(h.bit_count() for h in hands)):
            hand = hands[seat]
            if lead < 0:
                options = hand
            else:
                follow = hand & suit_masks[lead]
                if follow:
                    options = follow
                    if strict and (lead == trump or best_trump < 0):
                        options = follow & above[best_lead] or follow
                elif may_trump and hand & trumps:
                    options = hand & trumps
                    if strict and best_trump >= 0:
                        options = options & above[best_trump] or options
                else:
                    options = hand
                options |= hand & excuse_mask
            if options & (options - 1):
                k = int(random_() * options.bit_count())
                while k:
                    options &= options - 1
                    k -= 1
            card = (options & -options).bit_length() - 1
            hands[seat] = hand ^ (1 << card)
            trick.append(card)
            plays.append(seat << 7 | card)
            # The running trackers, as `_track` (inlined: this loop is the hot path).
            suit = suits[card]
            if suit != EXCUSE_SUIT:
                if lead < 0:
                    lead, best_lead, win = suit, card, i
                    if suit == trump:
                        best_trump = card
                elif suit == trump:
                    if best_trump < 0 or power[card] > power[best_trump]:
                        best_trump, win = card, i
                        if lead == trump:
                            best_lead = card
                elif suit == lead and power[card] > power[best_lead]:
                    best_lead = card
                    if best_trump < 0:
                        win = i
            i += 1
            if i == n:
                winner = (leader + win) % n
                if excuse_mask:
                    for j, played in enumerate(trick):
                        bit = 1 << played
                        won[(leader + j) % n if bit & excuse_mask else winner] |= bit
                else:
                    pile = won[winner]
                    for played in trick:
                        pile |= 1 << played
                    won[winner] = pile
                taken[winner] += 1
                done.append(Trick(leader, tuple(trick), winner, trick[win]))
                leader = seat = winner
                trick = []
                i = 0
                lead = best_lead = best_trump = win = -1
            else:
                seat = seat + 1 if seat + 1 < n else 0
        final = Tricks._make(
            self.rules, trump, n, tuple(hands), leader, (), tuple(won), tuple(taken), tuple(done)
        )
        return final, plays

    def inferred_forbidden(self) -> list[int]:
        """Per seat, the cards its plays so far prove it did not hold (voids, failures to beat)."""
        out = [0] * self.n
        rules, trump = self.rules, self.trump
        for record in self.done:
            _infer(rules, trump, record.leader, record.cards, self.n, out)
        _infer(rules, trump, self.leader, self.trick, self.n, out)
        return out

    def played_by(self) -> list[int]:
        """Per seat, the mask of cards it has played this deal."""
        out = [0] * self.n
        for record in self.done:
            for i, card in enumerate(record.cards):
                out[(record.leader + i) % self.n] |= 1 << card
        for i, card in enumerate(self.trick):
            out[(self.leader + i) % self.n] |= 1 << card
        return out

    def trick_view(self) -> list[list[Any]]:
        """The trick in progress as [seat, card] pairs, for views."""
        names = self.rules.cards.names
        return [[(self.leader + i) % self.n, names[c]] for i, c in enumerate(self.trick)]

    def done_view(self) -> list[dict[str, Any]]:
        """The finished tricks, for views (all of it was played face up)."""
        names = self.rules.cards.names
        return [
            {
                "leader": t.leader,
                "cards": [names[c] for c in t.cards],
                "winner": t.winner,
                "winning_card": names[t.winning_card],
            }
            for t in self.done
        ]


def _track(
    card: int,
    i: int,
    suit: int,
    power: tuple[int, ...],
    trump: int,
    lead: int,
    best_lead: int,
    best_trump: int,
    win: int,
) -> tuple[int, int, int, int]:
    """Update (lead suit, best led card, best trump, winning position) after card `i` of a trick."""
    if suit == EXCUSE_SUIT:
        return lead, best_lead, best_trump, win
    if lead < 0:
        return suit, card, card if suit == trump else -1, i
    if suit == trump:
        if best_trump < 0 or power[card] > power[best_trump]:
            return lead, card if lead == trump else best_lead, card, i
    elif suit == lead and power[card] > power[best_lead]:
        return lead, card, best_trump, i if best_trump < 0 else win
    return lead, best_lead, best_trump, win


def _infer(rules: Rules, trump: int, leader: int, cards: Sequence[int], n: int, out: list[int]) -> None:
    for i in range(1, len(cards)):
        out[(leader + i) % n] |= rules.forbidden(cards[i], cards[:i], trump)
