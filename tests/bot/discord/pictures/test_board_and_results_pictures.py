"""Concentration's board and the game-over picture fit the box Discord shows an embed image in
(at most 400 px wide and 300 px tall; a taller picture is scaled down, everything on it with
it). Judged from the renderer's own record (`Canvas.texts`, `Canvas.cards`, its size), at the
scale Discord shows it, min(1, 400 / width, 300 / height): no text under 12 px, no face-up card
under 46 px wide. Over every board size Concentration allows (20, 40 or 52 cards, with 0–2
jokers, 1–8 players, turning 2–4 at a time), mid-game with cards turned up and at the end, and
over the game-over picture of every game, the long ones included."""

from __future__ import annotations

import random

import pytest

import games
from bot.discord.core.card_pictures import table_canvas
from bot.discord.features.table.game_over import results_of
from bot.discord.pictures.board import board_map, board_places
from bot.discord.pictures.results import results_canvas
from bot.discord.pictures.seat_panels import CARD_W, SMALL
from bot.service.model import Seat, Table
from tests.bot.random_play import random_position

NAMES = ["alice", "Bartolomeo", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6", "Bot 7", "Bot 8", "Bot 9"]
BADGES = [None, None, "★", "★★", "★★★", "★★", "★★", "★★", "★★", "★★"]


def _shown_scale(canvas) -> float:
    return min(1.0, 400 / canvas.width, 300 / canvas.height)


def _fits(canvas) -> None:
    scale = _shown_scale(canvas)
    assert scale == 1.0, (canvas.width, canvas.height)  # shown at its layout size, not shrunk
    small = [(text, size) for text, size in canvas.texts if size * scale < SMALL]
    assert small == [], small
    narrow = [(card, w) for card, w in canvas.cards if card is not None and w * scale < CARD_W]
    assert narrow == [], narrow


# -- Concentration -----------------------------------------------------------------------------
BOARDS = [
    (deck, jokers, players, flip)
    for deck in (20, 40, 52)
    for jokers in (0, 1, 2)
    for players, flip in ((1, 2), (3, 3), (8, 4))
]


def _board(deck: int, jokers: int, players: int, flip: int, turned: int) -> games.State:
    """A board part-way through (after `turned` turns), with cards turned up on it."""
    options = {"deck": deck, "jokers": jokers, "flip": flip}
    state = games.get("concentration").new(players=players, options=options, seed=deck + jokers + players)
    rng = random.Random(flip)
    for _ in range(turned * flip):
        if state.over:
            break
        state = state.play(_a_good_flip(state, rng))
    return state


def _a_good_flip(state, rng: random.Random) -> str:
    """A random first card of a turn, then one of its rank where there is one (random play of
    four of a kind would take very long to end a board)."""
    legal = state.legal()
    if not state.face_up:
        return rng.choice(legal)
    wanted = state.board[state.face_up[0]][:-1]
    same = [a for a in legal if (state.board[int(a.split(":")[1])] or "")[:-1] == wanted]
    return rng.choice(same or legal)


@pytest.mark.parametrize(("deck", "jokers", "players", "flip"), BOARDS, ids=lambda v: str(v))
def test_every_concentration_board_fits_the_embed_box_with_its_cards_turned_up(deck, jokers, players, flip):
    state = _board(deck, jokers, players, flip, turned=3)
    state = state.play(state.legal()[0])  # a turn in progress: a card face up on the board
    view = state.view(None)
    assert len(view["board"]) == deck + jokers
    canvas = table_canvas("concentration", view, NAMES[:players], locale="fr", badges=BADGES[:players])
    _fits(canvas)
    faces = [card for card, _ in canvas.cards if card]
    assert faces and set(faces) <= {view["board"][i] for i in view["face_up"]}
    # Every place is on the map, by its number, a tile and not a card.
    assert sorted(number for number, _ in canvas.places) == list(range(1, deck + jokers + 1))
    drawn = " ".join(text for text, _ in canvas.texts)
    for seat in range(players):
        assert NAMES[seat] in drawn


@pytest.mark.parametrize(("deck", "jokers", "players", "flip"), BOARDS, ids=lambda v: str(v))
def test_every_finished_concentration_board_fits_and_shows_the_last_cards(deck, jokers, players, flip):
    state = _board(deck, jokers, players, flip, turned=10_000)
    assert state.over
    view = state.view(None)
    canvas = table_canvas("concentration", view, NAMES[:players], locale="ja")
    _fits(canvas)
    last = sorted(card for _, card in view["last_outcome"]["flipped"])
    assert sorted(card for card, _ in canvas.cards if card) == last


def test_the_last_pair_stays_face_up_beside_the_map_with_its_places_lit():
    state = games.get("concentration").new(players=2, seed=4).play("flip:9").play("flip:15")
    view = state.view(None)
    canvas = table_canvas("concentration", view, NAMES[:2])
    assert sorted(card for card, _ in canvas.cards) == sorted(
        card for _, card in view["last_outcome"]["flipped"]
    )
    drawn = [text for text, _ in canvas.texts]
    assert drawn.count("10") == 2 and drawn.count("16") == 2  # on the map and on the card


def test_a_big_board_sits_in_blocks_side_by_side_and_a_small_one_gets_bigger_tiles():
    big, small = board_map(54), board_map(20)
    places = board_places(54)
    assert places[25][1] == places[0][1] and places[25][0] > places[4][0]  # block 2 beside block 1
    assert places[50][1] > places[45][1]  # block 3 under them
    assert small.tile_w > big.tile_w and small.tile_h > big.tile_h
    assert big.tile_w >= 20 and big.tile_h >= 18  # a two-digit number at 12 px fits in a tile


# -- game over ---------------------------------------------------------------------------------
def _finished(
    game: str, players: int, options: dict | None, preset: str | None, seed: int = 1
) -> games.State:
    return random_position(game, players, options=options, preset=preset, seed=seed)


def _table(game: str, state: games.State, players: int, preset: str | None) -> Table:
    seats = tuple(Seat(i, 100 + i, NAMES[i]) for i in range(players))
    return Table(
        1, 1, 1, game, preset or game, dict(state.options), 100, "finished", players, seats, 9, state, None
    )


OVER = [
    ("scopa-11", "scopa", 2, {"target": 11}, None, "en"),
    ("scopa-21-six-players", "scopa", 6, {"target": 21}, None, "fr"),
    ("scopa-99", "scopa", 2, {"target": 99}, None, "it"),
    ("scopone", "scopa", 4, None, "scopone", "it"),
    ("scopa-six-in-three-teams", "scopa", 6, {"teams": True}, None, "en"),
    ("scarto", "scarto", 3, None, None, "fr"),
    ("stovkahra", "stovkahra", 4, None, None, "ja"),
    ("stovkahra-long-match", "stovkahra", 4, {"brcke": 50, "target": 20}, None, "en"),
    ("gofish-6", "gofish", 6, None, None, "en"),
    ("oldmaid-10", "oldmaid", 10, None, None, "ja"),
    ("concentration-8", "concentration", 8, None, None, "fr"),
]


@pytest.mark.parametrize(
    ("label", "game", "players", "options", "preset", "locale"), OVER, ids=[c[0] for c in OVER]
)
def test_every_game_over_picture_fits_the_embed_box(label, game, players, options, preset, locale):
    state = _finished(game, players, options, preset)
    results = results_of(_table(game, state, players, preset), None, locale)
    canvas = results_canvas(results, locale)
    _fits(canvas)
    drawn = [text for text, _ in canvas.texts]
    for _, name, _ in results.places:  # every side, its name whole
        assert name in drawn, (name, drawn)
    for total in results.totals:
        assert total in drawn


def test_a_scopa_game_to_eleven_shows_every_deal_and_the_totals():
    state = _finished("scopa", 2, {"target": 11}, None, seed=3)
    results = results_of(_table("scopa", state, 2, None), None, "en")
    deals = state.result.detail["deals"]
    assert deals > 2
    drawn = [text for text, _ in results_canvas(results, "en").texts]
    for deal in range(1, deals + 1):
        assert str(deal) in drawn  # each deal's column heading
    assert not any("–" in text for text in drawn)  # no deal left out


def test_a_game_too_long_for_every_deal_says_which_deals_stand_in_one_column():
    state = _finished("stovkahra", 4, {"brcke": 50, "target": 20}, None)
    results = results_of(_table("stovkahra", state, 4, None), None, "en")
    games_played = len(results.deals[0])
    drawn = [text for text, _ in results_canvas(results, "en").texts]
    ranges = [text for text in drawn if text.startswith("1–")]
    assert len(ranges) == 1, drawn
    hidden = int(ranges[0][2:])
    assert 0 < hidden < games_played
    assert str(games_played) in drawn and str(hidden + 1) in drawn  # the last game, the first shown


def test_deals_left_out_are_summed_where_deals_add_up_to_the_total():
    from bot.discord.pictures.results import Results

    deals = [[str((d * 7 + s) % 4) for d in range(80)] for s in range(2)]
    totals = [str(sum(int(v) for v in row)) for row in deals]
    results = Results(
        title="Scopa · game over",
        places=[(1, "alice", ""), (2, "Bartolomeo", "")],
        sides=["alice", "Bartolomeo"],
        deals=deals,
        totals=totals,
        deal_heading="Deal",
        total_heading="Total",
        winners=[0],
        order=[0, 1],
    )
    canvas = results_canvas(results, "en")
    _fits(canvas)
    drawn = [text for text, _ in canvas.texts]
    hidden = int(next(text for text in drawn if text.startswith("1–"))[2:])
    for row in deals:
        assert str(sum(int(v) for v in row[:hidden])) in drawn


def test_a_stovkahra_match_shows_brcke_taken_back_so_each_row_adds_up():
    from bot.discord.pictures.results import _additive, _number

    state = _finished("stovkahra", 4, {"brcke": 50, "target": 20}, None)
    results = results_of(_table("stovkahra", state, 4, None), None, "en")
    cells = [cell for row in results.deals for cell in row]
    assert any(cell.startswith("−") for cell in cells)  # a game whose winners took brčke off the losers
    for side, row in enumerate(results.deals):
        assert sum(_number(cell) or 0 for cell in row) == _number(results.totals[side])
    assert _additive(results)
