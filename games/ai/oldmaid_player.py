"""Computer players for the Old Maid family (Babanuki, Old Maid, Jiji-nuki).

The drawer cannot see the order of the hand it draws from, and the engine places every card
received at random, so no place is better than another: a random draw is all there is, at
every level. What a sound player adds is the holder's habit: shuffle the hand before being
drawn from while holding the losing card (the joker, a Queen, or in Jiji-nuki a card whose
partner may be the one removed). There is nothing for a search to find, so the hard player
plays like the normal one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from games.ai.player import Player, View
from games.cards import JOKERS
from games.family_common import rank
from i18n import Text


def holds_danger(view: View) -> bool:
    """Whether the seat holds what may be the losing card."""
    hand = view.get("hand", [])
    variant = view.get("variant") or (view.get("options") or {}).get("variant", "babanuki")
    if variant == "babanuki":
        return any(card in JOKERS for card in hand)
    if variant == "old-maid":
        return any(rank(card) == "Q" for card in hand)
    # Jiji-nuki: a rank with one pair gone has two cards left, or one if its fourth was removed.
    discarded = Counter(rank(a) for _who, (a, _b) in view.get("discards", []))
    return any(discarded[rank(card)] == 1 for card in hand)


class OldMaidPlayer(Player):
    """Old Maid: random draws; normal and hard shuffle while holding the losing card."""

    searches = False

    def _draws(self, legal: Sequence[str]) -> list[str]:
        return [a for a in legal if a.startswith("draw:")] or list(legal)

    def easy(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        # Sometimes shuffles for no reason, and forgets to when it matters.
        if "shuffle" in legal and rng.random() < 0.2:
            return "shuffle"
        return rng.choice(self._draws(legal))

    def normal(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        if "shuffle" in legal and holds_danger(view):
            return "shuffle"
        return rng.choice(self._draws(legal))

    def explain(self, view: View, action: str) -> Text:
        if action == "shuffle":
            return Text("hint-oldmaid-shuffle")
        return Text("hint-oldmaid-any")


PLAYER = OldMaidPlayer("oldmaid")
