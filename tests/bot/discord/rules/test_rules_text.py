"""The `/rules` texts: every game × language × preset × option × value has its words, and every
page fits Discord's embed limits (bot/discord/rules_text/, bot/discord/features/rules/book.py)."""

from __future__ import annotations

import re

import pytest

import games
from bot.discord.features.rules.book import (
    LANGUAGES,
    OTHER_VALUES,
    TEXT_DIR,
    allowed_values,
    game_text,
    player_counts,
    rules_pages,
    said_value,
    subject_of,
    ui_text,
    value_name,
    value_word,
)

SECTIONS = ("title", "subtitle", "how_to_play", "on_discord", "scoring", "players")
CASES = [(language, game) for language in LANGUAGES for game in games.names()]


def test_every_language_has_a_file_for_every_game_and_nothing_else():
    for language in LANGUAGES:
        files = {path.stem for path in (TEXT_DIR / language).glob("*.toml")}
        assert files == {*games.names(), "_ui"}, language


def test_every_language_has_the_words_around_the_rules():
    english = set(ui_text("en"))
    for language in LANGUAGES:
        assert set(ui_text(language)) == english, language
        words = ui_text(language)
        assert all(value.strip() for value in words.values() if isinstance(value, str)), language
        assert set(words["value_names"]) == {"on", "off", "none"}, language


def test_option_values_are_said_in_the_readers_words_beside_what_is_typed():
    """The reviews found `on`/`off`/`none`, then **strict**, **play_on**, **babanuki** left in
    English on the rules pages; `none` agrees with its option (`aucune` carte, `sans limite`)."""
    assert said_value("scopa", "napola", "on", "it") == "sì (`on`)"
    assert said_value("scopa", "napola", "off", "fr") == "non (`off`)"
    assert said_value("scopa", "tie_break", "play_on", "fr") == "on continue (`play_on`)"
    assert said_value("stovkahra", "follow", "strict", "it") == "stretto (`strict`)"
    assert said_value("oldmaid", "variant", "babanuki", "ja") == "ババ抜き（`babanuki`）"
    assert said_value("concentration", "tiebreak_card", "none", "fr") == "aucune (`none`)"
    assert said_value("scopa", "max_sum_cards", "none", "fr") == "sans limite (`none`)"
    assert said_value("scopa", "napola", "on", "en") == "on"
    assert said_value("scopa", "target", "21", "it") == "21"  # a number is a number


def _word_values(option: games.Option) -> list[str]:
    """The values of an option that are words (on, off, none, strict), not numbers or cards."""
    if option.type == "bool":
        return ["on", "off"]
    if option.name == "tiebreak_card":  # cards, shown as A♠; and none
        return ["none"]
    return [value_word(v) for v in option.allowed or () if not isinstance(v, int)]


WORD_VALUES = [
    (game, option.name, value)
    for game in games.names()
    for option in games.get(game).option_list
    for value in _word_values(option)
]


def test_every_word_value_has_japanese_words_and_no_code_name_shows_in_any_language():
    assert len(WORD_VALUES) > 30
    for game, option, value in WORD_VALUES:
        assert not re.search(r"[A-Za-z]", value_name(game, option, value, "ja")), (game, option, value)
        for language in LANGUAGES:
            assert "_" not in value_name(game, option, value, language), (language, game, option, value)


@pytest.mark.parametrize("language", ["it", "ja", "fr"])
def test_rules_pages_show_no_option_value_bare(language: str):
    """Every value line is `**words** (`value`)` unless the words are the value itself."""
    for game in games.names():
        for page in rules_pages(subject_of(game), language):
            for field in page.fields:
                for bare in re.findall(r"^• \*\*([a-z_-]+)\*\*", field.value or "", re.MULTILINE):
                    assert "_" not in bare and bare not in games.get(game).presets, (game, bare)


@pytest.mark.parametrize(("language", "game"), CASES)
def test_every_section_preset_option_and_value_has_its_text(language: str, game: str):
    found = games.get(game)
    text = game_text(language, game)
    for section in SECTIONS:
        assert isinstance(text.get(section), str) and text[section].strip(), (language, game, section)
    how = text["how_to_play"].strip().splitlines()
    assert 2 <= len(how) <= 8, (language, game, "how to play in at most 8 lines")
    assert set(text["presets"]) == set(found.presets), (language, game)
    for preset in found.presets:
        assert text["presets"][preset]["name"].strip() and text["presets"][preset]["text"].strip()
    # No option undocumented, and no text left over for an option that is gone.
    assert set(text["options"]) == {o.name for o in found.option_list}, (language, game)
    for option in found.option_list:
        words = text["options"][option.name]
        assert words["label"].strip(), (language, game, option.name)
        described = set(words.get("values", {}))
        values = allowed_values(option)
        if values is None:  # a number range: one text for the range
            assert described == {OTHER_VALUES}, (language, game, option.name)
        elif OTHER_VALUES in described:  # many values (any card): the named ones plus the rest
            assert described - {OTHER_VALUES} <= set(values), (language, game, option.name)
        else:
            assert described == set(values), (language, game, option.name, set(values) ^ described)


@pytest.mark.parametrize(("language", "game"), CASES)
def test_placeholders_are_only_the_ones_filled_in(language: str, game: str):
    text = game_text(language, game)
    assert set(re.findall(r"\{(\w+)\}", text["players"])) <= {"min", "max"}
    for words in text["options"].values():
        for value in words.get("values", {}).values():
            assert set(re.findall(r"\{(\w+)\}", value)) <= {"min", "max", "default"}


@pytest.mark.parametrize(("language", "game"), CASES)
def test_pages_fit_discord_and_the_house_rules_show_every_option(language: str, game: str):
    found = games.get(game)
    subjects = [subject_of(game), *(subject_of(p) for p in found.presets if p != game)]
    for subject in subjects:
        pages = rules_pages(subject, language)
        assert len(pages) >= 2
        for embed in pages:
            assert len(embed) <= 6000 and len(embed.fields) <= 25
            assert len(embed.title or "") <= 256 and len(embed.description or "") <= 4096
            assert all(len(f.name) <= 256 and len(f.value) <= 1024 for f in embed.fields)
            assert not any(f.value.endswith("…") for f in embed.fields), "a field was cut"
        house_rules = [f.name for page in pages[1:] for f in page.fields]
        label = {o.name: game_text(language, game)["options"][o.name]["label"] for o in found.option_list}
        assert house_rules == [f"{label[o.name]} · {o.name}" for o in found.option_list]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["concentration", "oldmaid"])
def test_the_player_cap_is_stated_with_the_engines_number(language: str, game: str):
    found = games.get(game)
    first = rules_pages(subject_of(game), language)[0]
    players = next(f.value for f in first.fields if f.name == ui_text(language)["players"])
    assert players.startswith(f"**{player_counts(found.player_counts(), language)}")
    said = players.split("**", 2)[2]
    assert str(found.max_players) in said, "the cap is said in words, with its number"
    if language == "ja":  # 「**2〜10人**・…」: the count with its counter, the Japanese range and dot
        assert "〜" in players.split("**")[1] and "人**・" in players, players


def test_player_counts_read_as_ranges():
    assert player_counts([2, 3, 4, 5, 6]) == "2–6"
    assert player_counts([4]) == "4"
    assert player_counts([2, 3, 4, 6]) == "2, 3, 4, 6"
    assert player_counts([2, 3, 4, 5, 6], "ja") == "2〜6"


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
def test_buttons_the_rules_name_carry_the_readers_labels(language: str):
    """ "**My hand** under the table" must name the button an Italian player sees: La mia mano."""
    mine = {"it": "**La mia mano**", "ja": "**自分の手札**", "fr": "**Ma main**"}[language]
    for game in games.names():
        text = str(game_text(language, game))
        assert "**My hand**" not in text and "**Shuffle my hand**" not in text, (language, game)
        if "**My hand**" in str(game_text("en", game)):  # every game with a hand (not Concentration)
            assert mine in text, (language, game)


def test_a_form_named_as_its_game_is_one_choice_never_said_twice():
    from bot.discord.features.rules.book import rules_choices

    for language in LANGUAGES:
        offered = [(c.name, c.value) for c in rules_choices("", language)]
        for name, _value in offered:
            game, _, form = name.partition("：" if language == "ja" else ":")
            assert game.strip(" \u202f") != form.strip(" \u202f"), (language, name)
        assert len({value for _, value in offered}) == len(offered), offered  # each form once
    english = {c.name: c.value for c in rules_choices("", "en")}
    assert english["Old Maid"] == "old-maid" and english["Old Maid: Babanuki"] == "babanuki"
