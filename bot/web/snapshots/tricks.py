"""Scarto and Stovkahra in the Activity: the trick in the middle, each side's taken tricks, the
trump; Scarto's discard (three cards picked from the hand), Stovkahra's declarations, secret
signal and dost as the panel's buttons."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.service.model import Table
from bot.service.panel_labels import (
    card_label,
    dost_points,
    move_label,
    split_action,
    stovkahra_button_label,
)
from bot.web.snapshots.base import Json, WebFace, action_json, card_json, register, zone
from games.ai.stovkahra_player import dost_wins
from games.core import State
from i18n import Text, translate

DISCARD = "discard:"  # Scarto's discard: `discard:<card>+<card>+<card>`
DISCARD_COUNT = 3


class TrickWeb(WebFace):
    def trick_zone(self, view: Mapping[str, Any], locale: str) -> Json:
        played = [
            card_json(self.game, card, locale, seat=int(seat)) for seat, card in view.get("trick") or []
        ]
        leader = view.get("leader")
        return zone("trick", "trick", played, owner=None if leader is None else int(leader))

    def moved_to(self, view: Mapping[str, Any], seat: int, action: str) -> str | None:
        return "trick" if split_action(action) is not None else None


class ScartoWeb(TrickWeb):
    game = "scarto"

    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        made = [self.trick_zone(view, locale)]
        points = view.get("card_points") or []
        for seat, won in enumerate(view.get("tricks_won") or []):
            score = int(points[seat]) if seat < len(points) else 0
            label = translate(locale, "activity-pile-tricks", count=int(won), points=score)
            made.append(zone(f"pile-{seat}", "piles", owner=seat, count=int(won), label=label))
        return made + self.fans(table, view, you, locale)

    def actions(self, table: Table, state: State, you: int, legal: Sequence[str], locale: str) -> list[Json]:
        discards = [a for a in legal if a.startswith(DISCARD)]
        made = super().actions(table, state, you, [a for a in legal if not a.startswith(DISCARD)], locale)
        if discards:
            # Thousands of possible discards (any three of the allowed cards): one action, whose
            # three cards the player picks (`pick`); the server checks the three make a legal one.
            allowed = {card for action in discards for card in action[len(DISCARD) :].split("+")}
            hand = [card for card in state.view(you).get("hand") or [] if card in allowed]
            label = translate(locale, "activity-discard", count=DISCARD_COUNT)
            made.append(action_json(DISCARD, label, cards=hand, group="discard", pick=DISCARD_COUNT))
        return made

    def playable(self, actions: Sequence[Json]) -> set[str]:
        return {card for action in actions if not action.get("pick") for card in action["cards"]}

    def hides(self, action: str) -> bool:
        return action.startswith(DISCARD)


# The action bar's groups of Stovkahra's moves that are not cards (by the move's first word).
GROUPS = {"declare": "declare", "pass": "declare", "signal": "signal", "dost": "dost"}


class StovkahraWeb(TrickWeb):
    game = "stovkahra"

    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        made = [self.trick_zone(view, locale)]
        trump = view.get("trump_card")
        if trump:
            label = translate(
                locale, "activity-trump", suit=Text("stovkahra-suit", suit=str(view.get("trump")))
            )
            made.append(zone("trump", "stock", [card_json(self.game, trump, locale)], label=label, count=1))
        points = view.get("card_points") or []
        for team, won in enumerate(view.get("team_tricks") or []):
            score = int(points[team]) if team < len(points) else 0
            label = translate(locale, "activity-pile-tricks", count=int(won), points=score)
            made.append(zone(f"pile-{team}", "piles", owner=team, count=int(won), label=label))
        made += self.shown_zones(view, locale)
        return made + self.fans(table, view, you, locale)

    def shown_zones(self, view: Mapping[str, Any], locale: str) -> list[Json]:
        """The packet dealt face up to the dealer's left, the cards of it that seat still holds: every
        seat saw them dealt, so every seat (and a spectator) sees them, until each is played."""
        shown = view.get("shown") or {}
        if view.get("phase") not in ("declare", "play") or not shown.get("cards"):
            return []
        played = {str(card) for _, card in view.get("trick") or []}
        played.update(str(card) for trick in view.get("tricks") or [] for card in trick["cards"])
        held = [str(card) for card in shown["cards"] if str(card) not in played]
        if not held:
            return []
        seat = int(shown["seat"])
        cards = [card_json(self.game, card, locale, seat=seat) for card in held]
        label = translate(locale, "activity-face-up")
        return [zone(f"shown-{seat}", "spread", cards, owner=seat, label=label)]

    def other_action(self, table: Table, state: State, you: int, action: str, locale: str) -> Json:
        group = GROUPS.get(action.split(":", 1)[0], action.split(":", 1)[0])
        view = state.view(you)
        if action == "dost" and state.legal() != ["dost"] and not dost_wins(view):
            # A dost under the target loses at once: the panel keeps it behind a question.
            points, target = dost_points(view)
            confirm = translate(locale, "activity-dost-confirm", points=points, target=target)
            label = translate(locale, "stovkahra-dost-button")
            return action_json(action, label, group=group, confirm=confirm)
        label = stovkahra_button_label(state, action, locale) or move_label(self.game, state, action, locale)
        return action_json(action, label, group=group)

    def card_action(self, table: Table, state: State, action: str, card: str, locale: str) -> Json:
        return action_json(action, card_label(self.game, card, locale), cards=[card])

    def hides(self, action: str) -> bool:
        return action.startswith("signal:")


SCARTO = register(ScartoWeb())
STOVKAHRA = register(StovkahraWeb())
