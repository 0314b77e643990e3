"""`GameFace`: what both faces know of one game, and the registry that finds it by name.

A game's face subclasses `GameFace`, overrides what differs, and registers one instance with
`register(...)` in its module under `bot/service/faces/`. The defaults describe a game of the
French deck that scores toward a target in one deal.
"""

from __future__ import annotations

from typing import ClassVar


class GameFace:
    """What the faces need to know about one game, without Discord or a terminal."""

    game: ClassVar[str] = ""
    # Which deck its cards come from, for names, pictures and emoji: `italian`, `tarot`, `french`.
    deck: ClassVar[str] = "french"
    # A score toward a target (what `facts-score` counts); False where a place is all (Old Maid).
    scored: ClassVar[bool] = True
    # Several deals whose own lines do not number the deal (Scopa, Stovkahra; Scarto's header does).
    numbers_deals: ClassVar[bool] = False


_FACES: dict[str, GameFace] = {}
_DEFAULT = GameFace()


def register(face: GameFace) -> GameFace:
    """Make `face` the one for `face.game`. Returns it, so modules can keep a handle."""
    _FACES[face.game] = face
    return face


def face_of(game: str) -> GameFace:
    """The face of a game by name; the default face for a game that has none."""
    return _FACES.get(game, _DEFAULT)


def faces() -> dict[str, GameFace]:
    """Every registered face, by game name."""
    return dict(_FACES)
