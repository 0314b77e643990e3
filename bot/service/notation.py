"""The canonical notation of a move: the string the rules core lists in `legal()`.

The rules core reads moves leniently (spaces, case, full-width characters, leading zeros,
card names), but the action log must hold one exact spelling per move: a log of whatever
was typed grows without bound (`flip:000…0003`) and replays only while every future parser
accepts the same sloppiness. So the service stores the legal action the typed text meant.
"""

from __future__ import annotations

import re
import unicodedata

from games.core import State

_DIGITS = re.compile(r"\d+")
_SPACE = re.compile(r"\s+")


def canonical(state: State, typed: str, after: State) -> str | None:
    """The legal action of `state` that `typed` (which `state.play` accepted, giving `after`)
    stands for; None if no legal action leads to the same position (a rules-core bug)."""
    legal = state.legal()
    if typed in legal:  # what buttons, autocomplete and the computer players send
        return typed
    # Typed by hand: first the legal actions spelled the same but for width, case, spaces
    # and leading zeros, then (a card name, another reading) every legal action. Either way
    # the one chosen must lead to the same position, as every seat and a spectator see it.
    key = _key(typed)
    spelled = [action for action in legal if _key(action) == key]
    for action in [*spelled, *(a for a in legal if a not in spelled)]:
        if _same(state.play(action), after, state.num_players):
            return action
    return None


def _key(text: str) -> str:
    """`text` with width, case, spaces and leading zeros folded away."""
    folded = _SPACE.sub("", unicodedata.normalize("NFKC", text)).casefold()
    # Not int(): Python refuses to convert more than 4,300 digits, and a player may type more.
    return _DIGITS.sub(lambda m: m.group(0).lstrip("0") or "0", folded)


def _same(a: State, b: State, players: int) -> bool:
    return all(a.view(seat) == b.view(seat) for seat in (None, *range(players)))
