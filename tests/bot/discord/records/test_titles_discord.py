"""Game titles in the reader's language on every screen that names a game: `/leaderboard`,
`/history`, `/replay`, `/settings` and the autocomplete lists (the reviews read
「Old Maid ランキング」 and "Classement de Old Maid")."""

from __future__ import annotations

import pytest

import games
from bot.discord.core.option_words import bare_game_choices, game_choices, preset_choices
from bot.discord.features.settings.cog import settings_embed
from bot.service.faces import game_title
from bot.service.server_settings import ServerSettings
from tests.bot.discord_helpers import client_locale, make_world

ENGLISH_ONLY = ("Old Maid", "Concentration")  # titles no Italian, Japanese or French player calls them


@pytest.mark.parametrize("locale", ["it", "ja", "fr"])
def test_game_lists_name_the_games_as_the_reader_calls_them(locale: str):
    bare = [c.name for c in bare_game_choices("", locale)]
    assert bare == [game_title(g).render(locale) for g in games.names()]
    with_forms = [c.name for c in game_choices("", locale)]
    for shown in (*bare, *with_forms):
        assert not any(english in shown for english in ENGLISH_ONLY), shown
    assert len(with_forms) == sum(len(games.get(g).presets) for g in games.names())


def test_a_game_is_found_by_its_title_in_any_of_its_names():
    assert [c.value for c in bare_game_choices("ババ", "ja")] == ["oldmaid"]
    assert [c.value for c in bare_game_choices("old", "ja")] == ["oldmaid"]  # the English title
    assert [c.value for c in bare_game_choices("memory", "fr")] == ["concentration"]
    assert [c.name for c in bare_game_choices("pouill", "fr")] == ["Pouilleux"]


def test_server_settings_list_games_and_house_rules_in_the_readers_words():
    current = ServerSettings(
        allowed_games=("scopa", "oldmaid"), house_rules={"stovkahra": {"follow": "suit_only"}}
    )
    fields = {f.name: f.value for f in settings_embed(current, "fr").fields}
    assert fields["Jeux"] == "Scopa et Pouilleux"
    rule = "Stovkahra\u00a0: Obligation de fournir\u00a0: Fournir si possible"
    assert fields["Règles maison"].startswith(rule)


async def test_leaderboard_and_history_say_the_title_in_japanese(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice = world.players[0]
    with client_locale(alice.id, "ja"):
        choices = await alice.autocomplete(world.channel, "leaderboard", "game", "")
        board = await alice.slash(world.channel, "leaderboard", game="oldmaid")
        history = await alice.slash(world.channel, "history", game="concentration")
    assert [c["name"] for c in choices] == [game_title(g).render("ja") for g in games.names()]
    assert "ババ抜き" in board.response.content and "Old Maid" not in board.response.content
    assert "神経衰弱" in history.response.content and "Concentration" not in history.response.content


@pytest.mark.parametrize(("locale", "title"), [("it", "Uomo nero"), ("ja", "ババ抜き"), ("fr", "Pouilleux")])
def test_refusals_from_the_rules_core_and_the_settings_name_the_game_as_the_reader_calls_it(locale, title):
    with pytest.raises(games.GameError) as refused:
        games.get("oldmaid").resolve_options(None, {"no_such_option": 1})
    said = refused.value.text.render(locale)
    assert title in said and "Old Maid" not in said


def test_a_games_forms_are_offered_by_their_names_in_the_readers_language():
    assert [(c.name, c.value) for c in preset_choices("oldmaid", "", "fr")] == [
        ("Babanuki", "babanuki"),
        ("Vieille fille (old-maid)", "old-maid"),
        ("Jiji-nuki", "jiji-nuki"),
    ]
    assert [c.value for c in preset_choices("oldmaid", "vieille", "fr")] == ["old-maid"]
    assert [c.name for c in preset_choices("scopa", "scient", "ja")] == [
        "スコポーネ・シェンティフィコ（scopone-scientifico）"
    ]
