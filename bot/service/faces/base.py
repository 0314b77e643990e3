"""`GameFace`: what both faces know of one game, and the registry that finds it by name.

A game's face subclasses `GameFace`, overrides what differs, and registers one instance with
`register(...)` in its module under `bot/service/faces/`. The defaults describe a game of the
French deck that scores toward a target in one deal, whose moves are listed and numbered.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

import games
from bot.service.faces.common import Fields, Names, Seats, Words, whole
from bot.service.rules_text import LANGUAGES, game_text
from games import cards as C
from games.core import Result, State
from i18n import DEFAULT, Grammar, Text, translate


class GameFace:
    """What the faces need to know about one game, without Discord or a terminal."""

    game: ClassVar[str] = ""
    # Which deck its cards come from, for names, pictures and emoji: `italian`, `tarot`, `french`.
    deck: ClassVar[str] = "french"
    # A score toward a target (what `facts-score` counts); False where a place is all (Old Maid).
    scored: ClassVar[bool] = True
    # Several deals whose own lines do not number the deal (Scopa, Stovkahra; Scarto's header does).
    numbers_deals: ClassVar[bool] = False
    # Several deals, each scored when it ends (False: one deal, the game's end says how it went).
    deals_scored: ClassVar[bool] = True
    # What a move led to already says the move (`bob asks you for Sevens`): no move line first.
    led_to_says_move: ClassVar[bool] = False
    # Its final facts already count the score (Go Fish's books, Scarto's deals): no score lines.
    facts_count_score: ClassVar[bool] = False
    # The heading over the game-over picture's columns: deals, or games (Stovkahra's).
    deals_heading: ClassVar[str] = "tablepicture-deals"
    # How to move, at the terminal (the catalogue's id of the help text).
    help: ClassVar[str] = ""

    # -- cards -------------------------------------------------------------------------------
    def deck_cards(self) -> list[str]:
        """Every card the game can show, in notation."""
        return C.french_deck(2)

    @property
    def card_style(self) -> str:
        """The `style` the game's `State.describe` names cards in (`italian`, `tarot`, `french`)."""
        return self.deck

    def card_text(self, card: str, article: bool | str = False) -> Text:
        """A card's name as players of the game call it (`7 di denari`, `Trump 21`, `7♦`);
        `article`: with the article a sentence puts before it (`il Re di coppe`; `C.START` first
        in a sentence), as `games.cards.card_text` says."""
        if self.deck == "french" and card not in C.JOKERS:
            return Text.plain(C.symbol(card))
        return C.card_text(card, self.card_style, article=article)

    def card_name(self, card: str, locale: str | None = None) -> str:
        return self.card_text(card).render(locale or "en")

    def card_names(self, cards: Iterable[str], locale: str | None = None) -> str:
        """Several cards for a line: `7♦ 3♣` (French), `7 di denari, Re di coppe` (names); `—`."""
        names = [self.card_name(card, locale) for card in cards]
        if not names:
            return "—"
        return (" " if self.deck == "french" else ", ").join(names)

    # -- names -------------------------------------------------------------------------------
    def title(self, preset: str | None = None, locale: str = DEFAULT) -> str:
        """What players call this form of the game, in their language (`Scopone`, `ババ抜き`,
        `Scopa a quindici`): the preset's name in the /rules text, else the game's title there,
        else the rules core's name; never `Scopa (scopa)`."""
        rules = games.get(self.game)
        language = locale if locale in LANGUAGES else "en"
        try:
            text = game_text(language, self.game)
        except OSError:
            text = {}
        named = (text.get("presets") or {}).get(preset or rules.default_preset, {}).get("name")
        return named or text.get("title") or rules.preset_title(preset).split(" (")[0]

    # -- scores and what decided the game ---------------------------------------------------------
    def score_text(
        self, score: float, options: Mapping[str, Any] | None = None, locale: str = DEFAULT
    ) -> str | None:
        """`11 points`, `3 books`, `6 pairs`; None where the score is only a place (Old Maid)."""
        if not self.scored:
            return None
        number = whole(score)
        return translate(locale, "facts-score", game=self.game, count=number, signed=str(number))

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        """Fields (title, text) saying what decided the game, from the spectator's view."""
        return []

    # -- the live table's score line ---------------------------------------------------------
    def standing(self, view: Mapping[str, Any]) -> list[Text] | None:
        """Each side's score as the live table's score line says it after the side's name
        (`3`; Stovkahra's `34 · 2 brčke`), or None where the game keeps no score to tell."""
        if not self.scored:
            return None
        return [Text("live-score-number", score=whole(score)) for score in view.get("scores") or []]

    def goal(self, view: Mapping[str, Any]) -> Text | None:
        """What the scores run to, after them on the score line (`first to 11`), or None."""
        target = view.get("target") or (view.get("options") or {}).get("target")
        return Text("live-goal-first-to", target=target) if target else None

    def lobby_goal(self, options: Mapping[str, Any]) -> Text | None:
        """What a game of these options is played to, for the lobby (`First to 11 points.`)."""
        target = options.get("target")
        return Text("lobby-goal-first-to", target=target) if target else None

    def taken_tricks(self, view: Mapping[str, Any]) -> list[tuple[int, list[str]]]:
        """The tricks taken so far this deal, in order: (winner's seat, the trick's cards)."""
        return []

    def deal_facts(
        self, view: Mapping[str, Any], deal: int, sides: Names, tr: Words, *, brief: bool = False
    ) -> list[str]:
        """How deal `deal` scored, one category a line in the game-over's words (`**Cards:**
        Bot 1, 24 to 16`), or [] where the game says it otherwise (`deal_lines`); `brief`: as
        short as a phone's live table needs it."""
        return []

    def deal_lines(self, summary: Any, names: Sequence[str], sides: Sequence[int]) -> list[Text]:
        """How one deal scored (its record from the view), a heading then a line per side."""
        return []

    def deal_cells(self, view: Mapping[str, Any], sides: int) -> list[list[str]]:
        """Each side's points deal by deal (or game by game), for the game-over table; a list per
        side, empty for a game of one deal."""
        return []

    # -- moves ---------------------------------------------------------------------------------
    def number_means(self, phase: str = "") -> str:
        """What a line typed at the terminal names in this phase: `` a listed move (by number,
        notation or card), `board` a place on the board, `hand` a card of the hand drawn from,
        `rank` a rank to ask for, `cards` several cards at once."""
        return ""

    def lays(self) -> bool:
        """Whether a card played is laid on the table (`lays`) rather than played to a trick."""
        return False

    def seen_as(self, action: str) -> Text | None:
        """What other players see of a move they may not tell apart (None: the move itself)."""
        return None

    def move_said(self, action: str) -> dict[str, Any] | None:
        """A move its label does not say whole, as the arguments of `replay-move-said` (`kind`
        and its words), once nothing is secret (a finished game's replay); None: its label does."""
        return None

    def led_to(
        self, before: State, after: State, seat: int, action: str, seats: Seats, locale: str
    ) -> list[Text]:
        """What `action` (played by `seat`) led to, as `seats.me` sees it: [] when the move says
        it all. Read from the position before and after, so nothing hidden is told."""
        return []


_FACES: dict[str, GameFace] = {}
_DEFAULT = GameFace()


def register(face: GameFace) -> GameFace:
    """Make `face` the one for `face.game`. Returns it, so modules can keep a handle."""
    _FACES[face.game] = face
    return face


def game_title(game: str) -> Text:
    """A game's title as players of the reader's language call it (`Memory`, `ババ抜き`,
    `Pouilleux`): the catalogue's term `-game-<game>`, whatever form of it a table plays."""
    return Text("game-title", game=game)


def game_gender(game: str) -> Text:
    """The grammatical gender of a game's title in the reader's language (`feminine` for la
    Scopa, the term's `.gender`), for the messages that agree with it; `other` where a language
    has none (English, Japanese)."""
    return Grammar("game-" + game, "gender")


def face_of(game: str) -> GameFace:
    """The face of a game by name; the default face for a game that has none."""
    return _FACES.get(game, _DEFAULT)


def faces() -> dict[str, GameFace]:
    """Every registered face, by game name."""
    return dict(_FACES)
