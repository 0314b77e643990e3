"""`WebFace`: how one game looks in the Activity (its zones on the felt, its actions), and the
registry that finds it by name, as `bot.discord.core.adapter` does for the Discord face.

The defaults describe a game whose card plays are cards (`7d`) and whose other moves are buttons.
A family's module beside this one subclasses it and registers one instance per game; everything
here reads ONE seat's view (`state.view(seat)`, the spectator's for `None`), so nothing another
seat holds can reach a snapshot: every zone and action is built from what that view says.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from bot.service.card_names import deck_style
from bot.service.model import Table
from bot.service.panel_labels import card_label, move_label, split_action
from games.core import State

Json = dict[str, Any]


@functools.lru_cache(maxsize=8192)
def face_url(game: str, card: str | None, locale: str) -> str:
    """A card's picture on this server (`/cards/it/italian/7d.png`), the back for `None`. Cards are
    drawn by the pictures' code, their figures lettered in the reader's language."""
    return f"/cards/{locale}/{deck_style(game)}/{card or 'back'}.png"


def card_json(game: str, card: str | None, locale: str, **extra: Any) -> Json:
    """A card on the felt: `card` null for a face-down one."""
    return {
        "card": card,
        "face": face_url(game, card, locale),
        "seat": None,
        "place": None,
        "taken": False,
        "lit": False,
        **extra,
    }


def zone(zone_id: str, kind: str, cards: Sequence[Json] = (), **extra: Any) -> Json:
    """A zone of the protocol (`spread`, `trick`, `grid`, `fan`, `piles`, `stock`)."""
    made: Json = {"id": zone_id, "kind": kind, "label": None, "owner": None, "columns": None, "count": None}
    made["cards"] = list(cards)
    made.update(extra)
    return made


def action_json(action: str, label: str, **extra: Any) -> Json:
    made: Json = {"action": action, "label": label, "cards": [], "zone": None, "place": None, "group": None}
    made.update(extra)
    return made


class WebFace:
    """How one game looks in the Activity. Subclass and override what differs."""

    game: str = ""

    # -- the felt ----------------------------------------------------------------------------
    def zones(self, table: Table, view: Mapping[str, Any], you: int | None, locale: str) -> list[Json]:
        """What lies on the felt, as `you` may see it: by default each other seat's hand, face down."""
        return self.fans(table, view, you, locale)

    def fans(
        self,
        table: Table,
        view: Mapping[str, Any],
        you: int | None,
        locale: str,
        *,
        draw_from: int | None = None,
    ) -> list[Json]:
        """Every other seat's hand, face down and counted; `draw_from`'s with a place per card."""
        sizes = view.get("hand_sizes") or []
        fans = []
        for seat, size in enumerate(sizes):
            if seat == you:
                continue
            places = seat == draw_from
            cards = [
                card_json(self.game, None, locale, seat=seat, place=index + 1 if places else None)
                for index in range(int(size))
            ]
            fans.append(zone(f"fan-{seat}", "fan", cards, owner=seat, count=int(size)))
        return fans

    # -- what the seat may do ---------------------------------------------------------------
    def actions(self, table: Table, state: State, you: int, legal: Sequence[str], locale: str) -> list[Json]:
        """Every legal action of `you` now, labelled as the Discord panel labels it."""
        made = []
        for action in legal:
            split = split_action(action)
            if split is not None:
                made.append(self.card_action(table, state, action, split[0], locale))
            else:
                made.append(self.other_action(table, state, you, action, locale))
        return made

    def card_action(self, table: Table, state: State, action: str, card: str, locale: str) -> Json:
        return action_json(action, card_label(self.game, card, locale), cards=[card])

    def other_action(self, table: Table, state: State, you: int, action: str, locale: str) -> Json:
        return action_json(action, move_label(self.game, state, action, locale))

    def playable(self, actions: Sequence[Json]) -> set[str]:
        """The hand cards some action plays (lit in the hand)."""
        return {card for action in actions for card in action["cards"]}

    # -- the last move ----------------------------------------------------------------------
    def hides(self, action: str) -> bool:
        """Whether other seats may not see `action` itself (a discard, a secret signal)."""
        return False

    def moved_to(self, view: Mapping[str, Any], seat: int, action: str) -> str | None:
        """Where the cards of the last move went (`table`, `trick`, `pile-1`, `seat-2`)."""
        split = split_action(action)
        if split is None:
            return None
        if split[1]:
            sides = view.get("sides") or []
            return f"pile-{sides[seat] if seat < len(sides) else seat}"
        return "trick"


_REGISTRY: dict[str, WebFace] = {}
_DEFAULT = WebFace()


def register(face: WebFace) -> WebFace:
    _REGISTRY[face.game] = face
    return face


def web_face(game: str) -> WebFace:
    """The game's Activity face; the generic one for a game with none."""
    return _REGISTRY.get(game, _DEFAULT)
