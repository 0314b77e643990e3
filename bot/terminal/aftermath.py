"""What a move led to, as the terminal table says it after each move: Go Fish answers, draws and
books; Old Maid draws and pairs; the cards Concentration turned up and what they made; the trick
a card won. Each game's face says it (`GameFace.led_to` in `bot.service.faces`), read from the
position before and after the move as the reader's seat sees it, so nothing hidden is told.

Seats are named through `Names`: the reader's own seat is "you" (`You ask…`, `…asks you for…`),
the others by name in the third person (`Bot 2 shuffles their hand`).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.service.card_names import is_card
from bot.service.faces import face_of
from bot.service.faces.common import Seats
from games.core import State
from i18n import Text

Line = Text
Names = Seats  # how the reader names seats: `name(seat)`, and which seat is the reader's


def move_sentence(
    game: str, seat: int, action: str, names: Names, locale: str, label: Callable[[], str]
) -> Text:
    """A move as a sentence: `You play 7♦.`, `Bot 1 plays the 7 di denari and takes
    3 di coppe.`, `You lay … aside.`; a move that is not a card (a declaration, a pass) as
    `who: label`, `label()` saying it. The terminal table and `replay` say moves alike."""
    face = face_of(game)
    card, _, taken = action.partition(":")
    if is_card(card):
        # Each card with the article its place in the sentence wants ("gioca il 7 di denari e
        # prende il 3 di coppe e il 4 di spade"; symbols stay symbols).
        played = face.card_text(card, article=True)
        if taken:
            took = [face.card_text(c, article=True) for c in taken.split("+")]
            return Text("local-plays-takes", **names.who(seat), card=played, cards=took)
        verb = "lays" if face.lays() else "plays"
        return Text("local-plays", **names.who(seat), card=played, verb=verb)
    if action.startswith("discard:"):
        cards = face.card_names(action.split(":", 1)[1].split("+"), locale)
        return Text("local-lays-aside", **names.who(seat), cards=cards)
    seen = face.seen_as(action) if seat != names.me else None
    if seen is not None:
        return Text("local-moved", who=names.name(seat), move=seen)
    return Text("local-moved", who=names.name(seat), move=label())


def after_move(
    game: str, before: State, after: State, seat: int, action: str, names: Names, locale: str
) -> list[Line]:
    """The lines telling what `action` (played by `seat`) led to; [] when the move says it all."""
    return face_of(game).led_to(before, after, seat, action, names, locale)
