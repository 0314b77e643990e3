"""The slow edge: reading what a player typed and saying why a move is refused."""

from __future__ import annotations

import re

from games.cards import START, CardsText, card_text, parse_card, parse_cards
from games.core import IllegalAction, reason
from games.scopa.captures import captures
from games.scopa.deck import BIT, INDEX, NOTE, RANK_MASK, VALUE, cards_of, notes
from games.scopa.rules import Rules
from i18n import Text

_VERB = re.compile(r"^(?:lay|play|gioca|cala)\s+", re.IGNORECASE)
_SPLIT = re.compile(r"\s*:\s*|\s+(?:takes|take|prende|x)\s+", re.IGNORECASE)


def _said(card: int, *, article: bool | str = False) -> Text:
    """One card as Scopa players call it, in the reader's language (`7 di denari`, `金貨の7`);
    `article`: as a sentence's object ("Non hai il 7 di denari"), `START` its subject."""
    return card_text(NOTE[card], "italian", article=article)


def show(mask: int) -> Text:
    """Cards of a mask named as `_said` names them (`3 di bastoni, 4 di spade`), or `—`."""
    cards = cards_of(mask)
    return CardsText([_said(c) for c in cards], ", ") if cards else Text.plain("—")


def parse_move(action: str) -> tuple[int, int]:
    """(card index, mask of captured cards) from lenient text: `7d:3c+4s`, `7♦ : 4♠ + 3♣`, `7 di denari`."""
    parts = _SPLIT.split(_VERB.sub("", action.strip()), maxsplit=1)
    try:
        card = INDEX[parse_card(parts[0], "italian")]
        taken_cards = [INDEX[c] for c in parse_cards(parts[1], "italian")] if len(parts) > 1 else []
    except ValueError as error:
        raise IllegalAction("scopa-unread", error=reason(error)) from None
    taken = 0
    for c in taken_cards:
        if taken & BIT[c]:
            raise IllegalAction("scopa-named-twice", card=_said(c, article=True))
        taken |= BIT[c]
    if taken & BIT[card]:
        raise IllegalAction("scopa-take-itself", card=_said(card, article=START))
    return card, taken


def _option_list(card: int, options: list[int]) -> str:
    return ", ".join(f"`{NOTE[card]}:{'+'.join(notes(o))}`" for o in options)


def explain_illegal(card: int, taken: int, hand: int, table: int, rules: Rules) -> Text:
    """A short, specific reason why playing `card` taking `taken` is refused, and what to do instead."""
    name = _said(card, article=START)  # first in the sentences below
    if not hand & BIT[card]:
        return Text("not-held", card=_said(card, article=True), hand=show(hand))
    missing = taken & ~table
    if missing:
        return Text("scopa-not-on-table", cards=show(missing), count=missing.bit_count(), table=show(table))
    options = captures(table, card, rules)
    choices = _option_list(card, options)
    if not taken:
        if len(options) == 1:
            return Text("scopa-must-take", card=name, capture=_the(options[0], table), choices=choices)
        return Text("scopa-must-capture", card=name, choices=choices)
    if not options:
        return Text("scopa-cannot-take", card=name, cards=show(taken), lay=NOTE[card])
    return Text("scopa-refused", why=_why(card, taken, table, rules), count=len(options), choices=choices)


def _the(capture: int, table: int) -> Text:
    if capture == table and capture.bit_count() > 1:
        return Text("scopa-the-whole-table", cards=show(capture))
    if capture.bit_count() == 1:
        return Text("scopa-the-card-on-table", cards=show(capture))
    return Text("scopa-the-cards-from-table", cards=show(capture))


def _why(card: int, taken: int, table: int, rules: Rules) -> Text:
    name, value = _said(card, article=START), VALUE[card]
    total = sum(VALUE[c] for c in cards_of(taken))
    if rules.ace_takes_all and value == 1:
        if table & RANK_MASK[1] and rules.ace_blocks:
            return Text("scopa-ace-blocks", card=_said(card, article=True))
        return Text("scopa-ace-takes-all", table=show(table))
    if rules.scopa_15:
        return Text(
            "scopa-fifteen", card=_said(card, article=True), value=value, total=total, sum=value + total
        )
    same = table & RANK_MASK[value]
    if same:
        return Text("scopa-same-rank", card=name, cards=show(same))
    if total != value:
        return Text("scopa-sum", cards=show(taken), total=total, value=value)
    if rules.max_sum and taken.bit_count() > rules.max_sum:
        return Text("scopa-max-sum", most=rules.max_sum)
    return Text("scopa-fewest")
