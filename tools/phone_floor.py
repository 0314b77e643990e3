"""The smallest words and cards of each table picture as a 360 px phone shows it, and a desktop.

    .venv/bin/python tools/phone_floor.py

Read from the renderer's own record (`Canvas.texts`, `Canvas.cards`) over the picture-floor
tests' cases (every game and seat count, several languages). Discord shows an embed image at
most 400 px wide on a desktop and about 250 CSS px wide on a 360 px phone, never enlarged: the
sizes are the layout's times min(1, 400 / width, 300 / height) on a desktop, and times at most
250 / width on a phone.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bot.discord.games  # noqa: F401  (the games' faces register themselves)
from tests.bot.discord.pictures.test_picture_floor import CASES, _draw, _position, _shown_scale

PHONE = 250  # CSS px Discord shows an embed image at on a 360 px phone


def main() -> None:
    print(f"{'case':24} {'layout':>9} {'text px desktop / phone':>24} {'card px desktop / phone':>24}")
    for label, game, players, options, moves, locale, preset in CASES:
        canvas = _draw(game, _position(game, players, options, moves), players, locale, preset)
        desk = _shown_scale(canvas)
        phone = min(desk, PHONE / canvas.width)
        text = min(size for _, size in canvas.texts)
        card = min((w for _, w in canvas.cards), default=None)
        cards = f"{card * desk:.1f} / {card * phone:.1f}" if card else "—"
        layout = f"{canvas.width}x{canvas.height}"
        print(f"{label:24} {layout:>9} {f'{text * desk:.1f} / {text * phone:.1f}':>24} {cards:>24}")


if __name__ == "__main__":
    main()
