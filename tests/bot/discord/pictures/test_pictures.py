"""Card pictures: every face drawn, distinct and the right size; tables from the spectator view only."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import games
from bot.discord.pictures import card_back, card_face, deck_cards, deck_style
from tests.bot.random_play import random_position

GAMES = ["scopa", "stovkahra", "scarto", "gofish", "concentration", "oldmaid"]


@pytest.mark.parametrize("game", ["scopa", "stovkahra", "scarto", "gofish"])
def test_every_card_of_every_deck_has_its_own_face(game):
    style = deck_style(game)
    faces = {card: card_face(style, card, 60) for card in deck_cards(game)}
    assert all(face.size == (60, 90) for face in faces.values())
    pictures = {face.tobytes() for face in faces.values()}
    assert len(pictures) == len(faces)  # no two cards look the same
    assert card_back(60).tobytes() not in pictures


def test_each_game_wears_its_own_deck():
    assert deck_style("scopa") == "italian"
    assert deck_style("scarto") == "tarot"
    assert deck_style("gofish") == deck_style("oldmaid") == deck_style("concentration") == "french"
    assert len(deck_cards("scopa")) == 40 and len(deck_cards("scarto")) == 78
    assert len(deck_cards("stovkahra")) == 32 and len(deck_cards("oldmaid")) == 54


def test_italian_and_french_suits_are_drawn_differently():
    # The Cavallo di coppe is not a French queen of hearts.
    assert card_face("italian", "Qh", 60).tobytes() != card_face("french", "Qh", 60).tobytes()
    assert card_face("italian", "7d", 60).tobytes() != card_face("french", "7d", 60).tobytes()


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


PLAYERS = {"scopa": 2, "scarto": 3, "stovkahra": 4, "gofish": 3, "concentration": 2, "oldmaid": 3}
NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def position(game: str, moves: int, seed: int = 5):
    return random_position(game, PLAYERS[game], moves=moves, seed=seed)


@pytest.mark.parametrize("game", GAMES)
def test_a_table_picture_for_every_game_changes_with_the_position(game):
    from bot.discord.core.card_pictures import table_image

    before = position(game, 6)
    after = before.play(before.legal()[0])
    first = table_image(game, before.view(None), NAMES)
    image = png(first)
    # Laid out for a phone's 250 px at twice that, never taller than the embed box's 300 px.
    assert image.format == "PNG" and image.width == 500 and 200 <= image.height <= 600
    assert len(first) <= 150 * 1024
    assert table_image(game, after.view(None), NAMES) != first
    # Same position, same picture: nothing random in the drawing.
    assert table_image(game, before.view(None), NAMES) == first


@pytest.mark.parametrize("game", GAMES)
def test_the_table_picture_shows_no_hidden_card(game):
    """Re-deal every card the spectator cannot see: the picture stays the same, pixel for pixel."""
    import random

    from bot.discord.core.card_pictures import table_image

    state = position(game, 8)
    drawn = table_image(game, state.view(None), NAMES)
    seat = state.to_move if state.to_move is not None else 0
    redealt = [state.game.determinize(state.view(seat), random.Random(k)) for k in range(3)]
    others = (seat + 1) % state.num_players
    if game != "concentration":  # Concentration has no hands: its hidden cards are face-down cells
        assert len({tuple(r.view(others)["hand"]) for r in [state, *redealt]}) > 1
    for other in redealt:
        assert table_image(game, other.view(None), NAMES) == drawn


def test_a_seats_own_view_is_refused():
    from bot.discord.core.card_pictures import table_image

    state = position("scopa", 2)
    with pytest.raises(ValueError):
        table_image("scopa", state.view(0), NAMES)


def test_a_redraw_of_an_unchanged_table_renders_nothing():
    from bot.discord.pictures import TableImageCache

    cache = TableImageCache(size=2)
    calls = []

    def render(tag):
        def draw():
            calls.append(tag)
            return tag.encode()

        return draw

    assert cache.get((1, 10), render("a")) == b"a"
    assert cache.get((1, 10), render("again")) == b"a"
    assert calls == ["a"] and cache.renders == 1
    cache.get((1, 11), render("b"))
    cache.get((2, 3), render("c"))  # past the bound: the oldest goes
    assert len(cache) == 2
    cache.get((1, 10), render("a2"))
    assert calls == ["a", "b", "c", "a2"]
    cache.forget(1)
    assert len(cache) == 1


def test_a_hand_picture_shows_each_card_in_order():
    from bot.discord.pictures import hand_image

    short = png(hand_image("scopa", ["7d", "Qh", "As"]))
    assert short.height == 10 + 138 + 10 and short.width == 20 + 3 * 92 + 2 * 6
    assert hand_image("scopa", ["7d", "Qh", "As"]) != hand_image("scopa", ["Qh", "7d", "As"])
    dimmed = hand_image("scopa", ["7d", "Qh", "As"], playable=["7d"])
    assert dimmed != hand_image("scopa", ["7d", "Qh", "As"])
    long = png(hand_image("scarto", [f"T{n}" for n in range(1, 22)] + ["FOOL", "Kd"]))
    assert long.height > short.height  # a Scarto hand takes two rows


def _without_system_fonts(monkeypatch, *, bundled: bool = True) -> None:
    """As on a machine with no Noto CJK and no DejaVu: Pillow's bundled (ASCII) font and the
    package's own fonts (none either when not `bundled`)."""
    from bot.discord.pictures import fonts

    monkeypatch.setattr(fonts, "system_fonts", lambda: ())
    if not bundled:
        monkeypatch.setattr(fonts, "bundled_fonts", lambda: ())
    fonts._path_for.cache_clear()
    monkeypatch.setattr(fonts, "_path_for", fonts._path_for.__wrapped__)
    from bot.discord.pictures import canvas

    canvas._text_mask.cache_clear()
    canvas._fit.cache_clear()
    monkeypatch.setattr(canvas, "_text_mask", canvas._text_mask.__wrapped__)
    monkeypatch.setattr(canvas, "_fit", canvas._fit.__wrapped__)


def test_a_japanese_table_is_drawn_with_japanese_words_and_names():
    from bot.discord.core.card_pictures import table_image
    from bot.discord.pictures.fonts import drawable
    from bot.discord.pictures.table import picture_locale

    assert drawable("場山札さくら")
    assert picture_locale("ja", "ババ抜き") == "ja"
    state = position("oldmaid", 6)
    names = ["さくら", "たろう", "Zoë"]
    japanese = table_image("oldmaid", state.view(None), names, locale="ja", game_name="ババ抜き")
    assert japanese != table_image("oldmaid", state.view(None), names, locale="en")


def test_on_a_machine_without_fonts_a_japanese_table_is_drawn_in_the_bundled_font(monkeypatch):
    """After nothing but `pip install`: the picture's words and the players' names in Japanese,
    each drawn in the package's own Japanese font (the renderer's record of what it wrote)."""
    from bot.discord.core.card_pictures import table_canvas
    from bot.discord.pictures import fonts
    from bot.discord.pictures.table import picture_locale
    from i18n import translate

    _without_system_fonts(monkeypatch)
    assert picture_locale("ja", "ババ抜き") == "ja"
    state = position("oldmaid", 6)
    canvas = table_canvas(
        "oldmaid", state.view(None), ["さくら", "たろう", "Zoë"], locale="ja", game_name="ババ抜き"
    )
    drawn = [text for text, _ in canvas.texts]
    japanese = [text for text in drawn if any("\u3040" <= char <= "\u9fff" for char in text)]
    assert "さくら" in drawn and "たろう" in drawn
    assert translate("ja", "picture-player", number=1) not in drawn
    assert len(japanese) > 2  # the table's own words too, not only the names
    for text in japanese:
        assert fonts.font_for(text, 20).path == fonts.BUNDLED_CJK, text


def test_a_name_no_font_draws_is_left_out_and_said_once(monkeypatch, caplog):
    from bot.discord.pictures import fonts

    _without_system_fonts(monkeypatch)
    monkeypatch.setattr(fonts, "_NOTED", set())
    with caplog.at_level("WARNING", logger=fonts.__name__):
        assert fonts.drawable_part("Bruno 🎲") == "Bruno"
        assert fonts.drawable_part("Carla 🎲") == "Carla"
    warnings = [r for r in caplog.records if r.levelname == "WARNING"]
    assert len(warnings) == 1 and "🎲" in warnings[0].getMessage()


def test_without_a_font_for_the_language_the_picture_falls_back_to_english(monkeypatch):
    from bot.discord.core.card_pictures import table_image
    from bot.discord.pictures.table import picture_locale

    _without_system_fonts(monkeypatch, bundled=False)
    assert picture_locale("ja", "ババ抜き") == "en"
    state = position("oldmaid", 6)
    view = state.view(None)
    # Words in English, the names it cannot draw by seat, what it can draw of the others kept.
    fallback = table_image(
        "oldmaid", view, ["さくら", "Bruno 🎲", "Carla"], locale="ja", game_name="ババ抜き"
    )
    assert fallback == table_image("oldmaid", view, ["Player 1", "Bruno", "Carla"], locale="en")


def test_a_dimmed_figure_keeps_its_suits_colour_in_the_picture_sent():
    """Through the one palette a scaled picture is sent in: each dimmed figure's base (the band
    in its suit's colour at its feet) keeps a colour of its own, near the washed suit colour."""
    from bot.discord.pictures.canvas import Canvas
    from bot.discord.pictures.cards import DIM, DIM_GREY
    from bot.discord.pictures.suits import suit_colour

    w = 46
    canvas = Canvas(4 * (w + 4), 80, scale=2)
    for i, suit in enumerate("dhsc"):
        canvas.card("italian", "K" + suit, i * (w + 4), 2, w, dim=True)
    sent = png(canvas.png()).convert("RGB")
    seen = {}
    for i, suit in enumerate("dhsc"):
        x, y = round((i * (w + 4) + w / 2) * 2), round((2 + w * 1.5 * 0.93) * 2)
        seen[suit] = sent.getpixel((x, y))
        washed = tuple(
            round(c + (g - c) * DIM) for c, g in zip(suit_colour("italian", suit), DIM_GREY, strict=True)
        )
        assert sum((a - b) ** 2 for a, b in zip(seen[suit], washed, strict=True)) ** 0.5 < 25, (
            suit,
            seen[suit],
            washed,
        )
    for a in "dhsc":
        for b in "dhsc":
            if a < b:
                assert sum((x - y) ** 2 for x, y in zip(seen[a], seen[b], strict=True)) ** 0.5 > 50, (
                    a,
                    b,
                    seen,
                )


@pytest.mark.parametrize(
    "name",
    [
        "Bartholomew the Magnificent 1234",
        "Zoe\u0308 A\u030angstro\u0308m",  # accents as marks after their letters
        "さくら・たかはし・まりこ",
        "Bob the builder of things",
    ],
)
def test_a_name_cut_to_fit_is_cut_between_whole_characters(name):
    """A name too long for its place ends in "…" after a whole character: never a letter
    without its accent, nor a space or a dot left hanging before the ellipsis."""
    import unicodedata

    from bot.discord.pictures.canvas import _fit

    for width in range(30, 200, 7):
        cut = _fit(name, 24, width)
        if cut == name:
            continue
        kept = cut.removesuffix("…")
        assert cut.endswith("…") and name.startswith(kept), cut
        assert not kept.endswith((" ", "·", ".")), cut
        after = name[len(kept) : len(kept) + 1]
        assert not after or unicodedata.combining(after) == 0, (cut, width)  # no accent left behind


def test_a_computers_level_reads_in_words_on_its_plate_or_in_a_key_under_the_picture():
    """★★ alone says nothing to a new player: each computer's level is in words, on its plate
    where they fit (a roomy table) or in a key under the picture that pairs its stars with the
    word. Stars are never drawn unexplained: a table too crowded for the key (three levels in
    Japanese at four seats), or whose plates need the room to say the cards in hand in words
    (Scarto's three), draws no badges at all."""
    from bot.discord.core.card_pictures import picture_seats, table_canvas
    from bot.service.model import Seat, Table
    from i18n import translate

    def seats(players: int, levels: list[str]) -> tuple[Seat, ...]:
        computers = [
            Seat(i, None, f"Computer {i} ({levels[i % len(levels)]})", levels[i % len(levels)])
            for i in range(1, players)
        ]
        return (Seat(0, 100, "alice"), *computers)

    stars_of = {"easy": "★", "normal": "★★", "hard": "★★★"}
    for game, players, levels, locale, said in [
        ("scarto", 3, ["normal"], "en", False),
        ("gofish", 4, ["easy", "normal", "hard"], "it", False),
        ("scopa", 2, ["hard"], "en", False),
        ("scopa", 6, ["easy", "normal", "hard"], "it", False),
        ("stovkahra", 4, ["normal"], "ja", False),
        ("gofish", 6, ["normal"], "fr", False),
        ("gofish", 3, ["normal"], "en", True),
        ("oldmaid", 2, ["easy"], "en", True),
        ("concentration", 2, ["normal"], "en", True),
        ("concentration", 4, ["easy", "hard"], "ja", False),
        ("stovkahra", 4, ["easy", "normal", "hard"], "ja", False),
    ]:
        state = random_position(game, players, moves=4, seed=3)
        sat = seats(players, levels)
        table = Table(1, 1, 1, game, game, {}, 100, "playing", players, sat, 9, state, None)
        names, badges = picture_seats(table, locale)
        canvas = table_canvas(game, state.view(None), names, locale=locale, badges=badges)
        drawn = [text for text, _ in canvas.texts]
        for level in set(levels):
            word, stars = translate(locale, f"level-{level}"), stars_of[level]
            assert word in drawn or not said, (game, locale, word, drawn)  # on a plate or in the key
            if stars in drawn:  # stars on a plate: the key under the plates pairs them with the word
                assert word in drawn and drawn.index(word) > drawn.index(stars), (game, drawn)
        assert canvas.height <= 300


@pytest.mark.parametrize(
    ("game", "players", "moves", "locale"),
    [("scopa", 3, 0, "en"), ("gofish", 3, 0, "it"), ("scarto", 3, 20, "en"), ("scopa", 4, 0, "fr")],
)
def test_the_cards_in_hand_are_said_in_words_or_the_icon_has_its_key(game, players, moves, locale):
    """Where a plate counts the cards in hand beside a card icon (`▮ 3`: the words did not fit),
    a key under the picture says what the icon is (`▮ cards in hand`); where it could not, the
    plates say it in words (`3 in hand`), at the cost of the computers' level badges."""
    from bot.discord.core.card_pictures import picture_seats, table_canvas
    from bot.service.model import Seat, Table
    from i18n import translate

    state = games.get(game).new(players, seed=3)
    rng = random.Random(3)
    for _ in range(moves):
        state = state.play(rng.choice(state.legal()))
    seats = (
        Seat(0, 100, "alice"),
        *[Seat(i, None, f"Computer {i} (normal)", "normal") for i in range(1, players)],
    )
    table = Table(1, 1, 1, game, game, {}, 100, "playing", players, seats, 9, state, None)
    names, badges = picture_seats(table, locale)
    canvas = table_canvas(game, state.view(None), names, locale=locale, badges=badges)
    drawn = [text for text, _ in canvas.texts]
    if canvas.hand_words:
        for size in state.view(None)["hand_sizes"]:
            said = translate(locale, "picture-in-hand", count=size)
            assert any(said in text for text in drawn), (said, drawn)
    else:
        assert translate(locale, "picture-key-in-hand") in drawn, drawn
        assert drawn.index(translate(locale, "picture-key-in-hand")) > drawn.index(names[-1]), drawn
    assert canvas.height <= 300


@pytest.mark.parametrize("locale", ["en", "it", "fr", "ja"])
@pytest.mark.parametrize(
    ("game", "players", "moves"), [("scarto", 3, 12), ("scopa", 3, 12), ("scopa", 4, 42), ("gofish", 3, 42)]
)
def test_mid_deal_a_plate_never_draws_the_hand_icon_without_its_key(
    game, players, moves, locale, monkeypatch
):
    """Mid-deal, in every language, at a table of people and at one with computers: where a plate
    counts the cards in hand beside a card icon (`▮ 14`: Italian Scarto's `14 in mano · prese 2`
    did not fit), the picture says what the icon is (`▮ carte in mano`), and it draws that key only
    beside an icon; else every hand is counted in words. The picture stays within the embed box."""
    from bot.discord.core.card_pictures import picture_seats, table_canvas
    from bot.discord.pictures import seat_panels
    from bot.service.model import Seat, Table
    from i18n import translate

    icons: list[float] = []
    drawn_icon = seat_panels.hand_icon
    monkeypatch.setattr(seat_panels, "hand_icon", lambda c, x, top: icons.append(x) or drawn_icon(c, x, top))
    state = games.get(game).new(players, seed=0)
    rng = random.Random(0)
    for _ in range(moves):
        state = state.play(rng.choice(state.legal()))
    key = translate(locale, "picture-key-in-hand")
    for computers in (True, False):
        others = [
            Seat(i, None, f"Computer {i} (normal)", "normal") if computers else Seat(i, 100 + i, f"Bob {i}")
            for i in range(1, players)
        ]
        table = Table(
            1, 1, 1, game, game, {}, 100, "playing", players, (Seat(0, 100, "alice"), *others), 9, state, None
        )
        names, badges = picture_seats(table, locale)
        icons.clear()
        canvas = table_canvas(game, state.view(None), names, locale=locale, badges=badges)
        drawn = [text for text, _ in canvas.texts]
        assert (key in drawn) == bool(icons), (computers, icons, drawn)  # no icon unexplained, no stray key
        if not icons:
            for size in state.view(None)["hand_sizes"]:
                said = translate(locale, "picture-in-hand", count=size)
                assert any(said in text for text in drawn), (computers, said, drawn)
        else:
            assert len(icons) > 1, drawn  # the key's icon and at least one plate's
        assert canvas.height <= 300


@pytest.mark.parametrize("locale", ["en", "it", "fr", "ja"])
def test_scartos_card_points_say_the_packs_total_they_are_counted_against(locale):
    """`Card points (of 52): alice (7) · Bot 1 (15) · Bot 2 (11)`: the line under Scarto's felt says
    what the counts are out of, the pack's card points (what a deal's won cards and discard make,
    as the deal's scoring counts them), whole, with every seat's count, within the embed box."""
    from bot.discord.core.card_pictures import table_canvas
    from i18n import translate

    state, rng = games.get("scarto").new(3, seed=3), random.Random(3)
    while not state.view(None).get("deal_summaries"):
        state = state.play(rng.choice(state.legal()))
    seats = state.view(None)["deal_summaries"][0]["seats"]
    total = sum(seat["card_points"] + seat["discard_points"] for seat in seats)
    assert total == 52

    state = random_position("scarto", 3, moves=14)
    names = ["alice", "Bot 1", "Bot 2"]
    canvas = table_canvas("scarto", state.view(None), names, locale=locale)
    spaces = str.maketrans("\u202f\u00a0", "  ")  # the font draws a narrow no-break space as a space
    drawn = [text.translate(spaces) for text, _ in canvas.texts]
    head = translate(locale, "picture-card-points", points="", total=total).strip().translate(spaces)
    assert str(total) in head
    first = next(i for i, text in enumerate(drawn) if text.startswith(head))
    said = " ".join(drawn[first : first + 2])
    for name, points in zip(names, state.view(None)["card_points"], strict=True):
        assert translate(locale, "name-and-number", who=name, number=points) in said, said
    assert not said.endswith("…") and canvas.height <= 300, (said, canvas.height)


@pytest.mark.parametrize("locale", ["en", "it"])
def test_go_fishs_private_picture_names_the_pond_as_the_table_picture_does(locale):
    """One name for the cards to fish from: the player's picture says the pond's count under the
    name the table picture gives it (`Pond`, `Laghetto`), not another game's stock."""
    from bot.discord.core.card_pictures import private_canvas, table_canvas
    from i18n import translate

    state = games.get("gofish").new(3, seed=3)
    names = ["alice", "Bot 1", "Bot 2"]
    mine = state.view(state.to_move)
    private = private_canvas("gofish", mine, names, hand=mine["hand"], locale=locale, mine=True)
    table = table_canvas("gofish", state.view(None), names, locale=locale)
    pond = translate(locale, "picture-pond")
    assert pond in [text for text, _ in table.texts]
    said = [text for text, _ in private.texts if text.startswith(pond)]
    assert said == [translate(locale, "hand-picture-pond", count=mine["stock_size"])], said
