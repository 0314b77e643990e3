"""The slow edge: reading what a player typed and saying why a move is refused."""

from __future__ import annotations

import re

from games.cards import parse_card, parse_cards
from games.core import IllegalAction
from games.scopa.captures import captures
from games.scopa.deck import BIT, INDEX, NOTE, RANK_MASK, VALUE, card_name, cards_of, notes, show
from games.scopa.rules import Rules

_HINT = "Lay a card with `7d`; capture with `7d:3c+4s`."
_VERB = re.compile(r"^(?:lay|play|gioca|cala)\s+", re.IGNORECASE)
_SPLIT = re.compile(r"\s*:\s*|\s+(?:takes|take|prende|x)\s+", re.IGNORECASE)


def parse_move(action: str) -> tuple[int, int]:
    """(card index, mask of captured cards) from lenient text: `7d:3c+4s`, `7♦ : 4♠ + 3♣`, `7 di denari`."""
    parts = _SPLIT.split(_VERB.sub("", action.strip()), maxsplit=1)
    try:
        card = INDEX[parse_card(parts[0], "italian")]
        taken_cards = [INDEX[c] for c in parse_cards(parts[1], "italian")] if len(parts) > 1 else []
    except ValueError as error:
        raise IllegalAction(f"{error} {_HINT}") from None
    taken = 0
    for c in taken_cards:
        if taken & BIT[c]:
            raise IllegalAction(f"You named {card_name(c)} twice.")
        taken |= BIT[c]
    if taken & BIT[card]:
        raise IllegalAction(f"{card_name(card)} can't take itself.")
    return card, taken


def _option_list(card: int, options: list[int]) -> str:
    return ", ".join(f"`{NOTE[card]}:{'+'.join(notes(o))}`" for o in options)


def explain_illegal(card: int, taken: int, hand: int, table: int, rules: Rules) -> str:
    """A short, specific reason why playing `card` taking `taken` is refused, and what to do instead."""
    name = card_name(card)
    if not hand & BIT[card]:
        return f"You don't hold {name}. Your hand: {show(hand)}."
    missing = taken & ~table
    if missing:
        verb = "isn't" if missing.bit_count() == 1 else "aren't"
        return f"{show(missing)} {verb} on the table. Table: {show(table)}."
    options = captures(table, card, rules)
    choices = _option_list(card, options)
    if not taken:
        if len(options) == 1:
            return f"{name} must take {_the(options[0], table)}. Play {choices}."
        return f"{name} must capture; choose one: {choices}."
    if not options:
        return f"{name} can't take {show(taken)}. Play `{NOTE[card]}` to lay it."
    return f"{_why(card, taken, table, rules)} {'Play' if len(options) == 1 else 'Choose one:'} {choices}."


def _the(capture: int, table: int) -> str:
    if capture == table and capture.bit_count() > 1:
        return f"everything on the table ({show(capture)})"
    if capture.bit_count() == 1:
        return f"the {show(capture)} on the table"
    return f"{show(capture)} from the table"


def _why(card: int, taken: int, table: int, rules: Rules) -> str:
    name, value = card_name(card), VALUE[card]
    total = sum(VALUE[c] for c in cards_of(taken))
    if rules.ace_takes_all and value == 1:
        if table & RANK_MASK[1] and rules.ace_blocks:
            return f"With an Ace on the table, {name} takes only an Ace."
        return f"An Ace takes everything on the table ({show(table)})."
    if rules.scopa_15:
        return f"In scopa a 15 the cards must total 15 with {name}: {value} + {total} = {value + total}."
    same = table & RANK_MASK[value]
    if same:
        return f"{name} must take a card of the same rank ({show(same)}), not a sum."
    if total != value:
        return f"{show(taken)} add up to {total}, not {value}."
    if rules.max_sum and taken.bit_count() > rules.max_sum:
        return f"A sum capture may take at most {rules.max_sum} cards."
    return "Take the fewest cards possible."
