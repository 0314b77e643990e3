"""What a card is called, per game: the one place every face (Discord, terminal) names cards.

- the Italian deck (Scopa family, Stovkahra): `7 di denari`, `Re di coppe`, `Asso di spade`;
- the tarot (Scarto): `King of swords`, `1 of coins`, `Trump 21`, `Matto`;
- the French deck (Go Fish, Concentration, the Old Maid family): `7♦`, `10♠`, `Joker`.

`card_name(card, game)` is the function to localise: it takes the card (notation, `games.cards`)
and the game, whose face (`bot.service.faces`) alone decides how a card reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.service.faces import face_of
from games.core import State
from i18n import Text

_CARD = re.compile(r"^(?:(?:10|[2-9AJQKC])[shdc]|T(?:1[0-9]|2[01]|[1-9])|FOOL|JK[12])$")


def deck_style(game: str) -> str:
    """`italian` (Scopa family, Stovkahra), `tarot` (Scarto) or `french` (every other game)."""
    return face_of(game).deck


def deck_cards(game: str) -> list[str]:
    """Every card a game can show, in notation."""
    return face_of(game).deck_cards()


def is_card(text: str) -> bool:
    """Whether `text` is a card in notation (`7d`, `T21`, `FOOL`), not a word (`ask`, `pass`)."""
    return bool(_CARD.match(text))


def card_text(card: str, game: str, article: bool | str = False) -> Text:
    """A card's name as players of `game` call it, to be said in the reader's language (a message
    argument): `7 di denari`, `金貨の7`, `King of swords`, `Trump 21`, `l'Excuse`, `7♦`; with
    `article` as a sentence's object (`il Re di coppe`) or, `START`, its subject (`Il Re…`)."""
    return face_of(game).card_text(card, article)


def card_name(card: str, game: str, locale: str | None = None) -> str:
    """A card as players of `game` call it, in `locale` (English by default)."""
    return face_of(game).card_name(card, locale)


def card_names(cards: Iterable[str], game: str, locale: str | None = None) -> str:
    """Several cards for a line of text: `7♦ 3♣` (French), `7 di denari, Re di coppe` (names)."""
    return face_of(game).card_names(cards, locale)


def move_style(game: str) -> str:
    """The `style` a game's `State.describe` names cards in, matching `card_name`."""
    return face_of(game).card_style


def move_label(game: str, state: State, action: str) -> str:
    """An action as its players read it, cards named as `card_name` names them."""
    return state.describe(action, style=move_style(game))


def move_text(game: str, state: State, action: str) -> Text:
    """`move_label` as a `Text`, said in the reader's language (cards named as `card_name` names them)."""
    return state.describe_text(action, style=move_style(game))
