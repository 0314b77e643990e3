"""What a move tells its player, however it was made (`/play`, a panel's button or select): the
card turned up or drawn, what was given… through the game commands' own answers
(`bot.discord.core.lookup.ANSWERS`), else "You played: …".
"""

from __future__ import annotations

from bot.discord.core.adapter import action_text
from bot.discord.core.lookup import ANSWERS, Played
from bot.service.model import Table
from games.core import IllegalAction
from i18n import Text, translate

# A move's kind (its notation's head) -> the answer builder that says what it showed its player
# (`bot.discord.core.lookup.answer`: the game commands' own answers, the same for every way in).
ANSWER_OF = {
    "ask": "ask",
    "flip": "flip",
    "draw": "draw",
    "shuffle": "draw",
    "discard": "discard",
    "declare": "declare",
    "signal": "signal",
    "dost": "dost",
}


def answer_name(action: str) -> str | None:
    """The answer builder for `action`, or None for a plain move ("You played: …")."""
    return ANSWER_OF.get(action.split(":", 1)[0])


def move_answer(table: Table, user_id: int, action: str, locale: str) -> str:
    """What `action`, just played by `user_id` from the position `table`, tells its player, in
    `locale`: the card turned up or drawn, what was given… ("You played: …" for a plain move)."""
    state, seat = table.state, table.seat_of(user_id)
    name = answer_name(action)
    if state is not None and seat is not None and name in ANSWERS:
        try:
            return ANSWERS[name](Played(table, state, state.play(action), seat, action), locale)
        except (IllegalAction, LookupError, TypeError):  # a builder must never cost the move its panel
            pass
    shown = action_text(table, state, action) if state is not None else Text.plain(action)
    return translate(locale, "you-played", move=shown)
