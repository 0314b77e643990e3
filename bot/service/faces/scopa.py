"""Scopa and its family (Scopone, Scopa a quindici): the Italian deck, points toward a target."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.faces.base import GameFace, register
from bot.service.faces.common import Fields, Names, Seats, Words, counts, name_of
from games import cards as C
from games.core import Result, State
from i18n import Text

#: The deal's points every form scores: (points key, the count behind it or None, the title's id).
SCOPA_ITEMS = (
    ("settebello", None, "facts-settebello"),
    ("primiera", "primiera_total", "facts-primiera"),
    ("denari", "coins", "facts-denari"),
    ("carte", "cards", "facts-carte"),
)

#: The variants' extra points, shown only when made: (points key in a deal's result, title's id).
EXTRAS = (
    ("settanta", "facts-settanta"),
    ("re_bello", "facts-re-bello"),
    ("napola", "facts-napola"),
)


class ScopaFace(GameFace):
    game = "scopa"
    deck = "italian"
    numbers_deals = True
    help = "local-help-scopa"
    extras = EXTRAS

    def deck_cards(self) -> list[str]:
        return C.italian_deck()

    def lays(self) -> bool:
        return True

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        """The last deal's points (settebello, primiera, coins, cards, sweeps, the extras)."""
        deals = view.get("deal_results") or []
        if not deals:
            return []
        lines = self.deal_facts(view, len(deals) - 1, sides, tr)
        reason = (result.detail or {}).get("reason")
        if reason in ("cappotto", "napola"):
            winner = tr.list([name_of(sides, w, tr) for w in result.winners])
            lines.insert(0, f"**{tr('facts-won-at-once', who=winner, how=reason)}**")
        title = tr("facts-last-deal", deals=len(deals))
        return [(title, "\n".join(lines))]

    def deal_facts(
        self, view: Mapping[str, Any], deal: int, sides: Names, tr: Words, *, brief: bool = False
    ) -> list[str]:
        """Settebello, primiera, coins, cards, sweeps and the extras of deal `deal`, a line each
        (`brief`: between more than two sides, only the taker's count, not every side's, and no
        line for a category nobody took)."""
        deals = view.get("deal_results") or []
        if not 0 <= deal < len(deals):
            return []
        last = deals[deal]
        lines = []
        for key, count_key, title_id in SCOPA_ITEMS:
            title = tr(title_id)
            takers = [i for i, items in enumerate(last) if items.get(key)]
            numbers = [items.get(count_key, 0) for items in last] if count_key else []
            if not takers:
                if brief and len(last) > 2:
                    # Between three sides the live table's summary must still fit a phone's
                    # screen: a category nobody took scores nothing, so it is left out there.
                    continue
                each = numbers[0] if len(set(numbers)) == 1 and numbers else None
                tie = tr("facts-tie-each", count=each) if each is not None else tr("facts-tie")
                lines.append(tr.titled(title, tie))
                continue
            who = tr.list([name_of(sides, i, tr) for i in takers])
            if not numbers:
                lines.append(tr.titled(title, who))
                continue
            if brief and len(numbers) > 2:
                how = str(numbers[takers[0]])
            else:
                how = counts(numbers, sides, tr, takers[0])
            lines.append(tr.titled(title, tr("facts-taken-count", takers=who, counts=how)))
        sweeps = [(i, items.get("scope", 0)) for i, items in enumerate(last)]
        # `2 for alice, 1 for Bot 1`: a count after a name (`Bot 1 1`) reads as part of the name.
        swept = tr.commas(tr("facts-scope-of", who=name_of(sides, i, tr), count=n) for i, n in sweeps if n)
        lines.append(tr.titled(tr("facts-scope"), swept or tr("facts-none")))
        for key, title_id in self.extras:
            scored = tr.commas(
                tr("facts-points-of", who=name_of(sides, i, tr), points=items[key])
                for i, items in enumerate(last)
                if items.get(key)
            )
            if scored:
                lines.append(tr.titled(tr(title_id), scored))
        return lines

    def deal_cells(self, view: Mapping[str, Any], sides: int) -> list[list[str]]:
        rows: list[list[str]] = [[] for _ in range(sides)]
        for deal in view.get("deal_results") or []:
            for side in range(sides):
                rows[side].append(str(deal[side].get("total", 0)) if side < len(deal) else "")
        return rows

    def led_to(
        self, before: State, after: State, seat: int, action: str, seats: Seats, locale: str
    ) -> list[Text]:
        """A sweep (`scopa!`); the deal's end is said by its summary."""
        old, new = before.view(seats.me), after.view(seats.me)
        swept_before, swept_after = old.get("sweeps") or [], new.get("sweeps") or []
        if new.get("deal") == old.get("deal") and sum(swept_after) > sum(swept_before):
            return [Text("local-scopa-sweep", **seats.who(seat))]
        return []


SCOPA = register(ScopaFace())
