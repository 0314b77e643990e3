"""Scopa family on Discord: Italian card names, `take` for captures, sweeps and stock on the table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.adapters import register
from bot.adapters.base import Adapter
from games import cards as C


class ScopaAdapter(Adapter):
    game = "scopa"
    deck = "italian"
    card_style = "italian"
    target_word = "take"

    def card_long(self, card: str) -> str:
        return C.both_names(card)

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str]:
        lines = []
        stock = view.get("stock_size")
        if isinstance(stock, int) and stock:
            lines.append(f"Stock: {stock} cards")
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


ADAPTER = register(ScopaAdapter())
