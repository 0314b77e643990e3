"""The smallest words and cards of each table picture as a 360 px phone shows it, and a desktop.

    .venv/bin/python tools/phone_floor.py

Read from the renderer's own record (`Canvas.texts`, `Canvas.cards`) over the picture-floor
tests' cases (every game and seat count, several languages). Discord fits an embed image's pixels
(the layout times `SCALE`) into the box it shows it in and never enlarges it: about 250 CSS px
wide on a 360 px phone, at most 400 × 300 on a desktop. So a layout px shows at
min(SCALE, 250 / width) CSS px on the phone and min(SCALE, 400 / width, 300 / height) on the
desktop. Face-down cards (Old Maid's neighbour's hand, Go Fish's pond) are counted apart from
faces: they are places to count, not cards to read.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bot.discord.games  # noqa: F401  (the games' faces register themselves)
from tests.bot.discord.pictures.test_picture_floor import CASES, _draw, _phone_scale, _position, _shown_scale


def _pair(value: float | None, desk: float, phone: float) -> str:
    return f"{value * desk:.1f} / {value * phone:.1f}" if value else "—"


def main() -> None:
    print("| case | layout px | words, desktop / phone | card face, desktop / phone | face-down card |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for label, game, players, options, moves, locale, preset in CASES:
        canvas = _draw(game, _position(game, players, options, moves), players, locale, preset)
        desk, phone = _shown_scale(canvas), _phone_scale(canvas)
        text = min(size for _, size in canvas.texts)
        face = min((w for card, w in canvas.cards if card), default=None)
        back = min((w for card, w in canvas.cards if card is None), default=None)
        size = f"{canvas.width} × {round(canvas.height)}"
        print(
            f"| {label} ({locale}) | {size} | {_pair(text, desk, phone)} | {_pair(face, desk, phone)} "
            f"| {_pair(back, desk, phone)} |"
        )


if __name__ == "__main__":
    main()
