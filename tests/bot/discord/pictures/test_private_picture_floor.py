"""The private picture (hand DM and `/hand`) is laid out for the box a phone shows an attached
picture in, about 284 × 400 CSS px on a 360 px phone, so a phone never scales it down: no text is
under 12 px and no card narrower than 46 px there (the floor is 40). On a desktop, which shows an
attachment in 550 × 350, it is never smaller than that either. Every card of the hand is drawn
whole-indexed and in order, the cards the player can't use are dimmed, and on the player's turn
the table's part that decides the move is there.

Judged from the renderer's own record (`_Canvas.texts`, `.cards`, `.placed`, layout pixels), at
the scale each screen shows it (never enlarged past the 2x drawing). Over every game and seat
count, on the player's turn (the position with the longest hand and the most cards to choose
from, over several deals), off it, and at the game's end; Scarto's discard; 2–6-player Scopa and
the Scopone forms; Go Fish 2–6 and Old Maid 2–10.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

import games
from bot.discord.core.adapter import adapter_for
from bot.discord.core.card_pictures import private_canvas
from bot.discord.pictures.cards import deck_style
from bot.discord.pictures.hand import (
    CARD_MIN,
    DESKTOP,
    DISPLAY,
    MAX_HEIGHT,
    PHONE_H,
    SCALE,
    SMALL,
    corner,
)
from bot.discord.pictures.hand import PrivateCanvas as _Canvas

NAMES = [
    "alice",
    "Bartolomeo",
    "Computer 2 (hard)",
    "Bot 3",
    "Bot 4",
    "Bot 5",
    "Bot 6",
    "Bot 7",
    "Bot 8",
    "Bot 9",
]
SEEDS = range(4)

# (label, game, players, preset, locale)
TABLES = [
    ("scopa-2", "scopa", 2, None, "it"),
    ("scopa-3", "scopa", 3, None, "en"),
    ("scopa-4", "scopa", 4, None, "fr"),
    ("scopa-6", "scopa", 6, None, "ja"),
    ("scopone", "scopa", 4, "scopone", "it"),
    ("scopone-scientifico", "scopa", 4, "scopone-scientifico", "en"),
    ("scarto", "scarto", 3, None, "fr"),
    ("stovkahra", "stovkahra", 4, None, "ja"),
    *[(f"gofish-{n}", "gofish", n, None, ("en", "fr", "ja", "it", "en")[n - 2]) for n in range(2, 7)],
    *[(f"oldmaid-{n}", "oldmaid", n, None, ("en", "ja", "fr", "it")[n % 4]) for n in range(2, 11)],
]


@dataclass
class Case:
    label: str
    game: str
    state: games.State
    seat: int
    names: list[str]
    locale: str

    def draw(self) -> tuple[_Canvas, list[str], set[str]]:
        """The seat's picture as the bot draws it (`card_pictures.hand_files`), its hand, and
        the cards it can't use now."""
        adapter = adapter_for(self.game)
        view = self.state.view(self.seat)
        hand = list(adapter.hand(view))
        mine = not self.state.over and self.state.to_move == self.seat
        usable, why = adapter.usable_cards(self.state, self.seat) if mine else (None, "play")
        canvas = private_canvas(
            self.game, view, self.names, hand=hand, usable=usable, why=why, mine=mine, locale=self.locale
        )
        unusable = set() if usable is None else {c for c in hand if c not in usable}
        return canvas, hand, unusable


def _weight(game: str, state: games.State, seat: int) -> int:
    """How crowded the seat's picture is: its hand plus the table's cards it must see."""
    view = state.view(seat)
    extra = len(view.get("table") or []) + len(view.get("trick") or [])
    if game == "oldmaid" and view.get("draw_from") is not None:
        extra += view["hand_sizes"][view["draw_from"]]
    if game == "gofish":
        extra += len(view.get("hand_sizes") or [])
    return len(adapter_for(game).hand(view)) * 2 + extra


def cases() -> Iterator[Case]:
    """Every game and seat count: the most crowded turn, the most crowded wait, the end."""
    for label, game, players, preset, locale in TABLES:
        names = NAMES[:players]
        best_turn: tuple[int, Any] = (-1, None)
        best_wait: tuple[int, Any] = (-1, None)
        for seed in SEEDS:
            state = games.get(game).new(players, preset=preset, seed=seed)
            rng = random.Random(seed)
            if game == "scarto" and seed == 0:
                assert state.view(None).get("phase") == "discard"
                yield Case(f"{label}-discard", game, state, state.to_move, names, locale)
            while not state.over:
                mover = state.to_move
                weight = _weight(game, state, mover)
                if weight > best_turn[0] and state.view(None).get("phase") != "discard":
                    best_turn = (weight, (state, mover))
                other = (mover + 1) % players
                weight = _weight(game, state, other)
                if weight > best_wait[0]:
                    best_wait = (weight, (state, other))
                state = state.play(rng.choice(state.legal()))
            if seed == 0:
                yield Case(f"{label}-over", game, state, 0, names, locale)
        yield Case(f"{label}-turn", game, *best_turn[1], names, locale)
        yield Case(f"{label}-waiting", game, *best_wait[1], names, locale)


@functools.cache
def played_cases() -> dict[str, Case]:
    """`cases()` by label, played once per process when a test first needs them (not while
    collecting: every xdist worker collects every module)."""
    return {case.label: case for case in cases()}


def case_labels() -> list[str]:
    """The labels `cases()` yields, in its order, known without playing the deals."""
    labels: list[str] = []
    for label, game, *_ in TABLES:
        if 0 in SEEDS:
            labels += [f"{label}-discard"] if game == "scarto" else []
            labels += [f"{label}-over"]
        labels += [f"{label}-turn", f"{label}-waiting"]
    return labels


CASE_LABELS = case_labels()


PHONE_FLOOR = (12, 40)  # the smallest word and card face a 360 px phone may show (CSS px)


def phone_scale(canvas: _Canvas) -> float:
    """How a 360 px phone shows the attachment: about 284 CSS px wide, at most 400 tall."""
    return min(float(SCALE), 284 / canvas.width, PHONE_H / canvas.height)


def desktop_scale(canvas: _Canvas) -> float:
    """How a desktop shows it: in 550 × 350 CSS px, never enlarged past its pixels."""
    return min(float(SCALE), DESKTOP[0] / canvas.width, DESKTOP[1] / canvas.height)


@pytest.mark.parametrize("label", CASE_LABELS)
def test_the_private_picture_keeps_the_size_floor_on_a_phone_and_a_desktop(label: str) -> None:
    canvas, hand, unusable = played_cases()[label].draw()
    assert canvas.image.size == (canvas.width * SCALE, canvas.height * SCALE)
    assert canvas.width == DISPLAY and canvas.height <= PHONE_H, (canvas.width, canvas.height)
    assert phone_scale(canvas) == 1.0  # the phone shows it at its layout size
    for k in (phone_scale(canvas), desktop_scale(canvas)):
        small = [(text, size) for text, size in canvas.texts if size * k < PHONE_FLOOR[0]]
        assert small == [], small
        narrow = [(card, w) for card, w in canvas.cards if w * k < PHONE_FLOOR[1]]
        assert narrow == [], narrow
    assert all(size >= SMALL for _, size in canvas.texts) and all(w >= CARD_MIN for _, w in canvas.cards)
    # As large on a desktop as the 400 × 300 layout it replaced (words 14 px there, not 12.2 as
    # Scarto's 25 cards under a trick once were, grown to 345 px tall): never taller than 300.
    assert canvas.height <= MAX_HEIGHT, canvas.height
    assert desktop_scale(canvas) >= 350 / 300
    # The hand, whole and in order, last in the picture; dimmed are exactly the unusable cards.
    drawn = canvas.placed[len(canvas.placed) - len(hand) :]
    assert [c for c, *_ in drawn] == hand
    assert {c for c, _x, _y, _w, dim in drawn if dim} == unusable
    for card, x, y, w, _dim in canvas.placed:  # inside the picture
        assert x >= 0 and x + w <= DISPLAY + 0.01 and y >= 0 and y + w * 1.5 <= canvas.height + 0.01, card


@pytest.mark.parametrize("label", CASE_LABELS)
def test_no_card_is_covered_past_its_index_corner(label: str) -> None:
    case = played_cases()[label]
    canvas, _hand, _unusable = case.draw()
    assert_corners_in_view(canvas, deck_style(case.game), case.label)


def assert_corners_in_view(canvas: _Canvas, style: str, label: str) -> None:
    """No card drawn later covers any part of an earlier card's index corner (`corner`)."""
    placed = canvas.placed
    for i, (card, x, y, w, _dim) in enumerate(placed):
        cw, ch = corner(style, card, w, numbered=card is None)
        for other, ox, oy, ow, _ in placed[i + 1 :]:  # drawn later: on top
            covers = ox < x + cw - 0.01 and x < ox + ow and oy < y + ch - 0.01 and y < oy + ow * 1.5
            assert not covers, (label, card, other)


def test_the_table_part_is_there_on_the_players_turn() -> None:
    for case in played_cases().values():
        if not case.label.endswith("-turn"):
            continue
        canvas, hand, _ = case.draw()
        view = case.state.view(case.seat)
        others = [c for c, *_ in canvas.placed[: len(canvas.placed) - len(hand)]]
        words = " ".join(text for text, _ in canvas.texts)
        if case.game == "scopa":
            assert others == list(view["table"]), case.label
        elif case.game in ("scarto", "stovkahra") and view.get("phase") != "discard":
            trick = [card for _seat, card in view.get("trick") or []]
            assert others[: len(trick)] == trick, case.label
        elif case.game == "oldmaid":
            assert others == [None] * view["hand_sizes"][view["draw_from"]], case.label
            assert all(str(n) in [t for t, _ in canvas.texts] for n in range(1, len(others) + 1))
        elif case.game == "gofish":
            for seat, name in enumerate(case.names):
                if seat != case.seat:
                    assert name.split(" (")[0] in words, (case.label, name)


def test_every_game_and_seat_count_is_covered() -> None:
    assert list(played_cases()) == CASE_LABELS  # the tests' labels are the cases played
    labels = set(CASE_LABELS)
    for label, *_ in TABLES:
        assert {f"{label}-turn", f"{label}-waiting", f"{label}-over"} <= labels
    assert "scarto-discard" in labels
    longest = max(len(c.draw()[1]) for c in played_cases().values() if c.game == "scarto")
    assert longest == 28  # the dealer's discard: the whole deal and the talon


# The longest hands and the fullest tables the rules allow, beyond what the deals above reached:
# Go Fish's 39 (three of every rank, the most without a book), Old Maid's 14 (one of each rank and
# the joker) drawing from 14, a 12-card Scopa table, Scopone scientifico's 10 over 10, a Scarto
# hand of its widest indices (Roman VIII, two-digit trumps) under a trick, Stovkahra's 8 under a
# full trick and the trump card.
_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
_ITALIAN = [r + s for s in "dhsc" for r in ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"]]
_TAROT = [*(r + s for s in "sc" for r in ["7", "8", "9", "10", "J", "C", "Q", "K"])]
_TAROT += ["T21", "T20", "T19", "T18", "T17", "T16", "T15", "FOOL", "Kd"]
EXTREMES = [
    ("gofish-39", "gofish", {"seat": 0, "hand_sizes": [39, 1], "stock_size": 0},
     [r + s for r in _RANKS for s in "shd"], None, "en"),
    ("gofish-6-30", "gofish", {"seat": 0, "hand_sizes": [30, 5, 5, 5, 5, 2], "stock_size": 1},
     [r + s for r in _RANKS for s in "shd"][:30], None, "fr"),
    ("oldmaid-14-from-14", "oldmaid", {"seat": 0, "draw_from": 1, "hand_sizes": [14, 14]},
     [r + "s" for r in _RANKS] + ["JK1"], None, "ja"),
    ("scopa-table-12", "scopa", {"seat": 0, "table": _ITALIAN[:12]}, ["Kc", "Qc", "Jc"], None, "it"),
    ("scientifico-10-over-10", "scopa", {"seat": 0, "table": _ITALIAN[20:30]}, _ITALIAN[:10], None, "en"),
    ("scarto-25-under-a-trick", "scarto", {"seat": 0, "trick": [[1, "T1"], [2, "8h"]]},
     _TAROT, ["T21", "T20"], "fr"),
    ("scarto-discard-28", "scarto", {"seat": 0, "phase": "discard"},
     [*_TAROT, "8d", "9d", "10d"], _TAROT[:10], "it"),
    ("stovkahra-8-under-a-full-trick", "stovkahra",
     {"seat": 0, "trick": [[1, "Kd"], [2, "Qd"], [3, "Jd"]], "trump": "c", "trump_card": "Ac"},
     _ITALIAN[:8], _ITALIAN[:2], "ja"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("label", "game", "view", "hand", "usable", "locale"), EXTREMES, ids=[e[0] for e in EXTREMES]
)
def test_the_longest_hands_and_fullest_tables_still_fit(label, game, view, hand, usable, locale) -> None:
    why = "discard" if view.get("phase") == "discard" else "play"
    canvas = private_canvas(game, view, NAMES, hand=hand, usable=usable, why=why, mine=True, locale=locale)
    assert canvas.width == DISPLAY and canvas.height <= MAX_HEIGHT, canvas.height  # 14 px words on a desktop
    assert min(size for _, size in canvas.texts) >= SMALL
    assert min(w for _, w in canvas.cards) >= CARD_MIN
    assert [c for c, *_ in canvas.placed[-len(hand) :]] == hand
    dimmed = {c for c, _x, _y, _w, dim in canvas.placed if dim}
    assert dimmed == (set() if usable is None else set(hand) - set(usable))
    assert_corners_in_view(canvas, deck_style(game), label)
    if game == "oldmaid":  # every back to draw from, numbered as the draw buttons
        texts = [t for t, _ in canvas.texts]
        assert all(str(n) in texts for n in range(1, view["hand_sizes"][1] + 1))


def test_a_note_too_long_to_share_the_hands_caption_line_takes_it_alone(monkeypatch) -> None:
    said = _Canvas.tr

    def tr(self: _Canvas, msg_id: str, /, **args: Any) -> str:
        if msg_id == "hand-picture-dimmed":
            return "Greyed out: not playable now, whatever you like"
        return said(self, msg_id, **args)

    monkeypatch.setattr(_Canvas, "tr", tr)
    label, game, view, hand, usable, locale = EXTREMES[5]  # Scarto's 25 under a trick
    canvas = private_canvas(game, view, NAMES, hand=hand, usable=usable, mine=True, locale=locale)
    assert canvas.height <= PHONE_H and min(size for _, size in canvas.texts) >= SMALL
    assert min(w for _, w in canvas.cards) >= CARD_MIN
    texts = [text for text, _ in canvas.texts]
    assert "Greyed out: not playable now, whatever you like" in texts  # whole
    assert not any(text.startswith("Ta main") for text in texts)  # (it took the caption's line)
    assert_corners_in_view(canvas, deck_style(game), label)
