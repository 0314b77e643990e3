"""Scopa family on Discord: Italian card names, `take` for captures, sweeps and stock on the table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.discord.adapter import Adapter, register
from bot.service.words import plural


class ScopaAdapter(Adapter):
    game = "scopa"
    deck = "italian"
    target_word = "take"
    rotating_turns = True

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str]:
        lines = []
        stock = view.get("stock_size")
        if isinstance(stock, int) and stock:
            lines.append(f"Stock: {plural(stock, 'card')}")
        sweeps = view.get("sweeps")
        if isinstance(sweeps, list) and any(sweeps):
            lines.append(
                "Scope: "
                + ", ".join(
                    f"{side_names[i] if i < len(side_names) else i + 1} {n}"
                    for i, n in enumerate(sweeps)
                    if n
                )
            )
        return lines

    def deal_fields(
        self, view: Mapping[str, Any], deal: int, side_names: Sequence[str]
    ) -> list[tuple[str, str]]:
        results = view.get("deal_results") or []
        if not 0 <= deal < len(results):
            return []
        fields = []
        for side, items in enumerate(results[deal]):
            name = side_names[side] if side < len(side_names) else f"side {side + 1}"
            text = (
                f"carte {items.get('carte', 0)} ({items.get('cards', 0)} cards) · "
                f"denari {items.get('denari', 0)} ({items.get('coins', 0)}) · "
                f"settebello {items.get('settebello', 0)} · "
                f"primiera {items.get('primiera', 0)} ({items.get('primiera_total', 0)}) · "
                f"scope {items.get('scope', 0)}"
            )
            extras = [k for k in ("settanta", "re_bello", "napola") if items.get(k)]
            text += "".join(f" · {k.replace('_', ' ')} {items[k]}" for k in extras)
            fields.append((f"{name}: +{items.get('total', 0)}", text))
        return fields


ADAPTER = register(ScopaAdapter())
