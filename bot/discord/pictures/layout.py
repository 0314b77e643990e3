"""The measures every picture is laid out in (layout pixels, one copy each).

The live table's picture is laid out `TABLE_W` (250) wide, the width a 360 px phone shows an
embed image at; the private and results pictures `DISPLAY` (400) wide.

Discord shows an embed or attached picture at most `DISPLAY` wide and `MAX_H` tall (a larger
one is scaled down, shrinking its words and cards with it), so every picture is laid out for
that box and drawn at `SCALE` times it, sharp on high-density screens. No text is under `SMALL`
and no card narrower than `CARD_W` where Discord shows it (the size floor the tests hold every
picture to); a card is `CARD_RATIO` times as tall as it is wide.
"""

from __future__ import annotations

DISPLAY = 400  # the widest Discord shows an embed or attached picture
MAX_H = 300  # the tallest it shows one unscaled: a taller one is scaled down
# The live table's picture is laid out for a phone: a 360 px phone shows an embed image about
# `PHONE_W` CSS px wide, a desktop at most 400 × 300, never enlarged. Laid out `TABLE_W` ×
# at most `MAX_H` and drawn at `SCALE`, it shows 1:1 on the phone and at least 1:1 on the desktop.
PHONE_W = 250
TABLE_W = PHONE_W
PHONE_CARD_W = 40  # the narrowest card face a phone may show
BACK_W = 28  # the narrowest face-down card: a place to count, not a face to read
SCALE = 2  # drawn at twice the layout, sharp on high-density screens
MARGIN = 6
SMALL = 12  # the smallest text on a picture: the size floor at display size
CARD_W = 46  # the narrowest card drawn: its index reads at `SMALL`
CARD_RATIO = 1.5  # a card's height over its width
CARD_H = round(CARD_W * CARD_RATIO)
