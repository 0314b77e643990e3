"""No text on a table picture is smaller than 12 px, and no card narrower than 46 px, where
Discord shows the picture (400 px wide): read from the renderer's own record of what it drew
(`Canvas.texts`, `Canvas.cards`, in layout pixels of a `DISPLAY`-wide layout), not from pixels.
Over every game, mid-game and at its end, and the crowded tables: 6-player Scopa in three teams,
10-player Old Maid, 6-player Go Fish, a 52-card Concentration, Scarto during the discard,
Stovkahra in Japanese."""

from __future__ import annotations

import random

import pytest

import games
from bot.discord.pictures.seat_panels import CARD_W, DISPLAY, SMALL
from bot.discord.pictures.table import table_canvas

NAMES = ["alice", "Bartolomeo", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6", "Bot 7", "Bot 8", "Bot 9"]
BADGES = [None, None, "★", "★★", "★★★", "★★", "★★", "★★", "★★", "★★"]

# (label, game module, players, options, moves, locale)
CASES = [
    ("scopa", "scopa", 2, {}, 9, "en"),
    ("scopone", "scopa", 4, {"teams": True}, 13, "it"),
    ("scopa-6-three-teams", "scopa", 6, {"teams": True}, 14, "fr"),
    ("scarto-discard", "scarto", 3, {}, 0, "fr"),
    ("scarto", "scarto", 3, {}, 14, "en"),
    ("stovkahra-ja", "stovkahra", 4, {}, 9, "ja"),
    ("gofish-6", "gofish", 6, {}, 12, "en"),
    ("concentration-52", "concentration", 2, {}, 7, "en"),
    ("oldmaid-10", "oldmaid", 10, {}, 12, "ja"),
]


def _position(game: str, players: int, options: dict, moves: int, seed: int = 3) -> games.State:
    state = games.get(game).new(players=players, options=options or None, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        state = state.play(rng.choice(state.legal()))
    return state


def _finished(game: str, players: int, options: dict) -> games.State:
    state = games.get(game).new(players=players, options=options or None, seed=1)
    rng = random.Random(1)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    return state


def _floor(canvas) -> None:
    assert canvas.width == DISPLAY
    small = [(text, size) for text, size in canvas.texts if size < SMALL]
    assert small == [], small
    narrow = [(card, w) for card, w in canvas.cards if w < CARD_W]
    assert narrow == [], narrow
    assert canvas.texts  # (a position may have no card on the felt: the discard, a game over)


@pytest.mark.parametrize(
    ("label", "game", "players", "options", "moves", "locale"), CASES, ids=[c[0] for c in CASES]
)
def test_nothing_on_a_table_picture_is_below_the_size_floor(label, game, players, options, moves, locale):
    state = _position(game, players, options, moves)
    if label == "scarto-discard":
        assert state.view(None).get("phase") == "discard"
    canvas = table_canvas(game, state.view(None), NAMES[:players], locale=locale, badges=BADGES[:players])
    _floor(canvas)
    drawn = " ".join(text for text, _ in canvas.texts)
    for seat in range(players):  # every seat is on the picture, its name whole
        assert NAMES[seat] in drawn, (NAMES[seat], drawn)


@pytest.mark.parametrize(
    ("label", "game", "players", "options", "moves", "locale"), CASES, ids=[c[0] for c in CASES]
)
def test_nothing_on_a_finished_table_is_below_the_size_floor(label, game, players, options, moves, locale):
    state = _finished(game, players, options)
    _floor(table_canvas(game, state.view(None), NAMES[:players], locale=locale))


def test_six_player_scopa_shows_all_three_teams_with_partners_across():
    from bot.discord.pictures.seat_panels import layout

    state = _position("scopa", 6, {"teams": True}, 4)
    canvas = table_canvas("scopa", state.view(None), NAMES[:6], locale="en")
    drawn = [text for text, _ in canvas.texts]
    for team in ("alice & Bot 3", "Bartolomeo & Bot 4", "Bot 2 & Bot 5"):
        assert team in drawn, drawn  # every team's line, none cut
    where = layout(6, lambda width: 100)
    for seat in range(3):  # partners (sides 0 1 2 0 1 2) face each other across the middle
        (ax, ay, aw, ah), (bx, by, bw, bh) = where.seats[seat], where.seats[seat + 3]
        mx, my, mw, mh = where.middle
        assert (ay + ah / 2 - (my + mh / 2)) * (by + bh / 2 - (my + mh / 2)) <= 0
        assert (ax + aw / 2 - (mx + mw / 2)) * (bx + bw / 2 - (mx + mw / 2)) <= 0


def test_the_dealer_mark_is_drawn_in_japanese():
    from bot.discord.pictures.fonts import drawable

    state = _position("stovkahra", 4, {}, 2)
    canvas = table_canvas("stovkahra", state.view(None), NAMES[:4], locale="ja")
    assert "親" in [text for text, _ in canvas.texts]
    assert drawable("親")  # a font here has the glyph: not the empty box of a missing one


def test_old_maid_draws_the_neighbours_face_down_hand():
    state = _position("oldmaid", 4, {}, 3)
    view = state.view(None)
    canvas = table_canvas("oldmaid", view, NAMES[:4])
    backs = [w for card, w in canvas.cards if card is None]
    assert len(backs) == view["hand_sizes"][view["draw_from"]]


def test_concentration_keeps_the_last_pair_face_up_until_the_next_flip():
    state = games.get("concentration").new(players=2, seed=4)
    state = state.play("flip:1").play("flip:2")
    view = state.view(None)
    flipped = view["last_outcome"]["flipped"]
    faces = [card for card, _ in table_canvas("concentration", view, NAMES[:2]).cards if card]
    assert sorted(faces) == sorted(card for _, card in flipped)
    after = state.play(state.legal()[0])  # the next card turned: the old pair goes back down
    later = [card for card, _ in table_canvas("concentration", after.view(None), NAMES[:2]).cards if card]
    assert len(later) == 1
