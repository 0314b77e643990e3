"""Go Fish, Concentration and Old Maid in the Activity: the pond and each seat's books; the
board's places to flip; the neighbour's face-down hand to draw from, one place per card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.model import Table
from bot.service.panel_labels import ask_label, ask_parts, place_label
from bot.web.snapshots.base import Json, WebFace, action_json, card_json, register, zone
from games import cards as C
from games.core import State
from i18n import translate

FACE_DOWN = "?"  # a place of the board whose card nobody sees


class GoFishWeb(WebFace):
    game = "gofish"

    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        stock = int(view.get("stock_size") or 0)
        made = [zone("stock", "stock", label=translate(locale, "activity-pond"), count=stock)]
        for seat, books in enumerate(view.get("books") or []):
            tops = [card_json(self.game, book[0], locale, seat=seat) for book in books if book]
            label = translate(locale, "activity-books", count=len(books))
            made.append(zone(f"pile-{seat}", "piles", tops, owner=seat, count=len(books), label=label))
        return made + self.fans(table, view, you, locale)

    def other_action(self, table: Table, state: State, you: int, action: str, locale: str) -> Json:
        if not action.startswith("ask:"):
            return super().other_action(table, state, you, action, locale)
        exact = bool(table.options.get("ask_exact_card"))
        _, wanted = ask_parts(action)
        rank = C.rank_of(wanted) if exact else wanted
        mine = [card for card in state.view(you).get("hand") or [] if C.rank_of(card) == rank]
        label = ask_label(table, action, exact, locale, held=len(mine))
        return action_json(action, label, cards=mine, group="ask")


class ConcentrationWeb(WebFace):
    game = "concentration"

    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        up = set(view.get("face_up") or [])
        cards = []
        for index, shown in enumerate(view.get("board") or []):
            card = None if not shown or shown == FACE_DOWN else str(shown)
            cards.append(
                card_json(self.game, card, locale, place=index + 1, taken=not shown, lit=index in up)
            )
        columns = int(view.get("columns") or 13)
        made = [zone("grid", "grid", cards, columns=columns, count=int(view.get("remaining") or 0))]
        for seat, taken in enumerate(view.get("taken") or []):
            tops = [card_json(self.game, card, locale, seat=seat) for card in taken[-2:]]
            label = translate(locale, "activity-pairs", count=len(taken) // 2)
            made.append(zone(f"pile-{seat}", "piles", tops, owner=seat, count=len(taken), label=label))
        return made

    def other_action(self, table: Table, state: State, you: int, action: str, locale: str) -> Json:
        place = place_label(action)
        if place is None:
            return super().other_action(table, state, you, action, locale)
        return action_json(action, place, zone="grid", place=int(place))

    def moved_to(self, view: Mapping[str, Any], seat: int, action: str) -> str | None:
        return "grid"


class OldMaidWeb(WebFace):
    game = "oldmaid"

    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        source = view.get("draw_from") if view.get("to_move") == you else None
        made = self.fans(table, view, you, locale, draw_from=source)
        pairs = [0] * len(table.seats)
        for seat, _pair in view.get("discards") or []:
            if 0 <= seat < len(pairs):
                pairs[seat] += 1
        for seat, count in enumerate(pairs):
            label = translate(locale, "activity-pairs", count=count)
            made.append(zone(f"pile-{seat}", "piles", owner=seat, count=count, label=label))
        return made

    def other_action(self, table: Table, state: State, you: int, action: str, locale: str) -> Json:
        place = place_label(action)
        if place is None or not action.startswith("draw:"):
            return super().other_action(table, state, you, action, locale)
        source = state.view(you).get("draw_from")
        return action_json(action, place, zone=f"fan-{source}", place=int(place))

    def moved_to(self, view: Mapping[str, Any], seat: int, action: str) -> str | None:
        return f"seat-{seat}" if action.startswith("draw:") else None


GOFISH = register(GoFishWeb())
CONCENTRATION = register(ConcentrationWeb())
OLDMAID = register(OldMaidWeb())
