"""Stovkahra's cards, options, declarations and scoring tables (rule book: `docs/rules/stovkahra.md`)."""

from __future__ import annotations

from typing import Any

from games.cards import FRENCH_SUITS, PIQUET_RANKS, SUIT_SYMBOLS, SUITS, rank_key, symbol
from games.core import Option
from games.stovkahra.follow import StovkahraRules
from games.tricks import FOLLOW_RULES, STRICT, CardSet, Rules
from i18n import Text

# Card index = suit * 8 + rank, suits s h d c, ranks 7 8 9 10 J Q K A (weakest first).
NAMES = tuple(rank + suit for suit in SUITS for rank in PIQUET_RANKS)
CARDS = CardSet(
    names=NAMES,
    suits=[i // 8 for i in range(32)],
    power=[i % 8 for i in range(32)],
    suit_labels=[Text("stovkahra-suit", suit=s) for s in SUITS],
    display=symbol,
    style="italian",
)
INDEX = CARDS.index
BIT = CARDS.bit
ALL = CARDS.all
POINTS = tuple((0, 0, 0, 0, 3, 4, 5, 6)[i % 8] for i in range(32))
RANK_OF = tuple(PIQUET_RANKS[i % 8] for i in range(32))
SEVENS = sum(BIT[i] for i in range(32) if i % 8 == 0)
PACK_POINTS = sum(POINTS)  # 72


def rank_mask(rank: str) -> int:
    """The four cards of a rank."""
    r = PIQUET_RANKS.index(rank)
    return sum(BIT[s * 8 + r] for s in range(4))


RANK_MASKS = {rank: rank_mask(rank) for rank in PIQUET_RANKS}

# Declarable combinations: rank -> {count: points}.
DECLARATIONS: dict[str, dict[int, int]] = {
    "A": {4: 40, 3: 30},
    "7": {4: 20, 3: 10},
    "10": {4: 20, 3: 10},
    "K": {4: 12, 3: 6},
    "Q": {4: 12, 3: 6},
    "J": {4: 12, 3: 6},
}
DECLARE_ORDER = ("A", "10", "7", "K", "Q", "J")


def declaration_token(rank: str, count: int) -> str:
    """`AAA`, `7777`, `101010`: the rank written `count` times."""
    return rank * count


TOKENS: dict[str, tuple[str, int, int]] = {
    declaration_token(rank, count): (rank, count, points)
    for rank, table in DECLARATIONS.items()
    for count, points in table.items()
}


def declaration_text(token: str) -> Text:
    """A declaration as players say it (`three Cavalli (6)`, `tre Cavalli (6)`), in the reader's language."""
    rank, count, points = TOKENS[token]
    return Text("stovkahra-declaration", count=count, rank=rank_key(rank), points=points)


_ORDERED_MASKS = tuple((rank, RANK_MASKS[rank]) for rank in DECLARE_ORDER)
# Rank bits (within a suit byte) of the ranks that can be declared.
_DECLARABLE_RANKS = sum(1 << PIQUET_RANKS.index(rank) for rank in DECLARE_ORDER)


def holds_combination(hand: int) -> bool:
    """Whether `hand` holds anything to declare (three or four of a declarable rank)."""
    s, h, d, c = hand & 255, hand >> 8 & 255, hand >> 16 & 255, hand >> 24 & 255
    # Ranks held in at least three suits, bitwise across the four suit bytes: most hands have
    # none, and every deal asks for three seats.
    return bool((s & h & (d | c) | d & c & (s | h)) & _DECLARABLE_RANKS)


def combinations(hand: int) -> list[str]:
    """The combinations `hand` holds, each at its exact count, in the order they are offered."""
    if not holds_combination(hand):
        return []
    out = []
    for rank, mask in _ORDERED_MASKS:
        count = (hand & mask).bit_count()
        if count >= 3:
            out.append(rank * count)
    return out


# Notation of the cards in each byte of a mask (one byte per suit), for fast `legal()` lists:
# `BYTE_NAMES[suit][byte]` (shared lists: copy before handing one out).
BYTE_NAMES = tuple(
    tuple([NAMES[suit * 8 + r] for r in range(8) if byte >> r & 1] for byte in range(256))
    for suit in range(4)
)


def names_of(mask: int) -> list[str]:
    """Notation of the cards in `mask`, in card order."""
    s, h, d, c = BYTE_NAMES
    return s[mask & 255] + h[mask >> 8 & 255] + d[mask >> 16 & 255] + c[mask >> 24 & 255]


# Card points of one suit's eight cards (a byte of a hand mask); every suit scores alike.
_BYTE_POINTS = tuple(sum(POINTS[r] for r in range(8) if byte >> r & 1) for byte in range(256))


def card_points(mask: int) -> int:
    """Card points in a mask."""
    t = _BYTE_POINTS
    return t[mask & 255] + t[mask >> 8 & 255] + t[mask >> 16 & 255] + t[mask >> 24 & 255]


def parse_declaration(text: str) -> str | None:
    """A declaration token from `AAA`, `aaa`, `3A`, `3xA`, `A3`, `3x10`, `TTT` (T = 10)."""
    t = text.strip().upper().replace(" ", "").replace("×", "X")
    if t in TOKENS:
        return t
    if t and set(t) == {"T"}:
        t = "10" * len(t)
        return t if t in TOKENS else None
    for count in (3, 4):
        for rank in DECLARATIONS:
            if t in (f"{count}{rank}", f"{count}X{rank}", f"{rank}{count}", f"{rank}X{count}"):
                return declaration_token(rank, count)
    return None


OPTION_LIST = (
    Option(
        "follow",
        "choice",
        STRICT,
        "strict: follow and beat if you can, else trump (and overtrump); simple: follow, else trump; "
        "suit_only: follow, else anything.",
        allowed=FOLLOW_RULES,
    ),
    Option(
        "seven_must_be_trump",
        "bool",
        False,
        "Seven bonuses only when the winning 7 is a trump (default: a 7 of any suit).",
    ),
    Option(
        "shuffle_every_deal",
        "bool",
        False,
        "Shuffle before every deal (default: later deals gather the tricks and only cut).",
    ),
    Option("target", "int", 100, "Points that win a game (a dost needs them too).", min=20, max=1000),
    Option("brcke", "int", 10, "Brčke (game wins) that win the match.", min=1, max=50),
)

_RULES: dict[str, Rules] = {}


def trick_rules(follow: str) -> Rules:
    """The shared trick rules for a follow option (one object per option value), answering on
    suit bytes (`games.stovkahra.follow.StovkahraRules`)."""
    if follow not in _RULES:
        _RULES[follow] = StovkahraRules(CARDS, follow)
    return _RULES[follow]


def suit_word(suit: int) -> str:
    return f"{SUIT_SYMBOLS[SUITS[suit]]} {FRENCH_SUITS[SUITS[suit]]}"


def score_deal(
    tricks: Any, declared: tuple[tuple[int, str, int], ...], trump: int, complete: bool, must_be_trump: bool
) -> list[dict[str, Any]]:
    """Every scoring item of a deal, per team: declarations, card points, last trick and sevens.

    `tricks` is the deal's `games.tricks.Tricks`; `complete` is False when a dost stopped play (no
    last-trick bonus then). Bonuses are `[name, points, trick number]`.
    """
    won = tricks.won
    declarations: list[list[Any]] = [[], []]
    totals = [card_points(won[0] | won[2]), card_points(won[1] | won[3])]
    cards = list(totals)
    for seat, token, points in declared:
        declarations[seat & 1].append([seat, token, points])
        totals[seat & 1] += points
    bonuses: list[list[Any]] = [[], []]
    sevens = SEVENS if not must_be_trump else BIT[trump * 8]
    done = tricks.done
    last = len(done) - 1
    for i, record in enumerate(done):
        if (sevens >> record.winning_card) & 1:
            if complete and i == last:
                bonus = ["last trick with a 7", 26, i + 1]
            else:
                bonus = ["first trick with a 7", 52, i + 1] if i == 0 else ["trick won with a 7", 10, i + 1]
        elif complete and i == last:
            bonus = ["last trick", 6, i + 1]
        else:
            continue
        bonuses[record.winner & 1].append(bonus)
        totals[record.winner & 1] += bonus[1]
    return [
        {
            "declarations": declarations[team],
            "cards": cards[team],
            "bonuses": bonuses[team],
            "total": totals[team],
        }
        for team in range(2)
    ]


# The phases of a deal: declarations, the tricks, the brčke choice, and the match's end.
DECLARE, PLAY, BRCKA, OVER = range(4)
PHASE_NAMES = ("declare", "play", "brcka", "over")
SIDES = [0, 1, 0, 1]
# History entries by `seat << 7 | card` (shared tuples, no allocation per card played).
PAIRS = {seat << 7 | card: (seat, NAMES[card]) for seat in range(4) for card in range(32)}
