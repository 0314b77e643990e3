"""Scopa family on Discord: Italian card names, `take` for captures, sweeps and stock on the table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.discord.adapter import Adapter, register
from i18n import Text


class ScopaAdapter(Adapter):
    game = "scopa"
    deck = "italian"
    target_word = "take"
    rotating_turns = True

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
_EXTRAS = ("settanta", "re_bello", "napola")  # variants' extra points, shown only when made


ADAPTER = register(ScopaAdapter())
