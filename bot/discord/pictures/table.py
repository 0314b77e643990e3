"""The table as a picture (from the spectator view only) and a hand as a picture.

`table_image(view, names, planner=…)` draws what anyone watching may know: the seats' plates
(the player to move lit, the dealer marked, a computer's level as a badge, a team game's side as
the plate's border), and under them what the game has on the table: Scopa's table cards (a lay
lit, a capture's cards under them), the trick in a row with the last one until the next has
its second card, Go Fish's pond, the neighbour's face-down hand an Old Maid player draws from,
Concentration's board with the last pair still face up. It refuses a seat's own view, so no
hidden card can reach a channel. It returns PNG bytes. (`hand_image`, one player's cards in a
row, is in `hand.py` with the private picture.)

The picture is laid out for the phone (issue 35): `TABLE_W` × at most `MAX_H` (250 × 300) layout
px, drawn at `SCALE`. A 360 px phone shows an embed image about 250 CSS px wide, so it shows 1:1
there, and at least 1:1 in a desktop's 400 × 300 box: no text under `SMALL` (12 px) and no face
narrower than `CARD_W` (46 px) on either (`tests/bot/discord/pictures/test_picture_floor.py`
holds every game to it from the canvas's own record). There is no header: the embed's title
names the game and its headline says the scores by side and the target. Each game plans its
picture first (its Discord face's `Adapter.plan` gives a `table_plans.Plan`: its plates, how tall
its middle must be), the plates are laid out above it (`seat_panels.layout`), then it is drawn;
a crowded table asks the game for its tight plan. Concentration's board keeps its own layout
(`board.py`, its `Adapter.table_canvas`). The game's plan comes from the caller
(`bot.discord.core.card_pictures`): no game is named here.

The words on a picture are the catalogue's (`picture-*`), in the `locale` asked for; names and
words are drawn in a font that has their characters (`fonts.py`: Pillow's bundled font, else
Noto Sans CJK or DejaVu Sans when installed). Where no font can draw the language, the words
are English; a name's undrawable characters (an emoji) are left out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bot.discord.pictures.canvas import Canvas, View
from bot.discord.pictures.fonts import drawable, drawable_part
from bot.discord.pictures.picture_keys import (
    KEY_H,
    HandKey,
    draw_hand_key_beside,
    draw_level_key,
    hand_key_fits,
    key_lines,
    level_key,
)
from bot.discord.pictures.seat_panels import (
    LINE,
    MAX_H,
    SCALE,
    TABLE_W,
    Badge,
    Layout,
    layout,
)
from bot.discord.pictures.table_plans import Plan, Planner, generic, seat_count
from i18n import DEFAULT, translate


def picture_locale(locale: str, game_name: str | None = None) -> str:
    """`locale` if this machine has a font for its words (and the game's name), else English."""
    sample = translate(locale, "picture-title", game=game_name or "", deal=1)
    return locale if drawable(sample + translate(locale, "picture-on-table")) else DEFAULT


def spectator_only(view: View) -> None:
    """Refuse a seat's own view: a table picture shows what anyone watching may know."""
    if view.get("seat") is not None or view.get("hand"):
        raise ValueError("a table picture is drawn from the spectator view (state.view(None)) only")


def drawable_name(locale: str, game_name: str | None) -> tuple[str, str | None]:
    """The picture's language (`picture_locale`) and the game's name in it, None when the
    machine has no font for the name in the English the picture falls back to."""
    locale = picture_locale(locale, game_name)
    if locale == DEFAULT and game_name is not None and not drawable(game_name):
        game_name = None
    return locale, game_name


# The tallest a picture with a key to its level stars is: the live message at its tallest (just
# after a deal, its summary folded in: Scopa for six in three teams, Stovkahra; docs/BENCHMARKS.md)
# stays within 650 px at 360 px.
KEY_MOST = 210


def plan_and_layout(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], planner: Planner
) -> tuple[Plan, Layout]:
    """The game's plan and where everything goes: the roomy plan, else its tight one, else the
    tight one without the computers' level badges (a third line on a plate at a table of six)."""
    plan, where, _key = plan_layout_and_key(canvas, view, names, badges, planner)
    return plan, where


WORDS_COST = LINE  # the most height the cards in hand in words may add to a picture


def plan_layout_and_key(
    canvas: Canvas, view: View, names: Sequence[str], badges: Sequence[str | None], planner: Planner
) -> tuple[Plan, Layout, list[list[Badge]]]:
    """`plan_and_layout`, and the lines of the key under the picture that says what the level
    stars on the plates mean (where their words did not fit the plates): stars are drawn only
    with their key, and a key only while the picture stays within `KEY_MOST` (else the plates
    go without badges: the live message must stay a phone's height)."""

    def planned(marks: Sequence[str | None], tight: bool) -> tuple[Plan, Layout, list[list[Badge]], float]:
        plan = planner(canvas, view, names, marks, tight)
        where = laid_out(plan)
        return plan, where, key_lines(canvas, level_key(plan.plates, where)), where.below + plan.band

    def laid_out(plan: Plan, lone_left: bool = False) -> Layout:
        sides = view.get("sides") or ()
        return layout(
            seat_count(view), plan.middle, plate_h=plan.plates.height, sides=sides, lone_left=lone_left
        )

    def beside(plan: Plan, where: Layout) -> Layout:
        """`where` with the hand icon's key beside a last row's one plate (an odd table: three
        seats) where the plates draw the icon and the key fits there: no line more."""
        if not any(plate.count and plate.icon for plate in plan.plates.plates.values()):
            return where
        left = laid_out(plan, lone_left=True)
        return left if left.beside is not None and hand_key_fits(canvas, left.beside) else where

    # The plates say the cards in hand in words (`7 in hand`) where that costs the picture at
    # most a line (`WORDS_COST`), else a card icon and the number, with a key: beside the one
    # plate of a last row (a table of three: `Layout.beside`, no line more), else under the
    # picture (`▮ cards in hand`) while it stays within `KEY_MOST`: the live message must stay a
    # phone's height. The badges go before an icon goes unexplained (the lobby said the levels),
    # and so does the roomy plan where the tight one keeps the cards' size (Scopa's capture beside
    # the table's cards); Go Fish's notes (its last asks, also in the text above) and a plan's card
    # sizes do not (Old Maid's tight plan draws smaller backs: `Plan.smaller`): an icon goes
    # without its key only where no plan keeping the notes and the cards' size has room for it.
    def attempt(marks: Sequence[str | None], tight: bool, words: bool, notes: bool):
        canvas.hand_words, canvas.plate_notes = words, notes
        return planned(marks, tight)

    for explained in (True, False):
        for tight in (False, True):
            for marks in (badges, ()) if badges else ((),):
                for notes in (True,) if explained else (True, False):
                    icons = attempt(marks, tight, False, notes)
                    worded = attempt(marks, tight, True, notes)
                    if explained and icons[0].smaller:
                        continue  # not smaller cards for the key's sake
                    for (plan, where, key, height), words in ((worded, True), (icons, False)):
                        key = key if marks else []
                        if height + KEY_H * len(key) > (KEY_MOST if key else MAX_H):
                            continue
                        if words and height > icons[3] + WORDS_COST:
                            continue
                        if not words:
                            keyed = _with_hand_key(canvas, plan, key, height)
                            if keyed is None and explained:
                                continue
                            there = beside(plan, where)
                            if there.beside is not None:
                                where = there  # the hand's key beside the last plate: no line more
                            else:
                                key = keyed or key
                        canvas.hand_words, canvas.plate_notes = words, notes
                        return plan, where, key
    plan, where, _key, height = attempt((), True, False, False)
    there = beside(plan, where)
    if there.beside is not None:
        return plan, there, []
    return plan, where, _with_hand_key(canvas, plan, [], height) or []


def _with_hand_key(
    canvas: Canvas, plan: Plan, key: list[list[Badge]], height: float
) -> list[list[Badge]] | None:
    """`key` with the card icon's item first (`▮ cards in hand`) where the plates count hands
    beside it (as is where they do not); None when it would take a line more than the picture
    has room for within `KEY_MOST` (the live message must stay a phone's height)."""
    if not any(plate.count and plate.icon for plate in plan.plates.plates.values()):
        return key
    said = key_lines(canvas, [HandKey(canvas.tr("picture-key-in-hand")), *(b for line in key for b in line)])
    return said if len(said) == len(key) or height + KEY_H * len(said) <= KEY_MOST else None


def table_canvas(
    view: View,
    names: Sequence[str],
    *,
    planner: Planner = generic,
    name: str = "",
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> Canvas:
    """The table picture drawn on a canvas (what `table_image` saves; tests read its record).

    `planner`: the game's plan of its felt (`table_plans.Planner`, from its Discord face).
    `name`, `title` and `game_name` name the game; the picture draws no header (the embed's
    title names the game), but falls back to English where `game_name` cannot be drawn."""
    spectator_only(view)
    locale, game_name = drawable_name(locale, game_name)
    canvas = Canvas(TABLE_W, 1, locale, scale=SCALE)  # its words are measured before its size is known
    shown = [drawable_part(name) or canvas.tr("picture-player", number=i + 1) for i, name in enumerate(names)]
    badges = [_drawable_badge(b) if b else None for b in badges]
    # No header: the embed's title names the game, its headline the scores by side and the target.
    # The computers' levels shown as stars (their words did not fit the plates): a key under
    # the picture says what the stars mean.
    plan, where, key = plan_layout_and_key(canvas, view, shown, badges, planner)
    bottom = where.below + plan.band
    canvas.resize(math.ceil(bottom + KEY_H * len(key)))
    plan.draw(where)
    if where.beside is not None:
        draw_hand_key_beside(canvas, where.beside)
    draw_level_key(canvas, key, bottom)
    return canvas


def _drawable_badge(badge: str) -> str:
    """A badge as a font here draws it: a level said in words keeps them when they can be drawn."""
    word = getattr(badge, "word", "")
    if word and drawable_part(word) == word:
        return Badge(drawable_part(badge), word)
    return drawable_part(badge)


def table_image(
    view: View,
    names: Sequence[str],
    *,
    planner: Planner = generic,
    name: str = "",
    title: str | None = None,
    locale: str = DEFAULT,
    game_name: str | None = None,
    badges: Sequence[str | None] = (),
) -> bytes:
    """The table as a PNG, drawn from the spectator view `state.view(None)` only, its words in
    `locale` (`game_name`: what the header calls the game, in that language; `badges`: a word
    per seat drawn as a badge beside the name, a computer's level). See `table_canvas`."""
    return table_canvas(
        view,
        names,
        planner=planner,
        name=name,
        title=title,
        locale=locale,
        game_name=game_name,
        badges=badges,
    ).png()
