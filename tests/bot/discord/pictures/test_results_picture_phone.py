"""The game-over picture read where Discord shows it: an embed's image, about 250 CSS px wide on a
360 px phone and at most 400 × 300 on a desktop, never enlarged past its pixels (drawn at 2x). On
both, no word under 12 px, every side's name and total drawn whole; the winner is said once (the
message's title), not again in a banner; the names are set off from the deal columns.

Judged from the renderer's record (`Canvas.texts`, layout px), over every game's end
(`OVER`: Scopa to 11, 21 and 99, six players, three teams, Scarto, Stovkahra and a long match,
Go Fish 6, Old Maid 10, Concentration 8)."""

from __future__ import annotations

import pytest

from bot.discord.features.table.game_over import results_of
from bot.discord.pictures.layout import SCALE, SMALL
from bot.discord.pictures.results import results_canvas
from tests.bot.discord.pictures.test_board_and_results_pictures import OVER, _finished, _table

PHONE_W = 250  # how wide a 360 px phone shows an embed's image (CSS px)
DESKTOP = (400, 300)  # the box a desktop shows it in


def phone_scale(canvas) -> float:
    return min(float(SCALE), PHONE_W / canvas.width)


def desktop_scale(canvas) -> float:
    return min(float(SCALE), DESKTOP[0] / canvas.width, DESKTOP[1] / canvas.height)


@pytest.mark.parametrize(
    ("label", "game", "players", "options", "preset", "locale"), OVER, ids=[c[0] for c in OVER]
)
def test_the_game_over_picture_keeps_the_floor_on_a_phone_and_a_desktop(
    label, game, players, options, preset, locale
):
    state = _finished(game, players, options, preset)
    results = results_of(_table(game, state, players, preset), None, locale)
    canvas = results_canvas(results, locale)
    assert canvas.width == PHONE_W and canvas.height <= DESKTOP[1]
    assert phone_scale(canvas) == 1.0 and desktop_scale(canvas) >= 1.0  # desktop: no smaller than before
    for k in (phone_scale(canvas), desktop_scale(canvas)):
        small = [(text, size) for text, size in canvas.texts if size * k < SMALL]
        assert small == [], small
    drawn = [text for text, _ in canvas.texts]
    for _, name, _ in results.places:
        assert name in drawn, (name, drawn)
    for total in results.totals:
        assert total in drawn
    # Who won is the message's title; in the picture the winner's row is lit, and no other
    # text (a banner, the header) names them again.
    winners = {name for place, name, _ in results.places if place == 1}
    for name in winners:
        assert all(t == name for t in drawn if name in t), drawn


@pytest.mark.parametrize(
    ("names", "locale"),
    [
        (["Bartholomew the Magnificent 1234", "Zoë Ångström-Łukasiewicz", "alice", "bob"], "en"),
        (["さくら・たかはし・まりこ", "桜井さくら", "たろう", "はなこ"], "ja"),
    ],
)
def test_scopones_game_over_keeps_long_names_whole_and_its_deals_in_one_table(names, locale):
    """Teams of long names (a 32-character one, Japanese ones) are listed whole over the table,
    on two lines where they must, partners' names never cut; the deals stay in one block of
    columns, as short names' would, instead of wrapping into three narrow ones."""
    from bot.service.model import Seat, Table

    state = _finished("scopa", 4, None, "scopone")
    seats = tuple(Seat(i, 100 + i, names[i]) for i in range(4))
    table = Table(1, 1, 1, "scopa", "scopone", dict(state.options), 100, "finished", 4, seats, 9, state, None)
    results = results_of(table, None, locale)
    canvas = results_canvas(results, locale)
    assert canvas.height <= DESKTOP[1] and min(size for _, size in canvas.texts) >= SMALL
    drawn = [text for text, _ in canvas.texts]
    assert not [text for text in drawn if text.endswith("…")], drawn
    joined = " ".join(drawn)
    for name in names:
        assert name in joined or name in "".join(drawn), (name, drawn)
    for _, side, _ in results.places:  # each team's line(s) read as its name
        assert side in joined or side.replace(" ", "") in "".join(drawn).replace(" ", ""), (side, drawn)
    assert drawn.count(results.deal_heading) == 1, drawn  # one block of deal columns
