"""Cards, decks and the one card notation every game shares.

Notation: rank then suit letter. Ranks `A 2..10 J Q K` (tarot adds `C`, the Cavallo or
knight), suits `s h d c`. Tarot trumps are `T1`..`T21` and the fool is `FOOL`; jokers
are `JK1`, `JK2`. In the Italian deck denari = d, coppe = h, spade = s, bastoni = c,
Fante = J, Cavallo = Q, Re = K.

Engines work on ints internally; this module is for the edges: building decks,
reading what players type (leniently) and naming cards for display.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence

from games.core import IllegalAction, quoted
from i18n import LOCALES, Text, list_separator

SUITS = "shdc"
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
ITALIAN_SUITS = {"d": "denari", "h": "coppe", "s": "spade", "c": "bastoni"}
FRENCH_SUITS = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
ENGLISH_ITALIAN_SUITS = {"d": "coins", "h": "cups", "s": "swords", "c": "batons"}
ITALIAN_RANKS = {"A": "Asso", "J": "Fante", "Q": "Cavallo", "K": "Re"}
TAROT_RANKS = {"A": "1", "J": "Jack", "C": "Knight", "Q": "Queen", "K": "King"}
FRENCH_RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King", "C": "Knight"}

FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ITALIAN_DECK_RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
PIQUET_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
TAROT_SUIT_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")

FOOL = "FOOL"
JOKERS = ("JK1", "JK2")


def rank_of(card: str) -> str:
    """The rank part of a suited card (`10h` -> `10`)."""
    return card[:-1]


def suit_of(card: str) -> str:
    """The suit letter of a suited card (`10h` -> `h`); trumps, fool and jokers have none ("")."""
    if is_trump(card) or card == FOOL or card in JOKERS:
        return ""
    return card[-1]


def is_trump(card: str) -> bool:
    return card.startswith("T") and card[1:].isdigit()


def italian_deck() -> list[str]:
    """The 40-card Italian deck (A-7, Fante, Cavallo, Re in four suits), in a fixed order."""
    return [rank + suit for suit in "dhsc" for rank in ITALIAN_DECK_RANKS]


def french_deck(jokers: int = 0) -> list[str]:
    """The 52-card French deck, plus `jokers` jokers (0-2)."""
    return [rank + suit for suit in SUITS for rank in FRENCH_RANKS] + list(JOKERS[:jokers])


def piquet_deck() -> list[str]:
    """The 32-card piquet deck (7 to Ace)."""
    return [rank + suit for suit in SUITS for rank in PIQUET_RANKS]


def tarot_deck() -> list[str]:
    """The 78-card tarot: 56 suit cards, trumps T1-T21 and the fool."""
    suited = [rank + suit for suit in SUITS for rank in TAROT_SUIT_RANKS]
    return [*suited, *(f"T{n}" for n in range(1, 22)), FOOL]


DECKS = {
    "italian": italian_deck,
    "french": french_deck,
    "piquet": piquet_deck,
    "tarot": tarot_deck,
}


def symbol(card: str) -> str:
    """Compact display: `7♦`, `10♠`, `T21`, `Fool`, `Joker`."""
    if card == FOOL:
        return "Fool"
    if card in JOKERS:
        return "🃏"
    if is_trump(card):
        return card
    return rank_of(card) + SUIT_SYMBOLS[suit_of(card)]


def name(card: str, style: str = "french") -> str:
    """Display name in a style: `italian` (`7 di denari`), `french` (`7♦`), `english` (`7 of coins`),
    `tarot` (`King of swords`, `Trump 21`, `the Matto`)."""
    if card in JOKERS:
        return "Joker"
    if card == FOOL:
        return "the Matto (Fool)" if style in ("tarot", "italian") else "the Fool"
    if is_trump(card):
        return f"Trump {card[1:]}"
    rank, suit = rank_of(card), suit_of(card)
    if style == "italian":
        return f"{ITALIAN_RANKS.get(rank, rank)} di {ITALIAN_SUITS[suit]}"
    if style == "english":
        return f"{FRENCH_RANK_NAMES.get(rank, rank)} of {ENGLISH_ITALIAN_SUITS[suit]}"
    if style == "tarot":
        return f"{TAROT_RANKS.get(rank, rank)} of {ENGLISH_ITALIAN_SUITS[suit]}"
    return symbol(card)


#: `card_text(..., article=START)`: a card named first in a sentence, its article capitalised.
START = "start"


def card_text(card: str, style: str = "french", *, article: bool | str = False) -> Text:
    """A card's name as a `Text`, for the face to say in each language: `7 di denari`, `金貨の7`,
    `Re di coppe`, `Trionfo 21`, `l'Excuse`; French-style cards are their symbols everywhere.

    `article`: the name as the object of a sentence, with the article its language puts there
    ("Non hai il 7 di denari", "Tu n'as pas l'As de deniers", "You don't hold the Re di coppe");
    `article="start"`: the same, first in a sentence ("Il Re di coppe deve prendere…")."""
    said = "start" if article == START else "yes" if article else "no"
    if card in JOKERS:
        return Text("card-joker")
    if card == FOOL:
        return Text("card-fool", article=said)
    if is_trump(card):
        return Text("card-trump", number=int(card[1:]), article=said)
    # Ranks go to the catalogue as selectors take them (`[8]` for the elided "l'8").
    named = {"rank": rank_key(rank_of(card)), "suit": suit_of(card), "article": said}
    if style in ("italian", "english"):
        return Text("card-italian", **named)
    if style == "tarot":
        return Text("card-tarot", **named)
    return Text.plain(symbol(card))


class CardsText(Text):
    """Several card names said one after another with `separator` between (`7♦ 3♣`,
    `3 di bastoni, 4 di spade`), each in the reader's language."""

    __slots__ = ("parts", "separator")

    def __init__(self, parts: Iterable[Text], separator: str = " ") -> None:
        super().__init__("plain-text")
        self.parts, self.separator = tuple(parts), separator

    def render(self, locale: str | None = None) -> str:
        return list_separator(self.separator, locale).join(part.render(locale) for part in self.parts)

    def __repr__(self) -> str:
        return f"CardsText({list(self.parts)!r}, {self.separator!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardsText) and (self.parts, self.separator) == (other.parts, other.separator)

    def __hash__(self) -> int:
        return hash((self.parts, self.separator))


def rank_key(rank: str) -> int | str:
    """A rank as a catalogue selector takes it: digits as a number (`[7]`), letters as they are (`[K]`)."""
    return int(rank) if rank.isdigit() else rank


def both_names(card: str) -> str:
    """Italian and French style together, for the Italian deck: `7 di denari (7♦)`."""
    return f"{name(card, 'italian')} ({symbol(card)})"


# --- the lenient parser -------------------------------------------------------------

_SUIT_WORDS = {
    "s": "s spade spada spades spade swords sword picche picca épées épée pique piques ♠ ♤",
    "h": "h coppe coppa cups cup hearts heart cuori cuore coupes coupe cœur cœurs coeur coeurs ♥ ♡",
    "d": "d denari denaro coins coin diamonds diamond quadri quadro ori oro deniers denier carreau ♦ ♢",
    "c": "c bastoni bastone batons baton clubs club fiori fiore bâtons bâton trèfle trèfles trefle ♣ ♧ b",
}
SUIT_ALIASES = {word: suit for suit, words in _SUIT_WORDS.items() for word in words.split()}

_RANK_WORDS = {
    "A": "a asso ace as uno one 1",
    "2": "2 due two deuce",
    "3": "3 tre three",
    "4": "4 quattro four",
    "5": "5 cinque five",
    "6": "6 sei six",
    "7": "7 sette seven",
    "8": "8 otto eight",
    "9": "9 nove nine",
    "10": "10 dieci ten t",
    "J": "j jack fante knave valet",
    "Q": "q queen regina donna dame",
    "C": "c knight cavaliere",
    "K": "k king re roi",
}
RANK_ALIASES = {word: rank for rank, words in _RANK_WORDS.items() for word in words.split()}

_NICKNAMES = {
    "settebello": "7d",
    "セッテベッロ": "7d",
    "rebello": "Kd",
    "matto": FOOL,
    "fool": FOOL,
    "excuse": FOOL,
    "bagatto": "T1",
    "angel": "T20",
    "angelo": "T20",
    "joker": "JK1",
    "jolly": "JK1",
}
_FILLER = {"di", "of", "de", "d", "del", "dei", "the", "il", "la", "lo", "l", "le", "les", "du"}


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower()
    # Variation selectors ride along with emoji suit symbols; they mean nothing here.
    return text.replace("\ufe0f", "").replace("\ufe0e", "")


def _deck_cards(deck: str) -> list[str]:
    return french_deck(2) if deck == "french" else DECKS[deck]()


def _style(deck: str) -> str:
    """The card-name style of `deck` (the Italian names for every Italian-suited deck)."""
    return {"tarot": "tarot", "french": "french"}.get(deck, "italian")


@functools.cache
def _catalogue_names(deck: str) -> dict[str, str]:
    """Every name the bot gives a card of `deck`, in every language, with and without its article
    (`7 de deniers`, `l'As de coupe`, `金貨の7`, `il Re di coppe`), folded, to the card: what
    the bot prints, a player can type back."""
    style = _style(deck)
    found: dict[str, str] = {}
    for card in _deck_cards(deck):
        for locale in LOCALES:
            for article in (False, True, START):
                said = card_text(card, style, article=article).render(locale)
                found.setdefault(" ".join(_fold(said).split()), card)
    return found


def example_card(deck: str = "italian") -> Text:
    """A card's name to suggest when typing went wrong, in the reader's words (`7 di denari`,
    `7 de deniers`, `金貨の7`)."""
    return card_text("7d", "tarot" if deck == "tarot" else "italian")


def parse_card(text: str, deck: str = "french") -> str:
    """Read one card as a player might type it and return its notation.

    Accepts notation (`7d`, `kh`, `10s`, `T21`, `FOOL`), symbols (`7♦`, `♦7`), Italian,
    French and English names (`7 di denari`, `re di coppe`, `settebello`, `king of hearts`).
    `deck` decides what `cavallo` means (`Q` in the Italian deck, `C` in the tarot)
    and which cards exist. Raises `IllegalAction` (a `ValueError`) with a helpful message.
    """
    folded = _fold(text)
    if not folded:
        raise IllegalAction("card-name-one", example=example_card(deck))
    compact = folded.replace(" ", "")
    card: str | None = None
    named = _catalogue_names(deck) if deck in DECKS else {}
    if " ".join(folded.split()) in named:
        card = named[" ".join(folded.split())]
    elif compact in _NICKNAMES:
        card = _NICKNAMES[compact]
    elif compact in ("jk1", "jk2", "jk"):
        card = "JK1" if compact == "jk" else compact.upper()
    elif re.fullmatch(r"(t|trump|trionfo|atout)(1[0-9]|2[01]|[1-9])", compact):
        card = "T" + re.sub(r"\D", "", compact)
    else:
        card = _parse_suited(folded, compact, deck)
    if card is None:
        raise IllegalAction("card-unread", text=quoted(text), example=example_card(deck))
    if (deck == "french" or deck in DECKS) and card not in _deck_cards(deck):
        raise IllegalAction("no-such-card", card=card_text(card, _style(deck)))
    return card


def _parse_suited(folded: str, compact: str, deck: str) -> str | None:
    words = [w for w in re.split(r"[\s,'’]+", folded) if w and w not in _FILLER]
    if len(words) == 2:
        for rank_word, suit_word in (words, words[::-1]):
            rank, suit = _rank(rank_word, deck), SUIT_ALIASES.get(suit_word)
            if rank and suit:
                return rank + suit
    # Compact forms: `7d`, `10h`, `kh`, `d7`, `7♦`, `♦7`.
    match = re.fullmatch(r"(10|[a-z0-9]+?)([shdc♠♤♥♡♦♢♣♧])", compact) or None
    if match:
        rank, suit = _rank(match.group(1), deck), SUIT_ALIASES.get(match.group(2))
        if rank and suit:
            return rank + suit
    match = re.fullmatch(r"([shdc♠♤♥♡♦♢♣♧])(10|[a-z0-9]+)", compact)
    if match:
        rank, suit = _rank(match.group(2), deck), SUIT_ALIASES.get(match.group(1))
        if rank and suit:
            return rank + suit
    return None


def _rank(word: str, deck: str) -> str | None:
    if word in ("cavallo", "cav", "horse", "cavalier"):
        return "C" if deck == "tarot" else "Q"
    if word in ("re", "donna") and deck == "tarot":
        return {"re": "K", "donna": "Q"}[word]
    return RANK_ALIASES.get(word)


def parse_cards(text: str, deck: str = "french") -> list[str]:
    """Read several cards separated by `+`, commas or `and`/`e` (`3c+4s`, `3♣, 4♠`)."""
    parts = [p for p in re.split(r"\s*(?:\+|,|;|&|\band\b|\be\b)\s*", _fold(text)) if p]
    if len(parts) == 1 and " " in parts[0] and not re.search(r"\b(di|of|de)\b", parts[0]):
        # `3c 4s`: space-separated notation.
        spaced = parts[0].split()
        try:
            return [parse_card(p, deck) for p in spaced]
        except ValueError:
            pass
    return [parse_card(p, deck) for p in parts]


def join(cards: Iterable[str]) -> str:
    """Notation for a set of cards: `3c+4s`."""
    return "+".join(cards)


def symbols(cards: Sequence[str]) -> str:
    """`7♦ 3♣ 4♠` for display."""
    return " ".join(symbol(c) for c in cards) if cards else "—"
