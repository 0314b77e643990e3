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
