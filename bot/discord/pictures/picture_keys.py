"""The key under a table picture: what the plates' marks mean where their words did not fit, the
computers' level badges (`★★ normal`) and the card icon the plates count hands beside (`▮ cards
in hand`), on as few lines as the picture's width holds, or the icon's key in the free half of a
last row (`Layout.beside`). Whether a key is drawn at all is the picture's plan
(`table.plan_layout_and_key`): it must keep the live message a phone's height."""

from __future__ import annotations

from collections.abc import Sequence

from bot.discord.pictures.canvas import MARK, MUTED, Canvas
from bot.discord.pictures.layout import MARGIN, SMALL, TABLE_W
from bot.discord.pictures.seat_panels import LINE, Badge, Box, Layout, Plates, hand_icon

KEY_H = LINE + 4  # the line under the picture that says what the level stars mean


class HandKey(Badge):
    """The key's item for the card icon the plates count hands beside where their words did not
    fit (`▮ 7`): the icon drawn, its `word` (`cards in hand`) beside it."""

    def __new__(cls, word: str) -> HandKey:
        return super().__new__(cls, "", word)  # type: ignore[return-value]


def level_key(plates: Plates, where: Layout) -> list[Badge]:
    """The levels whose stars the plates show (not their words), once each, easiest first: what
    a key under the picture must explain."""
    shown: dict[str, Badge] = {}
    for seat, box in where.seats.items():
        plate, fit = plates.plates.get(seat), plates.fit(seat, box[2])
        badge = plate.badge if plate is not None else None
        if isinstance(badge, Badge) and badge.word and fit is not None and fit.badge == str(badge):
            shown.setdefault(str(badge), badge)
    return sorted(shown.values(), key=len)


def hand_key_fits(canvas: Canvas, box: Box) -> bool:
    """Whether the hand icon's key (`▮ cards in hand`) fits one line of `box` (`Layout.beside`)."""
    return 8 + 4 + canvas.measure(canvas.tr("picture-key-in-hand"), SMALL) <= box[2] - 12


def draw_hand_key_beside(canvas: Canvas, box: Box) -> None:
    """The hand icon's key in the free half of a last row beside its one plate (`Layout.beside`):
    the icon and its words (`▮ cards in hand`), centred in `box` as the key under a picture is."""
    x, y, w, h = box
    word = canvas.tr("picture-key-in-hand")
    left = x + (w - (8 + 4 + canvas.measure(word, SMALL))) / 2
    top = y + (h - 16) / 2
    hand_icon(canvas, left, top + 2)
    canvas.text((left + 12, top + 1), word, SMALL, fill=MUTED)


def _key_parts(canvas: Canvas, key: Sequence[Badge]) -> list[tuple[Badge, float, float]]:
    """Each level of the key with its badge's width and its word's."""
    return [
        (b, 8 if isinstance(b, HandKey) else canvas.measure(b, SMALL) + 6, canvas.measure(b.word, SMALL))
        for b in key
    ]


def key_lines(canvas: Canvas, key: Sequence[Badge], room: float = TABLE_W - 2 * MARGIN) -> list[list[Badge]]:
    """The key's levels on as few lines as `room` holds them (a level never split)."""
    lines: list[list[Badge]] = []
    used = room + 1
    for badge, bw, ww in _key_parts(canvas, key):
        need = bw + 4 + ww
        if lines and used + 12 + need <= room:
            lines[-1].append(badge)
            used += 12 + need
        else:
            lines.append([badge])
            used = need
    return lines


def draw_level_key(
    canvas: Canvas, lines: Sequence[Sequence[Badge]], y: float, width: float = TABLE_W
) -> None:
    """The key, each line centred, from `y`: each level's badge as the plates draw it, its
    word beside it (`★★ normal`); the card icon, if the plates count hands beside it, first."""
    for line in lines:
        parts = _key_parts(canvas, line)
        x = (width - sum(bw + 4 + ww for _, bw, ww in parts) - 12 * (len(parts) - 1)) / 2
        for badge, bw, ww in parts:
            if isinstance(badge, HandKey):
                hand_icon(canvas, x, y + 3)
            else:
                canvas.rect((x, y + 1, x + bw, y + 16), radius=4, fill=(70, 90, 80))
                canvas.text((x + bw / 2, y + 8.5), str(badge), SMALL, fill=MARK, anchor="mm")
            canvas.text((x + bw + 4, y + 2), badge.word, SMALL, fill=MUTED)
            x += bw + 4 + ww + 12
        y += KEY_H
