"""Scopa family on Discord: Italian card names, `take` for captures, sweeps and stock on the table.

On its player's turn the private panel offers every play as what it does: up to five, one button
each, "5 di coppe → 5 di bastoni · Scopa!", a row per card, so a card with several captures shows
them as the choices they are; more (Scopone's ten cards) in one "Play…" select under the picture,
each option the same words, so the controls never push the cards off a phone's screen. More than
a select holds (25): card buttons in rows of five that say what a card does, or how many ways it
can be played (picked next in a select).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.core.adapter import Adapter, register
from bot.discord.games.scopa.picture import TableCards, scopa_plan
from bot.service.card_names import card_name
from bot.service.faces.scopa import EXTRAS
from bot.service.panel_labels import LABEL, sweeps
from bot.service.panel_labels import scopa_play_label as play_label
from games.core import State
from i18n import Text, translate

if TYPE_CHECKING:
    from bot.service.model import Table

__all__ = ["ADAPTER", "ScopaAdapter", "play_label", "sweeps"]

PLAY_BUTTONS = 5  # more plays than this go in one select: buttons would fill a phone's screen
PLAY_SELECT = 25  # Discord's limit on a select's options


class ScopaAdapter(Adapter):
    game = "scopa"
    deck = "italian"
    target_word = "take"
    rotating_turns = True
    said_by_seats = frozenset({"scopa-sweeps"})  # on each side's line

    plan_of = scopa_plan
    decider = TableCards

    def panel_controls(
        self,
        controls: discord.ui.View,
        table: Table,
        seat: int,
        seq: int,
        *,
        locale: str = "en",
        **choice: Any,
    ) -> str | None:
        from bot.discord.core.hand_panel import MoveButton, PickSelect

        state = table.state
        if state is None or state.to_move != seat or seq != table.seq:
            return None  # off its turn: the card buttons, armed for its next turn
        plays = self.card_plays(state.legal())
        hand = [c for c in self.hand(state.view(seat)) if c in plays]
        moves = [(card, action) for card in hand for action in plays[card]]
        if len(moves) > PLAY_SELECT:
            return None  # too many even for a select: cards first, their plays in a select
        if len(moves) > PLAY_BUTTONS:
            options = [
                discord.SelectOption(
                    label=play_label(self.game, state, action, locale),
                    value=action,
                    emoji=self.card_emoji(card),
                )
                for card, action in moves
            ]
            placeholder = translate(locale, "panel-play-which", count=len(moves))[:150]
            controls.add_item(PickSelect(table.id, seq, options, placeholder=placeholder))
            return ""
        for row, card in enumerate(hand):
            for action in plays[card]:
                button = MoveButton(
                    table.id,
                    seq,
                    action,
                    label=play_label(self.game, state, action, locale),
                    style=discord.ButtonStyle.primary,
                    emoji=self.card_emoji(card),
                )
                button.item.row = row
                controls.add_item(button)
        return ""

    def card_button_label(self, state: State, card: str, plays: Sequence[str], locale: str) -> str | None:
        if len(plays) == 1:
            return play_label(self.game, state, plays[0], locale)
        name = card_name(card, self.game, locale)
        return translate(locale, "panel-scopa-choices", card=name, count=len(plays))[:LABEL]

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        lines: list[str | Text] = []
        stock = view.get("stock_size")
        if isinstance(stock, int) and stock:
            lines.append(Text("scopa-stock", count=stock))
        sweeps = view.get("sweeps")
        if isinstance(sweeps, list) and any(sweeps):
            swept = [
                Text.plain(f"{side_names[i] if i < len(side_names) else i + 1} {n}")
                for i, n in enumerate(sweeps)
                if n
            ]
            lines.append(Text("scopa-sweeps", sides=swept))
        return lines

    def deal_fields(
        self, view: Mapping[str, Any], deal: int, side_names: Sequence[str]
    ) -> list[tuple[str | Text, str | Text]]:
        results = view.get("deal_results") or []
        if not 0 <= deal < len(results):
            return []
        fields: list[tuple[str | Text, str | Text]] = []
        for side, items in enumerate(results[deal]):
            points = {key: items.get(key, 0) for key in _POINTS}
            extras = {f"has_{key}": "yes" if items.get(key) else "no" for key in _EXTRAS}
            text = Text("scopa-deal-points", **points, **{k: items.get(k, 0) for k in _EXTRAS}, **extras)
            total = items.get("total", 0)
            if side < len(side_names):
                fields.append((f"{side_names[side]}: +{total}", text))
            else:
                fields.append((Text("scopa-side-gained", number=side + 1, total=total), text))
        return fields


_POINTS = ("carte", "cards", "denari", "coins", "settebello", "primiera", "primiera_total", "scope")
_EXTRAS = tuple(key for key, _ in EXTRAS)  # variants' extra points, shown only when made


ADAPTER = register(ScopaAdapter())
