"""What a move led to, as the terminal table says it after each move: Go Fish answers, draws and
books; Old Maid draws and pairs; the cards Concentration turned up and what they made; the trick
a card won. Each game's face says it (`GameFace.led_to` in `bot.service.faces`), read from the
position before and after the move as the reader's seat sees it, so nothing hidden is told.

Seats are named through `Names`: the reader's own seat is "you" (`You ask…`, `…asks you for…`),
the others by name in the third person (`Bot 2 shuffles their hand`).
"""

from __future__ import annotations

from bot.service.faces import face_of
from bot.service.faces.common import Seats
from bot.service.move_words import move_sentence  # noqa: F401  (the terminal's, said here too)
from games.core import State
from i18n import Text

Line = Text
Names = Seats  # how the reader names seats: `name(seat)`, and which seat is the reader's


def after_move(
    game: str, before: State, after: State, seat: int, action: str, names: Names, locale: str
) -> list[Line]:
    """The lines telling what `action` (played by `seat`) led to; [] when the move says it all."""
    return face_of(game).led_to(before, after, seat, action, names, locale)
