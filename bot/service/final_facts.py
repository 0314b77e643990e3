"""What decided a finished game, in a few lines for the game-over message (in the channel's language)
and the terminal table.

Read from the final spectator view (`state.view(None)`) and the result, so nothing hidden is
shown: in Scopa the last deal's points (settebello, primiera, coins, cards, sweeps), in the
trick games the deals and games that made the score, books in Go Fish, pairs in Concentration,
who was left holding the odd card in the Old Maid family. The words are the catalogue's
(`facts-*` in `i18n/locales/<locale>/table.ftl`); each game's facts are its face's
(`GameFace.final_facts`, `GameFace.score_text` in `bot.service.faces`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.service.faces import face_of
from bot.service.faces.common import Fields, Names, Words
from games.core import Result
from i18n import DEFAULT

__all__ = ["Fields", "Names", "Words", "final_facts", "score_text"]


def score_text(
    game: str, score: float, options: Mapping[str, Any] | None = None, locale: str = DEFAULT
) -> str | None:
    """`11 points`, `3 books`, `6 pairs`; None where the score is only a place (the Old Maid family)."""
    return face_of(game).score_text(score, options, locale)


def final_facts(
    game: str,
    view: Mapping[str, Any],
    result: Result,
    seats: Names,
    sides: Sequence[str],
    locale: str = DEFAULT,
) -> Fields:
    """Embed fields (title, text) saying what decided the game; [] for a game with none."""
    try:
        return face_of(game).final_facts(view, result, seats, sides, Words(locale))
    except (KeyError, IndexError, TypeError, ValueError):
        return []  # an unexpected view shape must never cost the game-over message
