"""A move said as a sentence, the same on every face: the terminal's table and replay, and
Discord's `/replay` (`Bot 1 plays the 7 di denari and takes the 3 di coppe.`), never as the
button's label (`7 di denari takes 3 di coppe`)."""

from __future__ import annotations

from collections.abc import Callable

from bot.service.card_names import is_card
from bot.service.faces import face_of
from bot.service.faces.common import Seats
from i18n import Text

Names = Seats  # how the reader names seats: `name(seat)`, and which seat is the reader's


def move_sentence(
    game: str, seat: int, action: str, names: Names, locale: str, label: Callable[[], str]
) -> Text:
    """A move as a sentence: `You play 7♦.`, `Bot 1 plays the 7 di denari and takes
    3 di coppe.`, `You lay … aside.`; a move that is not a card (a declaration, a pass) as
    `who: label`, `label()` saying it. The terminal table and `replay` say moves alike."""
    face = face_of(game)
    # Each card with the article its place in the sentence wants ("gioca il 7 di denari e
    # prende il 3 di coppe e il 4 di spade"; symbols stay symbols), as `pick_words` gives them.
    words = pick_words(game, action)
    if words["kind"] == "takes":
        return Text("local-plays-takes", **names.who(seat), card=words["card"], cards=words["cards"])
    if words["kind"] in ("plays", "lays"):
        return Text("local-plays", **names.who(seat), card=words["card"], verb=words["kind"])
    if action.startswith("discard:"):
        cards = face.card_names(action.split(":", 1)[1].split("+"), locale)
        return Text("local-lays-aside", **names.who(seat), cards=cards)
    seen = face.seen_as(action) if seat != names.me else None
    if seen is not None:
        return Text("local-moved", who=names.name(seat), move=seen)
    return Text("local-moved", who=names.name(seat), move=label())


def pick_words(game: str, action: str) -> dict[str, str | Text | list[Text]]:
    """A move someone would have made (the hard player's pick in `/replay`), as the arguments
    of a sentence with no subject: `kind` (`plays`, `lays`, `takes`, `aside`; `move` for a move
    that is not a card, said by its label), `card` and `cards` with the article each card's place
    in the sentence wants ("avrebbe giocato il 7 di denari e preso il 3 di coppe")."""
    face = face_of(game)
    card, _, taken = action.partition(":")
    if is_card(card):
        played = face.card_text(card, article=True)
        if taken:
            took = [face.card_text(c, article=True) for c in taken.split("+")]
            return {"kind": "takes", "card": played, "cards": took}
        return {"kind": "lays" if face.lays() else "plays", "card": played}
    if card == "discard" and taken:
        return {"kind": "aside", "cards": [face.card_text(c, article=True) for c in taken.split("+")]}
    return {"kind": "move"}
