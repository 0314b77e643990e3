"""The live table's picture read where Discord shows it: on a 360 px phone, no word under 12 CSS
px and no card face under 40; on a desktop, no word under 12 px and no face under 46 (as before
issue 35). Discord fits an embed image's pixels (the layout × `SCALE`) into the box it shows it
in and never enlarges it: a phone shows it about `PHONE_W` (250) CSS px wide, a desktop at most
400 × 300. So at the phone the layout shows at min(SCALE, 250 / width), at the desktop at
min(SCALE, 400 / width, 300 / height). A face-down card is a place to count, not a face to read:
`BACK_W` is its floor. Read from the renderer's own record of what it drew (`Canvas.texts`,
`Canvas.cards`, and the canvas's layout size), not from pixels. Over every game and seat count,
mid-game and at its end: Scopa 2 to 6 players, Scopone (two teams) and its variants, 6-player
Scopa in three teams, Scarto during the discard, mid-game and over, Stovkahra in all four
languages, Go Fish 2 to 6, Old Maid (Babanuki, Jiji-nuki) 2 to 10, Concentration's 52 cards."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import games
from bot.discord.core.card_pictures import table_canvas
from bot.discord.core.option_words import game_name
from bot.discord.pictures.canvas import TEAM_COLOURS
from bot.discord.pictures.layout import BACK_W, CARD_W, MAX_H, PHONE_CARD_W, PHONE_W, SCALE, SMALL, TABLE_W
from i18n import translate
from tests.bot.random_play import random_position

NAMES = ["alice", "Bartolomeo", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6", "Bot 7", "Bot 8", "Bot 9"]
BADGES = [None, None, "★", "★★", "★★★", "★★", "★★", "★★", "★★", "★★"]


def _preset(game: str, preset: str) -> dict:
    return {k: v for k, v in games.get(game).presets[preset].items() if k != "players"}


# (label, game module, players, options, moves, locale, preset: the game's name on the header)
CASES = [
    ("scopa-2", "scopa", 2, {}, 9, "en", "scopa"),
    ("scopa-3", "scopa", 3, {}, 7, "it", "scopa"),
    ("scopa-4", "scopa", 4, {}, 7, "en", "scopa"),
    ("scopone", "scopa", 4, _preset("scopa", "scopone"), 13, "it", "scopone"),
    (
        "scopone-scientifico",
        "scopa",
        4,
        _preset("scopa", "scopone-scientifico"),
        21,
        "fr",
        "scopone-scientifico",
    ),
    ("scopa-6-three-teams", "scopa", 6, {"teams": True}, 14, "fr", "scopa"),
    ("scopa-6", "scopa", 6, {}, 11, "en", "scopa"),
    ("scarto-discard", "scarto", 3, {}, 0, "fr", None),
    ("scarto", "scarto", 3, {}, 14, "en", None),
    ("stovkahra-en", "stovkahra", 4, {}, 9, "en", None),
    ("stovkahra-it", "stovkahra", 4, {}, 1, "it", None),
    ("stovkahra-fr", "stovkahra", 4, {}, 2, "fr", None),
    ("stovkahra-ja", "stovkahra", 4, {}, 9, "ja", None),
    ("gofish-2", "gofish", 2, {}, 12, "en", None),
    ("gofish-6", "gofish", 6, {}, 12, "en", None),
    ("oldmaid-2", "oldmaid", 2, _preset("oldmaid", "babanuki"), 2, "ja", "babanuki"),
    ("oldmaid-4-jiji", "oldmaid", 4, _preset("oldmaid", "jiji-nuki"), 5, "en", "jiji-nuki"),
    ("oldmaid-10", "oldmaid", 10, _preset("oldmaid", "old-maid"), 12, "ja", "old-maid"),
    ("concentration-52", "concentration", 2, {"deck": 52}, 7, "en", None),
]
IDS = [c[0] for c in CASES]


def _position(game: str, players: int, options: dict, moves: int, seed: int = 3) -> games.State:
    return random_position(game, players, moves=moves, options=options, seed=seed)


def _positions(game: str, players: int, options: dict, seed: int, every: int):
    """Every `every`th position of a random game to its end, the end included."""
    state = games.get(game).new(players=players, options=options or None, seed=seed)
    rng = random.Random(seed)
    count = 0
    while not state.over:
        if count % every == 0:
            yield state
        state = state.play(rng.choice(state.legal()))
        count += 1
    yield state


def _draw(game: str, state: games.State, players: int, locale: str, preset: str | None, badges=True):
    title = game_name(game, preset, locale)
    return table_canvas(
        game,
        state.view(None),
        NAMES[:players],
        locale=locale,
        game_name=title,
        badges=BADGES[:players] if badges else (),
    )


def _shown_scale(canvas) -> float:
    """How big a desktop shows the layout: its pixels fitted into 400 × 300, never enlarged."""
    return min(float(SCALE), 400 / canvas.width, MAX_H / canvas.height)


def _phone_scale(canvas) -> float:
    """How big a 360 px phone shows the layout: its pixels fitted into `PHONE_W` CSS px."""
    return min(float(SCALE), PHONE_W / canvas.width)


def _below(canvas, k: float, face: float) -> list:
    small = [(text, size * k) for text, size in canvas.texts if size * k < SMALL]
    narrow = [(card, w * k) for card, w in canvas.cards if w * k < (face if card else BACK_W)]
    return small + narrow


def _floor(canvas) -> None:
    assert canvas.width == TABLE_W and canvas.height <= MAX_H, (canvas.width, canvas.height)
    assert _below(canvas, _phone_scale(canvas), PHONE_CARD_W) == []  # on the phone
    assert _below(canvas, _shown_scale(canvas), CARD_W) == []  # on the desktop
    assert canvas.texts  # (a position may have no card on the felt: the discard, a game over)


@pytest.mark.parametrize(("label", "game", "players", "options", "moves", "locale", "preset"), CASES, ids=IDS)
def test_nothing_on_a_table_picture_is_below_the_size_floor(
    label, game, players, options, moves, locale, preset
):
    state = _position(game, players, options, moves)
    if label == "scarto-discard":
        assert state.view(None).get("phase") == "discard"
    canvas = _draw(game, state, players, locale, preset)
    _floor(canvas)
    drawn = " ".join(text for text, _ in canvas.texts)
    for seat in range(players):  # every seat is on the picture, its name whole
        assert NAMES[seat] in drawn, (NAMES[seat], drawn)


@pytest.mark.parametrize(("label", "game", "players", "options", "moves", "locale", "preset"), CASES, ids=IDS)
def test_nothing_on_a_finished_table_is_below_the_size_floor(
    label, game, players, options, moves, locale, preset
):
    *_, state = _positions(game, players, options, seed=1, every=10_000)
    assert state.over
    canvas = _draw(game, state, players, locale, preset, badges=False)
    _floor(canvas)
    drawn = " ".join(text for text, _ in canvas.texts)
    assert all(NAMES[seat] in drawn for seat in range(players)), drawn


SEAT_COUNTS = [
    ("scopa", n, opts)
    for n, opts in ((2, {}), (3, {}), (4, {}), (5, {}), (6, {}), (4, {"teams": True}), (6, {"teams": True}))
] + [
    ("scarto", 3, {}),
    ("stovkahra", 4, {}),
    *(("gofish", n, {}) for n in range(2, 7)),
    *(("oldmaid", n, {}) for n in range(2, 11)),
]


@pytest.mark.parametrize("locale", ["en", "it", "fr", "ja"])
@pytest.mark.parametrize(
    ("game", "players", "options"), SEAT_COUNTS, ids=[f"{g}-{n}" for g, n, _ in SEAT_COUNTS]
)
def test_every_position_of_a_game_fits_the_phone_and_the_embed_box(game, players, options, locale):
    """A whole random game, every few moves: the picture never outgrows 250 × 300 (a crowded
    Scopa table, a long Go Fish book list, a full Stovkahra packet...)."""
    for state in _positions(game, players, options, seed=players * 7 + len(locale), every=6):
        _floor(_draw(game, state, players, locale, None))


def _walk(game: str, players: int, options: dict, found, seed: int = 3) -> games.State:
    """The first position of a random game where `found(view)` holds."""
    for state in _positions(game, players, options, seed=seed, every=1):
        if found(state.view(None)):
            return state
    raise AssertionError("no such position")


def test_six_player_scopa_names_each_team_and_borders_its_plates_in_its_colour():
    from bot.discord.core.adapter import adapter_for
    from bot.discord.pictures.canvas import Canvas
    from bot.discord.pictures.table import plan_and_layout

    view = _position("scopa", 6, {"teams": True}, 4).view(None)
    canvas = table_canvas("scopa", view, NAMES[:6], locale="en")
    drawn = [text for text, _ in canvas.texts]
    # The score box says who plays with whom (sides 0 1 2 0 1 2), not only by colour.
    for team in ("alice + Bot 3", "Bartolomeo + Bot 4", "Bot 2 + Bot 5"):
        assert team in drawn, drawn
    image = Image.open(io.BytesIO(canvas.png())).convert("RGB")
    probe = Canvas(TABLE_W, 1, "en", scale=SCALE)
    _, where = plan_and_layout(probe, view, NAMES[:6], (), adapter_for("scopa").plan)
    for seat, (x, y, w, h) in where.seats.items():
        # The plate's bottom border, in its side's colour, at least 2 CSS px on the phone (1:1).
        colour = TEAM_COLOURS[view["sides"][seat]]
        column = [
            image.getpixel((round((x + w / 2) * SCALE), py))
            for py in range(round((y + h) * SCALE) - 10, round((y + h) * SCALE) + 1)
        ]
        assert sum(1 for pixel in column if pixel == colour) >= 2 * SCALE, (seat, column)
    for seat in range(3):  # partners side by side, in one row
        assert where.seats[seat][1] == where.seats[seat + 3][1]


def test_french_narrow_spaces_are_drawn_as_spaces_not_boxes():
    state = _walk("scopa", 6, {"teams": True}, lambda v: bool(v["history"]) and ":" in v["history"][-1][1])
    seat = state.view(None)["history"][-1][0]
    last = translate("fr", "picture-last", who=NAMES[seat])
    assert "\u202f" in last  # the catalogue writes French as it should be typed
    canvas = table_canvas("scopa", state.view(None), NAMES[:6], locale="fr")
    drawn = [text for text, _ in canvas.texts]
    assert not any("\u202f" in text or "\u00a0" in text for text in drawn), drawn
    assert last.replace("\u202f", " ") in drawn


def test_a_scopa_lay_is_lit_on_the_table_and_a_capture_shows_what_it_took():
    lay = _walk("scopa", 2, {}, lambda v: bool(v["history"]) and ":" not in v["history"][-1][1])
    view = lay.view(None)
    canvas = table_canvas("scopa", view, NAMES[:2], locale="en")
    faces = [card for card, _ in canvas.cards if card]
    assert sorted(faces) == sorted(view["table"])  # the laid card once, on the table (lit)
    assert not any(text.startswith("Last:") for text, _ in canvas.texts)
    take = _walk("scopa", 2, {}, lambda v: bool(v["history"]) and ":" in v["history"][-1][1])
    view = take.view(None)
    seat, action = view["history"][-1]
    played, _, taken = action.partition(":")
    canvas = table_canvas("scopa", view, NAMES[:2], locale="en")
    faces = [card for card, _ in canvas.cards if card]
    # The table's cards, then the card played and those it took: they have left the table.
    assert sorted(faces) == sorted([*view["table"], played, *taken.split("+")])
    assert translate("en", "picture-last", who=NAMES[seat]) in [text for text, _ in canvas.texts]


def test_a_trick_game_shows_the_last_trick_and_who_took_it_until_the_next_has_two_cards():
    lead = _walk("scarto", 3, {}, lambda v: len(v.get("trick") or []) == 1 and bool(v.get("tricks")))
    view = lead.view(None)
    last = view["tricks"][-1]
    canvas = table_canvas("scarto", view, NAMES[:3], locale="en")
    faces = [card for card, _ in canvas.cards if card]
    assert sorted(faces) == sorted([*last["cards"], view["trick"][0][1]])
    won = translate("en", "picture-last-trick-won", who=NAMES[last["winner"]])
    assert won in [text for text, _ in canvas.texts]
    second = lead.play(lead.legal()[0]).view(None)
    assert len(second["trick"]) == 2
    canvas = table_canvas("scarto", second, NAMES[:3], locale="en")
    assert sorted(card for card, _ in canvas.cards if card) == sorted(card for _, card in second["trick"])
    assert won not in [text for text, _ in canvas.texts]


@pytest.mark.parametrize("game", ["scopa", "gofish", "oldmaid", "concentration", "stovkahra"])
def test_the_picture_leaves_the_game_title_and_the_deal_to_the_embed(game):
    state = _position(game, 2 if game in ("scopa", "gofish", "concentration") else 4, {}, 3)
    title = game_name(game, None, "en")
    canvas = table_canvas(game, state.view(None), NAMES[:4], locale="en", game_name=title)
    drawn = " ".join(text for text, _ in canvas.texts)
    assert title not in drawn and "deal" not in drawn.lower(), drawn


def test_old_maid_sets_the_last_pairs_owner_off_from_its_cards():
    state = _walk("oldmaid", 3, {}, lambda v: bool(v.get("discards")))
    view = state.view(None)
    seat, _ = view["discards"][-1]
    names = ["alice", "Bot 1", "Bot 2"]
    canvas = table_canvas("oldmaid", view, names, locale="en")
    line = next(text for text, _ in canvas.texts if text.startswith("Last pair"))
    assert f"{names[seat]}: " in line, line  # "Bot 1: 2♥ 2♠", never "Bot 12♥"


def test_a_taken_concentration_place_stands_out_from_the_felt():
    from bot.discord.pictures.board import GONE
    from bot.discord.pictures.canvas import FELT

    def luminance(rgb) -> float:
        def channel(c: int) -> float:
            c = c / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    ratio = (luminance(GONE) + 0.05) / (luminance(FELT) + 0.05)
    assert ratio >= 3, ratio  # WCAG's floor for a graphic that must be seen


def test_a_52_card_concentration_board_fits_the_phone_too():
    """Concentration's board has its own layout (`board.py`: a map of places five a row like its
    buttons; every board size is tested in test_board_and_results_pictures.py): the live table of
    a full deck keeps the same floor in the same box, its place numbers at 12 px."""
    state = _position("concentration", 2, {}, 7)
    assert len(state.view(None)["board"]) >= 52
    canvas = table_canvas("concentration", state.view(None), NAMES[:2])
    _floor(canvas)
    assert len(canvas.places) >= 52 and min(w for _, w in canvas.places) >= 20


def test_the_dealer_mark_is_drawn_in_japanese():
    from bot.discord.pictures.fonts import drawable

    state = _position("stovkahra", 4, {}, 2)
    canvas = table_canvas("stovkahra", state.view(None), NAMES[:4], locale="ja")
    assert "親" in [text for text, _ in canvas.texts]
    assert drawable("親")  # a font here has the glyph: not the empty box of a missing one


def test_stovkahra_shows_its_trump_and_the_face_up_packet_in_the_corners():
    state = _position("stovkahra", 4, {}, 0)
    view = state.view(None)
    assert view.get("shown", {}).get("cards") and view.get("trump_card")
    canvas = table_canvas("stovkahra", view, NAMES[:4], locale="en")
    faces = [card for card, _ in canvas.cards if card]
    assert view["trump_card"] in faces and all(card in faces for card in view["shown"]["cards"])
    assert canvas.height <= MAX_H


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


def test_scartos_card_points_keep_each_count_apart_from_a_name_ending_in_a_number():
    state = random_position("scarto", 3, moves=14)
    points = state.view(None)["card_points"]
    assert any(points)
    canvas = table_canvas("scarto", state.view(None), ["alice", "Bot 1", "Bot 2"])
    line = next(text for text, _ in canvas.texts if text.startswith("Card points"))
    assert "Bot 1 (" in line and not any(f"Bot 1 {p}" in line for p in points), line
