"""A move said as a sentence, the same on every face: the terminal's table and replay, and
Discord's `/replay` (`Bot 1 plays the 7 di denari and takes the 3 di coppe.`), never as the
button's label (`7 di denari takes 3 di coppe`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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


#: A move that is not a card, by the rules core's label (`describe_text`, or the button's
#: `label_text`), as a sentence's kind: its label's arguments are the sentence's words.
_KINDS = {
    "gofish-label-ask": "asks",
    "concentration-label-flip": "flips",
    "oldmaid-label-draw": "draws",
    "oldmaid-label-draw-from": "draws-from",
    "oldmaid-label-shuffle": "shuffles",
    "stovkahra-label-declares": "declares",
    "stovkahra-label-pass": "passes",
    "stovkahra-pass-label": "passes",
    "stovkahra-label-dost": "dost",
    "stovkahra-dost-label": "dost",
    "stovkahra-label-brcka-add": "brcka-add",
    "stovkahra-label-brcka-take": "brcka-take",
}
#: A label's argument, by the name the sentence gives it: whom a player asks or draws from, which
#: place of a board or a hand (`number` is the replay's move).
_RENAMED = {"who": "whom", "what": "rank", "number": "place"}


def pick_words(game: str, action: str, label: Text | None = None) -> dict[str, Any]:
    """A move someone would have made (the hard player's pick in `/replay`), or made (`said_move`),
    as the arguments of a sentence with no subject: `kind` (`plays`, `lays`, `takes`, `aside`;
    `asks`, `flips`, `draws`, `draws-from`, `shuffles`, `declares`, `passes`, `signals`, `dost`, `brcka-add`,
    `brcka-take` from the move's `label`, its players named; `move` for a move none of these
    says, quoted by its label), `card` and `cards` with the article each card's place in the
    sentence wants ("avrebbe giocato il 7 di denari e preso il 3 di coppe"), `whom`, `rank`,
    `place`, `combination`, `suit` as the kind wants."""
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
    own = face.move_said(action)
    if own is not None:
        return own
    if label is not None and label.id in _KINDS:
        words = {_RENAMED.get(key, key): value for key, value in label.args.items()}
        return {"kind": _KINDS[label.id], **words}
    return {"kind": "move"}


def said_move(game: str, seat: int, action: str, names: Names, label: Text) -> Text | None:
    """A move that is not a card played as a sentence (`Bot 1 asks alice for Sevens.`, `You turn
    up card 4.`), for a finished game's replay; None when only its label can say it."""
    words = pick_words(game, action, label)
    if words["kind"] in ("move", "takes", "plays", "lays"):
        return None
    return Text("replay-move-said", **names.who(seat), **words)
