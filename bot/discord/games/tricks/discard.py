"""Scarto's discard on the dealer's hand panel: the three cards chosen in a select.

The dealer holds 28 cards. Those that may be discarded (the engine's own list decides: no
King, Angel (trump 20, or 21 under `angel_is_21`) or Matto, the Bagatto (trump 1) only as the only
trump; the prompt names each by its card name) are offered in one multi-select of
exactly three whenever they fit in Discord's 25 options: one interaction lays the discard.
When they do not fit they are split by suit over two selects; the cards picked in one ride in
the other's custom id (restart-safe), the panel shows what is picked so far, and the discard
is laid as soon as three are picked, in one select or across both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.discord.core.adapter import adapter_for
from bot.discord.core.card_emoji import cards_text
from bot.discord.core.hand_panel import card_option, current_table, play_from_panel, redraw, suit_groups
from bot.discord.core.interact import refuse, report, restored_select
from bot.discord.core.language import locale_for_user
from bot.service.card_names import card_name
from bot.service.model import Table
from games import cards as C
from i18n import Text, dotted, translate

COUNT = 3
MAX_OPTIONS = 25
NONE = "-"


def discardable(legal: Sequence[str]) -> set[str]:
    """Every card that is part of some legal discard (any three of them are one)."""
    return {card for action in legal if action.startswith("discard:") for card in action[8:].split("+")}


def discard_groups(hand: Sequence[str], allowed: set[str], locale: str = "en") -> list[tuple[str, list[str]]]:
    """The discardable cards in hand order, with a title: one list when they fit in a select.
    Otherwise the suit cards and the trumps apart: a dealer discards suit cards (court cards to
    bank their points, a short suit to make a void) far more often than trumps, so the usual
    discard is still one pick. (Over 25 suit cards, which needs two trumps or fewer, are cut
    into lists of whole suits.)"""
    cards = [c for c in hand if c in allowed]
    if len(cards) <= MAX_OPTIONS:
        return [("", cards)]
    suited = [c for c in cards if C.suit_of(c)]
    trumps = [c for c in cards if not C.suit_of(c)]
    if len(suited) <= MAX_OPTIONS:
        return [
            (translate(locale, "scarto-discard-suit-cards"), suited),
            (translate(locale, "scarto-discard-trumps"), trumps),
        ]
    lists: list[tuple[list[str], list[str]]] = [([], [])]
    for title, suit in suit_groups(adapter_for("scarto"), cards, rows=5, locale=locale).values():
        if len(lists[-1][1]) + len(suit) > MAX_OPTIONS:
            lists.append(([], []))
        lists[-1][0].append(title)
        lists[-1][1].extend(suit)
    return [(dotted(titles, locale), group) for titles, group in lists]


def add_discard_controls(
    controls: discord.ui.View,
    table: Table,
    seat: int,
    seq: int,
    *,
    picked: Sequence[str] = (),
    locale: str = "en",
) -> str:
    """The dealer's discard select(s), worded in `locale`; the line to add under the hand."""
    state = table.state
    assert state is not None
    adapter = adapter_for(table.game)
    hand = adapter.hand(state.view(seat))
    groups = discard_groups(hand, discardable(state.legal()), locale)
    chosen = [c for c in picked if any(c in cards for _, cards in groups)]
    for index, (title, cards) in enumerate(groups):
        mine = [c for c in chosen if c in cards]
        others = [c for c in chosen if c not in cards]
        options = [
            discord.SelectOption(
                label=card_option(adapter, c, locale), value=c, emoji=adapter.card_emoji(c), default=c in mine
            )
            for c in cards
        ]
        if len(groups) == 1:
            low, high = COUNT, COUNT
            placeholder = translate(locale, "scarto-discard-placeholder")
        else:
            low, high = 0, min(COUNT - len(others), len(cards))
            placeholder = translate(locale, "scarto-discard-group-placeholder", group=title)
        controls.add_item(DiscardSelect(table.id, seq, index, others, options, low, high, placeholder[:150]))
    prompt = "scarto-discard-prompt-two" if len(groups) > 1 else "scarto-discard-prompt"
    # Every card the rules keep out of a discard, by the name the cards have everywhere else
    # (the buttons, the list below, the answers): "Trump 20", not a second name for it.
    angel = "T21" if state.options.get("angel_is_21") else "T20"
    kept_out = {"angel": angel, "bagatto": "T1", "matto": C.FOOL}
    names = {key: card_name(card, table.game, locale) for key, card in kept_out.items()}
    line = "\n" + translate(locale, prompt, **names)
    allowed = discardable(state.legal())
    kept = [c for c in hand if c not in allowed]
    if kept:  # greyed in the picture; named here, so the list's gaps are explained
        line += "\n" + translate(locale, "panel-cannot-discard", cards=cards_text(kept, table.game, locale))
    if chosen:
        line += "\n" + translate(
            locale, "scarto-discard-picked", cards=C.symbols(chosen), left=COUNT - len(chosen)
        )
    return line


class DiscardSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"tv:disc:(?P<t>\d+):(?P<s>\d+):(?P<g>\d+):(?P<p>[^:]+)",
):
    """One list of cards the dealer may discard; carries the cards picked in the other list."""

    def __init__(
        self,
        table_id: int,
        seq: int,
        group: int,
        others: Sequence[str],
        options: list[discord.SelectOption] | None = None,
        low: int = COUNT,
        high: int = COUNT,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:disc:{table_id}:{seq}:{group}:{'+'.join(others) or NONE}",
                options,
                placeholder=placeholder,
                min_values=low,
                max_values=high,
            )
        )
        self.table_id, self.seq, self.others = table_id, seq, list(others)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> DiscardSelect:
        others = [] if match["p"] == NONE else match["p"].split("+")
        return cls(int(match["t"]), int(match["s"]), int(match["g"]), others)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = [str(v) for v in (interaction.data or {}).get("values") or []]
            table = await current_table(interaction, self.table_id, self.seq)
            if table is None:
                return
            picked = [*self.others, *(v for v in values if v not in self.others)]
            if len(picked) < COUNT:
                await redraw(interaction, self.table_id, choice={"picked": picked})
                return
            if len(picked) > COUNT:
                await refuse(interaction, Text("scarto-discard-exactly", count=len(picked)))
                return
            locale = await locale_for_user(interaction)
            note = translate(locale, "scarto-discarded", cards=C.symbols(picked))
            await play_from_panel(
                interaction, self.table_id, self.seq, "discard:" + "+".join(picked), note=note
            )
        except Exception as error:
            await report(interaction, error)


DISCARD_ITEMS = (DiscardSelect,)
