"""Scopa and Scopone in the Activity: the table's cards spread face up, each side's pile and
sweeps, the stock; every play labelled as the panel's button says what it takes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.model import Table
from bot.service.panel_labels import scopa_play_label
from bot.web.snapshots.base import Json, WebFace, action_json, card_json, register, zone
from games.core import State
from i18n import translate


class ScopaWeb(WebFace):
    game = "scopa"

    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        spread = [card_json(self.game, card, locale) for card in view.get("table") or []]
        made = [zone("table", "spread", spread)]
        stock = int(view.get("stock_size") or 0)
        made.append(zone("stock", "stock", label=translate(locale, "activity-stock"), count=stock))
        sweeps = view.get("sweeps") or []
        for side, size in enumerate(view.get("pile_sizes") or []):
            swept = int(sweeps[side]) if side < len(sweeps) else 0
            label = translate(locale, "activity-pile-scopa", count=int(size), sweeps=swept)
            made.append(zone(f"pile-{side}", "piles", owner=side, count=int(size), label=label))
        return made + self.fans(table, view, you, locale)

    def card_action(self, table: Table, state: State, action: str, card: str, locale: str) -> Json:
        return action_json(action, scopa_play_label(self.game, state, action, locale), cards=[card])

    def moved_to(self, view: Mapping[str, Any], seat: int, action: str) -> str | None:
        found = super().moved_to(view, seat, action)
        return "table" if found == "trick" else found


SCOPA = register(ScopaWeb())
