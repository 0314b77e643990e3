"""Cards as application emoji: made once for the bot, found again after a restart, never duplicated.

At start-up `CARD_EMOJI.ensure(client)` lists the application's emoji (one request) and creates
the card faces that are missing (each a small picture from `bot.discord.pictures.card_emoji`).
One emoji per face that looks different (the Italian 7 of coins is not the French 7♦), plus the
four French suit signs for text (`tv3_su_d`: message text shows `7` and our ♦ in the pictures'
blue, where Discord's own ♠ ♣ are dark on its dark theme). Names are `tv<version>_<deck>_<face>`
(`tv3_it_7d`, `tv3_it_Cd` for a Cavallo): within Discord's 2-32 characters of `[A-Za-z0-9_]`; a new
`VERSION` (new art) makes the new faces and then deletes every one of ours with another version,
so a face is never there twice. Version 2: the redrawn decks (docs/CARDS.md).

A deck's emoji are used only once all of its faces exist, so a hand never mixes emoji and text;
until then, or when Discord refuses (one log line), cards are shown as text.

    card_emoji(card, game)   -> discord.PartialEmoji | None   (buttons, select options)
    card_text(card, game)    -> "<:tv1_it_7d:123> 7 di denari" (message text)
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import discord

import games
from bot.discord.pictures.cards import index_text
from bot.service.card_names import card_name, card_names, deck_cards, deck_style
from bot.service.card_names import card_text as named_card
from games import cards as C
from i18n import Text

log = logging.getLogger("tavolo.emoji")

VERSION = 3  # 3: indices in the bundled bold face, the tarot's swords and batons in Arabic (issue 35)
EMOJI_SIZE = 128  # pixels square; a card face is a few KB, far under Discord's 256 KB
_OURS = re.compile(r"^tv(\d+)_(it|ta|fr|su)_[A-Za-z0-9]+$")
SUITS = "shdc"
# Suit signs for message text, drawn like the pictures' (four colours) with a light rim, since
# Discord shows a plain ♠ ♣ as dark emoji that vanish on its dark theme, and ♦ in red where the
# pictures draw it blue. Keyed like the cards: (`"suit"`, suit).
SUIT_STYLE = "suit"


def emoji_name(style: str, card: str) -> str:
    """`tv1_it_7d`: the application emoji's name for `card` in deck `style`, after what its face
    shows, so a face two decks share is one emoji (Scopa's and Stovkahra's 7 of coins)."""
    if style == "french":
        return f"tv{VERSION}_fr_{card}"
    if C.is_trump(card) or card == C.FOOL:
        return f"tv{VERSION}_ta_{card}"
    # The tarot's suit cards have their own look (frame, staves, Roman numbers): their own emoji.
    deck = "ta" if style == "tarot" else "it"
    return f"tv{VERSION}_{deck}_{index_text(style, card)}{C.suit_of(card)}"


def suit_emoji_name(suit: str) -> str:
    """`tv3_su_d`: the application emoji of a French suit sign, for text."""
    return f"tv{VERSION}_su_{suit}"


def wanted_faces() -> dict[str, tuple[str, str]]:
    """Every face the games need (emoji name -> (deck style, card)) and the four suit signs
    (name -> ("suit", suit))."""
    faces: dict[str, tuple[str, str]] = {suit_emoji_name(suit): (SUIT_STYLE, suit) for suit in SUITS}
    for game in games.names():
        style = deck_style(game)
        for card in deck_cards(game):
            faces.setdefault(emoji_name(style, card), (style, card))
    return faces


@lru_cache(maxsize=512)
def _deck_faces() -> dict[str, set[str]]:
    """Each deck style's emoji names."""
    faces: dict[str, set[str]] = {}
    for game in games.names():
        style = deck_style(game)
        faces.setdefault(style, set()).update(emoji_name(style, card) for card in deck_cards(game))
    return faces


@lru_cache(maxsize=512)
def emoji_png(style: str, card: str) -> bytes:
    """The emoji's PNG (made once per process; plain zlib: `optimize` tripled the start-up cost)."""
    from bot.discord.pictures.cards import card_emoji as draw
    from bot.discord.pictures.cards import suit_emoji

    buffer = io.BytesIO()
    image = suit_emoji(card, EMOJI_SIZE) if style == SUIT_STYLE else draw(style, card, EMOJI_SIZE)
    image.save(buffer, "PNG")
    return buffer.getvalue()


class CardEmoji:
    """The card emoji this bot knows, by deck; empty until `ensure` has found or made them."""

    def __init__(self) -> None:
        self._emoji: dict[str, discord.PartialEmoji] = {}  # name -> emoji
        self._complete: set[str] = set()  # deck styles whose every face exists (and "suit")
        self.created = 0  # faces this process created (tests)

    def clear(self) -> None:
        self._emoji.clear()
        self._complete.clear()

    def emoji(self, card: str, game: str) -> discord.PartialEmoji | None:
        style = deck_style(game)
        if style not in self._complete:
            return None
        return self._emoji.get(emoji_name(style, card))

    def _learn(self, emojis: Iterable[Any], wanted: dict[str, tuple[str, str]]) -> None:
        for emoji in emojis:
            if emoji.name in wanted:
                self._emoji[emoji.name] = discord.PartialEmoji(name=emoji.name, id=emoji.id)
        for style, names in _deck_faces().items():
            if all(name in self._emoji for name in names):
                self._complete.add(style)
        if all(suit_emoji_name(suit) in self._emoji for suit in SUITS):
            self._complete.add(SUIT_STYLE)

    def suit(self, suit: str) -> discord.PartialEmoji | None:
        """The suit sign's emoji for text, once all four exist."""
        if SUIT_STYLE not in self._complete:
            return None
        return self._emoji.get(suit_emoji_name(suit))

    async def ensure(self, client: Any, *, create: bool = True) -> None:
        """Find the card emoji and (with `create`) make the missing ones. Never raises: without
        them cards are text. `client`: discord.py's `Client` (`fetch_application_emojis`,
        `create_application_emoji`, `delete_application_emoji` are all it uses)."""
        wanted = wanted_faces()
        self.clear()  # what another bot of this process found (tests run several) is not ours
        try:
            existing = await client.fetch_application_emojis()
        except (discord.HTTPException, discord.MissingApplicationID) as error:
            log.warning("card emoji unavailable, cards are shown as text: %s", error)
            return
        self._learn(existing, wanted)
        missing = [name for name in wanted if name not in self._emoji]
        if missing and not create:
            log.info("%d card emoji missing; another process creates them", len(missing))
            return
        made = []
        for name in missing:
            style, card = wanted[name]
            try:
                made.append(await client.create_application_emoji(name=name, image=emoji_png(style, card)))
            except discord.HTTPException as error:
                log.warning(
                    "could not create card emoji %s (%s made, %d missing); those cards are shown as text: %s",
                    name,
                    len(made),
                    len(missing) - len(made),
                    error,
                )
                break
            self.created += 1
        self._learn(made, wanted)
        if made:
            log.info("created %d card emoji", len(made))
        if not missing or len(made) == len(missing):
            await self._forget_old(client, existing)

    async def _forget_old(self, client: Any, existing: Iterable[Any]) -> None:
        """Delete our faces of an earlier `VERSION` (replaced art), so they never pile up."""
        for emoji in existing:
            match = _OURS.match(emoji.name)
            if match and int(match[1]) != VERSION:
                try:
                    await emoji.delete()
                except discord.HTTPException as error:
                    log.info("could not delete old card emoji %s: %s", emoji.name, error)
                    return


CARD_EMOJI = CardEmoji()


def card_emoji(card: str, game: str) -> discord.PartialEmoji | None:
    """The card's application emoji, for a button or select option; None while cards are text."""
    return CARD_EMOJI.emoji(card, game)


def suit_sign_text(card: str, game: str) -> str | None:
    """A French card for text with its suit sign as our emoji (`7<:tv3_su_d:…>`): the sign in the
    pictures' colour, visible on Discord's dark and light themes. None for other decks, a joker,
    or while the suit emoji don't exist."""
    if deck_style(game) != "french" or card in C.JOKERS:
        return None
    sign = CARD_EMOJI.suit(C.suit_of(card))
    return f"{C.rank_of(card)}{sign}" if sign is not None else None


def card_text(card: str, game: str, locale: str = "en") -> str:
    """The card for message text: its emoji and name in `locale` (`<:tv3_it_7d:…> 7 di denari`);
    a French card its rank and coloured suit sign (`7<:tv3_su_d:…>`); else the name."""
    signed = suit_sign_text(card, game)
    if signed is not None:
        return signed
    emoji = card_emoji(card, game)
    name = card_name(card, game, locale)
    return f"{emoji} {name}" if emoji is not None else name


def card_phrase(card: str, game: str) -> Text:
    """`card_text` as a message argument: the emoji now, the name in the reader's language."""
    signed = suit_sign_text(card, game)
    if signed is not None:
        return Text.plain(signed)
    emoji = card_emoji(card, game)
    named = named_card(card, game)
    return Text("emoji-and-card", emoji=str(emoji), card=named) if emoji is not None else named


def cards_phrase(cards: Iterable[str], game: str) -> list[Text]:
    """Several cards as a message argument (a list, joined as the reader's language joins one)."""
    return [card_phrase(card, game) for card in cards]


# An emoji costs ~33 characters of a message's 2,000 (`<:tv1_it_10d:` and an 18-19 digit id):
# a very long hand (a Scarto dealer's 28 cards, a big Go Fish hand) is named without them.
MAX_CARDS_TEXT = 1500


def cards_text(cards: Iterable[str], game: str, locale: str = "en") -> str:
    """Several cards for message text, each with its emoji (names only if that would be very
    long); `—` for none."""
    cards = list(cards)
    if not cards:
        return "—"
    separator = " " if deck_style(game) == "french" else "、" if locale == "ja" else ", "
    shown = separator.join(card_text(card, game, locale) for card in cards)
    return shown if len(shown) <= MAX_CARDS_TEXT else card_names(cards, game, locale)
