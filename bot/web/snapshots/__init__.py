"""The Activity's Snapshot of a table for ONE seat (docs/activity/PROTOCOL.md): `snapshot(...)`.

Built from the table service's read-only `Table` (its position, seats, options) and that seat's
view only (`state.view(seat)`; a spectator's for anyone not seated), the game's Discord-free face
(`bot.service.faces`: scores, goal, titles, card names) and the catalogue for every word. What
differs by game is each family's `WebFace` beside this module (`scopa.py`, `tricks.py`,
`family.py`), found by walking this package as the service's faces are.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import games
from bot.service.faces import face_of, game_title
from bot.service.model import Table, name_seats
from bot.service.panel_labels import card_label, short_seat_names, split_action, team_names
from bot.web.snapshots.base import Json, card_json, web_face
from i18n import Text, Who, translate

for _module in pkgutil.iter_modules(__path__, __name__ + "."):
    if _module.name != __name__ + ".base":
        importlib.import_module(_module.name)


@dataclass(frozen=True)
class LastMove:
    """The latest move at a table, as the service announced it (`events.Moved`)."""

    seq: int
    seat: int
    action: str
    text: Text | None


STATUS = {"lobby": "lobby", "playing": "playing"}  # every other status is over


@functools.cache
def game_list(locale: str) -> list[Json]:
    """What the client offers to open in a channel with no table: every game and its presets."""
    offered: list[Json] = []
    for name in games.names():
        rules = games.get(name)
        face = face_of(name)
        offered.append({"game": name, "preset": None, "title": game_title(name).render(locale)})
        for preset in rules.presets:
            if preset != rules.default_preset:
                offered.append({"game": name, "preset": preset, "title": face.title(preset, locale)})
    return offered


def snapshot(table: Table, user_id: int | None, locale: str, last: LastMove | None = None) -> Json:
    """The Snapshot `user_id` may see of `table`, in `locale`."""
    you = None if user_id is None else table.seat_of(user_id)
    face, web = face_of(table.game), web_face(table.game)
    state = table.state
    view: dict[str, Any] = state.view(you) if state is not None else {}
    names = short_seat_names(table, locale)
    sides = list(view.get("sides") or range(len(table.seats)))
    teams = len(set(sides)) < len(sides)
    side_names = team_names(table, sides, locale) if teams else list(names)
    status = STATUS.get(table.status, "over")
    playing = status == "playing" and state is not None
    to_move = state.to_move if playing and state is not None else None
    standing = face.standing(view) if view else None
    sizes = view.get("hand_sizes") or []
    dealer = view.get("dealer")

    seats: list[Json] = []
    for seat in table.seats:
        side = sides[seat.index] if seat.index < len(sides) else seat.index
        score = standing[side].render(locale) if standing and side < len(standing) else None
        seats.append(
            {
                "index": seat.index,
                "name": names[seat.index],
                "kind": "computer" if seat.computer else "person",
                "level": seat.computer,
                "to_move": to_move == seat.index,
                "dealer": dealer == seat.index,
                "team": side if teams else None,
                "team_name": side_names[side] if teams and side < len(side_names) else None,
                "cards": int(sizes[seat.index]) if seat.index < len(sizes) else 0,
                "score": score,
                "you": seat.index == you,
                "away": seat.away,
                "host": seat.computer is None and seat.user_id == table.host_id,
            }
        )

    actions: list[Json] = []
    if playing and state is not None and you is not None and to_move == you:
        actions = web.actions(table, state, you, state.legal(), locale)
    lit = web.playable(actions)
    hand = [
        card_json(table.game, card, locale, label=card_label(table.game, card, locale), playable=card in lit)
        for card in view.get("hand") or []
    ]
    for card in hand:  # a hand card is not a card on the felt: only its own fields
        for key in ("seat", "place", "taken", "lit"):
            card.pop(key)

    return {
        "id": table.id,
        "game": table.game,
        "preset": table.preset,
        "title": face.title(table.preset, locale),
        "seq": table.seq,
        "status": status,
        "you": you,
        "host": user_id is not None and user_id == table.host_id,
        "headline": _headline(table, view, side_names, standing, locale)
        if view
        else _lobby_goal(table, locale),
        "status_line": _status_line(table, status, you, to_move, names, locale),
        "seats": seats,
        "zones": web.zones(table, view, you, locale) if view else [],
        "hand": hand,
        "actions": actions,
        "last": _last(table, view, you, last, locale) if view else None,
        "result": _result(table, state, side_names, locale) if status == "over" else None,
    }


def _headline(
    table: Table,
    view: dict[str, Any],
    side_names: Sequence[str],
    standing: Sequence[Text] | None,
    locale: str,
) -> str | None:
    """`alice 3 · Bot 1 4 — first to 11`: each side's score, then what the scores run to."""
    if not standing:
        return None
    pairs = [
        translate(locale, "activity-score-of", who=side_names[side], score=score.render(locale))
        for side, score in enumerate(standing)
        if side < len(side_names)
    ]
    scores = translate(locale, "live-score-separator").join(pairs)
    goal = face_of(table.game).goal(view)
    return scores if goal is None else translate(locale, "live-scoreline", scores=scores, goal=goal)


def _lobby_goal(table: Table, locale: str) -> str | None:
    """Before the deal: what the game is played to (`First to 11 points.`)."""
    goal = face_of(table.game).lobby_goal(table.options)
    return None if goal is None else goal.render(locale)


def _status_line(
    table: Table, status: str, you: int | None, to_move: int | None, names: Sequence[str], locale: str
) -> str:
    if status == "lobby":
        return translate(locale, "activity-waiting-players", seated=len(table.seats), wanted=table.players)
    if status == "over":
        return translate(locale, "activity-game-over")
    if to_move is None:
        return translate(locale, "activity-waiting")
    if to_move == you:
        return translate(locale, "activity-your-turn")
    seat = table.seats[to_move]
    kind = "computer" if seat.computer else "person"
    return translate(locale, "activity-to-move", who=_who(table, names, to_move), kind=kind)


def _who(table: Table, names: Sequence[str], seat: int) -> Who:
    """A seat by its short name, as a person or a computer (さん after a person, in Japanese)."""
    return Who.computer(Text.plain(names[seat])) if table.seats[seat].computer else Who.person(names[seat])


def _last(
    table: Table, view: dict[str, Any], you: int | None, last: LastMove | None, locale: str
) -> Json | None:
    if last is None or last.seq != table.seq or last.seat >= len(table.seats):
        return None  # only the move that made this position (an older one is history)
    web, face = web_face(table.game), face_of(table.game)
    hidden = last.seat != you and web.hides(last.action)
    seen = face.seen_as(last.action) if last.seat != you else None
    move: Text = seen or (last.text if last.text is not None else Text.plain(last.action))
    if hidden and seen is None:
        move = Text("activity-move-hidden")
    split = split_action(last.action)
    cards = [] if hidden or split is None else [split[0], *split[1]]
    who = _who(table, short_seat_names(table, locale), last.seat)
    text = Text("activity-last-move", who=who, move=name_seats(table.seats, move))
    return {
        "seat": last.seat,
        "action": None if hidden or seen is not None else last.action,
        "text": text.render(locale),
        "cards": cards,
        "faces": [card_json(table.game, card, locale)["face"] for card in cards],
        "from": f"seat-{last.seat}",
        "to": None if hidden else web.moved_to(view, last.seat, last.action),
    }


def _result(table: Table, state: Any, side_names: Sequence[str], locale: str) -> Json:
    if state is None or not state.over or state.result is None:
        return {"text": translate(locale, "activity-table-closed"), "lines": []}
    result = state.result
    face = face_of(table.game)
    names = short_seat_names(table, locale)
    won = [seat.index for seat in table.seats if result.sides[seat.index] in result.winners]
    who = Who.group(_who(table, names, seat) for seat in won)
    text = translate(locale, "activity-winners", who=who, count=len(won))
    lines = []
    order = sorted(range(len(result.scores)), key=lambda side: result.ranks[side])
    for side in order:
        if side >= len(side_names):
            continue
        said = face.score_text(result.scores[side], table.options, locale)
        place = translate(locale, "activity-place", place=result.ranks[side] + 1)
        if said is None:  # a place is all (Old Maid)
            lines.append(translate(locale, "activity-result-place", place=place, who=side_names[side]))
        else:
            lines.append(
                translate(locale, "activity-result-line", place=place, who=side_names[side], score=said)
            )
    return {"text": text, "lines": lines}
