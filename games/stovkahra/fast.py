"""Stovkahra's random card play on byte tables: the hot loop of rollouts and benchmarks.

Stovkahra's 32 cards are `suit * 8 + rank`, so a hand mask is four bytes, one per suit, and every
follow-rule question (hold the led suit? a higher one? a trump? a higher trump?) is one byte and
one table look-up. Within a suit a higher card index is a higher card, so the trick's best cards
are compared as plain ints. `random_tricks` draws exactly as `games.tricks.Tricks.random_finish`
does (the k-th lowest allowed card, one `rng.random()` per choice of two or more), so both give
the same deal from the same generator; the tests hold it to that, and to the engine's `play()`.
"""

from __future__ import annotations

import random

from games.stovkahra.follow import allowed, trick_winner
from games.stovkahra.rules import names_of
from games.tricks import SIMPLE, STRICT, Trick, Tricks

__all__ = ["allowed", "allowed_names", "end_trick", "plays_since", "random_tricks", "trick_winner"]

# The ranks (0-7) set in a suit byte, lowest first.
_RANKS = tuple(tuple(r for r in range(8) if byte >> r & 1) for byte in range(256))
# How many ranks a suit byte holds.
_COUNT = tuple(len(ranks) for ranks in _RANKS)
# _CARDS[suit][byte]: the cards of that suit whose ranks are set in the byte, lowest first.
_CARDS = tuple(tuple(tuple(suit * 8 + r for r in ranks) for ranks in _RANKS) for suit in range(4))
# _BEAT[card][byte]: the cards of the byte (in the card's suit) that beat the card, or all of
# them when none does: the choices under "beat it if you can".
_BEAT = tuple(
    tuple(_CARDS[card // 8][byte & (0xFF << (card % 8 + 1)) & 0xFF or byte] for byte in range(256))
    for card in range(32)
)
# _FOLLOWERS[leader]: the other seats in playing order.
_FOLLOWERS = tuple(tuple((leader + j) % 4 for j in (1, 2, 3)) for leader in range(4))


def random_tricks(t: Tricks, rng: random.Random) -> Tricks:
    """The position after uniformly random allowed cards to the end of the deal, for Stovkahra's
    4 seats and 32 cards under any of the follow rules (`plays_since` lists the cards played)."""
    if t.trick:
        # Rollouts from inside a trick are rare: the shared loop takes them, with the same draws.
        return t.random_finish(rng)[0]
    follow = t.rules.follow
    strict = follow == STRICT
    may_trump = strict or follow == SIMPLE
    trump = t.trump
    tshift = trump * 8
    trump_cards = _CARDS[trump]
    suit_cards = _CARDS
    ranks_of = _RANKS
    count_of = _COUNT
    beat = _BEAT
    followers = _FOLLOWERS
    random_ = rng.random
    hands = list(t.hands)
    won = list(t.won)
    taken = list(t.taken)
    done = list(t.done)
    leader = t.leader
    for _ in range(hands[leader].bit_count()):
        # The lead: any card of the hand, the k-th lowest found a suit byte at a time.
        hand = hands[leader]
        count = hand.bit_count()
        if not count:
            raise ValueError(f"seat {leader} has no card to lead: the hands are of unequal sizes")
        k = int(random_() * count) if count > 1 else 0
        base = 0
        byte = hand & 255
        while k >= count_of[byte]:
            k -= count_of[byte]
            base += 8
            byte = hand >> base & 255
        card = base + ranks_of[byte][k]
        hands[leader] = hand ^ 1 << card
        lead = card >> 3
        lshift = base
        follow_cards = suit_cards[lead]
        lead_trumps = lead == trump
        best_lead = win_card = card
        best_trump = card if lead_trumps else -1
        must_beat = strict
        win = leader
        cards = [card]
        pile = 1 << card
        for seat in followers[leader]:
            hand = hands[seat]
            byte = hand >> lshift & 255
            if byte:
                options = beat[best_lead][byte] if must_beat else follow_cards[byte]
                n = len(options)
                card = options[int(random_() * n)] if n > 1 else options[0]
                if card > best_lead:
                    best_lead = card
                    if lead_trumps:
                        best_trump = win_card = card
                        win = seat
                    elif best_trump < 0:
                        win_card = card
                        win = seat
            elif may_trump and hand >> tshift & 255:
                byte = hand >> tshift & 255
                options = beat[best_trump][byte] if strict and best_trump >= 0 else trump_cards[byte]
                n = len(options)
                card = options[int(random_() * n)] if n > 1 else options[0]
                if card > best_trump:
                    best_trump = win_card = card
                    win = seat
                    must_beat = False
            else:
                count = hand.bit_count()
                if not count:
                    raise ValueError(f"seat {seat} has no card to play: the hands are of unequal sizes")
                k = int(random_() * count) if count > 1 else 0
                base = 0
                byte = hand & 255
                while k >= count_of[byte]:
                    k -= count_of[byte]
                    base += 8
                    byte = hand >> base & 255
                card = base + ranks_of[byte][k]
                # Only under `suit_only` can a discard be a trump.
                if card >> 3 == trump and card > best_trump:
                    best_trump = win_card = card
                    win = seat
                    must_beat = False
            hands[seat] = hand ^ 1 << card
            pile |= 1 << card
            cards.append(card)
        won[win] |= pile
        taken[win] += 1
        done.append(Trick(leader, tuple(cards), win, win_card))
        leader = win
    return Tricks._make(t.rules, trump, 4, tuple(hands), leader, (), tuple(won), tuple(taken), tuple(done))


def plays_since(start: Tricks, end: Tricks) -> list[int]:
    """The cards played from `start` to `end` (a later position of the same deal, between
    tricks), written `seat << 7 | card` as `Tricks.random_finish` lists them."""
    out = []
    skip = len(start.trick)
    for record in end.done[len(start.done) :]:
        cards = record.cards
        for j in range(skip, len(cards)):
            out.append((record.leader + j) % 4 << 7 | cards[j])
        skip = 0
    return out


def allowed_names(hand: int, trick: tuple[int, ...], trump: int, follow: str) -> tuple[int, list[str]]:
    """`allowed` and the notation of those cards, in card order (a fresh list): a follower's
    `legal()`."""
    mask = allowed(hand, trick, trump, follow)
    return mask, names_of(mask)


def end_trick(t: Tricks, card: int) -> Tricks:
    """The position after `card` (allowed) ends the trick in progress: `Tricks.play` for
    Stovkahra's four seats and cards (the highest trump wins, else the highest of the led suit)."""
    trick = (*t.trick, card)
    leader = t.leader
    trump = t.trump
    win, best = trick_winner(trick, trump)
    winner = (leader + win) & 3
    hands = list(t.hands)
    hands[(leader + 3) & 3] &= ~(1 << card)
    won = list(t.won)
    won[winner] |= 1 << trick[0] | 1 << trick[1] | 1 << trick[2] | 1 << card
    taken = list(t.taken)
    taken[winner] += 1
    return Tricks._make(
        t.rules,
        trump,
        4,
        tuple(hands),
        winner,
        (),
        tuple(won),
        tuple(taken),
        (*t.done, Trick(leader, trick, winner, best)),
    )
