"""`/rules game:` on Discord: how to play first, the house rules a click away, in the player's
language, with this channel's table's values."""

from __future__ import annotations

from typing import Any

import pytest

import games
from bot.discord.features.rules.book import game_text, ui_text
from tests.bot.discord_helpers import client_locale, make_world, open_table


def buttons(message: Any) -> dict[str, Any]:
    """Label -> button, of every button on a message (or an interaction's answer)."""
    message = getattr(message, "message", message)
    return {
        item.label: item
        for row in message.components
        for item in getattr(row, "children", [row])
        if getattr(item, "label", None)
    }


async def show(world: Any, player: Any, message: Any, label: str) -> Any:
    """Click the page button `label` on an ephemeral /rules answer; the answer as it is now."""
    clicked = await player.click(message, label=label)
    assert clicked.response is not None and clicked.response.ephemeral, clicked
    assert clicked.response.id == message.id  # the same answer, turned to another page
    return clicked.response


@pytest.mark.parametrize("game", games.names())
async def test_rules_open_on_how_to_play_and_turn_to_the_house_rules_and_back(simcord_env, game: str):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    text, words = game_text("en", game), ui_text("en")
    answer = await alice.slash(world.channel, "rules", game=game)
    assert answer.ephemeral and answer.response is not None
    page = answer.response
    first = page.embeds[0]
    assert first.title.startswith(text["title"]) and first.description == text["how_to_play"].strip()
    assert [f.name for f in first.fields[:3]] == [words["on_discord"], words["scoring"], words["players"]]
    controls = buttons(page)
    assert controls[words["page_rules"]].disabled and not controls[words["page_options"]].disabled

    page = await show(world, alice, page, words["page_options"])
    second = page.embeds[0]
    first_option = games.get(game).option_list[0]
    assert second.fields[0].name == f"{text['options'][first_option.name]['label']} · {first_option.name}"
    assert buttons(page)[words["page_options"]].disabled

    page = await show(world, alice, page, words["page_rules"])
    assert page.embeds[0].description == first.description
    assert not simcord_env.errors


async def test_a_japanese_client_reads_babanuki_in_japanese_on_every_page(simcord_env):
    world = make_world(simcord_env, ["hanako", "bob"])
    hanako, bob = world.players
    words = ui_text("ja")
    with client_locale(hanako.id, "ja"):
        answer = await hanako.slash(world.channel, "rules", game="babanuki")
        first = answer.response.embeds[0]
        assert first.title.startswith("ババ抜き") and "ババ" in first.description
        assert [f.name for f in first.fields[:3]] == [words["on_discord"], words["scoring"], words["players"]]
        page = await show(world, hanako, answer.response, words["page_options"])
        assert game_text("ja", "oldmaid")["options"]["variant"]["label"] in page.embeds[0].fields[0].name
        assert all(b.custom_id.endswith(":ja") for b in buttons(page).values())
    # Everyone else still reads English.
    english = await bob.slash(world.channel, "rules", game="babanuki")
    assert english.response.embeds[0].title.startswith("Babanuki")


async def test_other_client_languages_get_english_and_italian_gets_italian(simcord_env):
    world = make_world(simcord_env, ["giulia", "pedro"])
    giulia, pedro = world.players
    with client_locale(giulia.id, "it"):
        answer = await giulia.slash(world.channel, "rules", game="scopone-scientifico")
        assert answer.response.embeds[0].description == game_text("it", "scopa")["how_to_play"].strip()
    with client_locale(pedro.id, "pt-BR"):
        answer = await pedro.slash(world.channel, "rules", game="scopa")
        assert answer.response.embeds[0].description == game_text("en", "scopa")["how_to_play"].strip()


async def test_house_rules_show_this_channels_table_values(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await open_table(world, "scopa", preset="scopone-tamanini")
    await alice.slash(world.channel, "table options", option="settanta", value="on")
    answer = await alice.slash(world.channel, "rules", game="scopa")
    page = await show(world, alice, answer.response, ui_text("en")["page_options"])
    fields = {f.name.rsplit(" · ", 1)[1]: f.value for f in page.embeds[0].fields}
    assert f"#{table.id}" in page.embeds[0].description
    marked = {
        name: [line for line in value.splitlines() if "this table" in line] for name, value in fields.items()
    }
    assert marked["target"] == ["← this table: **21**"]  # the preset's target, a number
    assert marked["settanta"] == [
        "• **on**: 1 point for taking all four 7s. ← **this table**"
    ]  # the host's choice
    assert marked["teams"][0].startswith("• **on**") and marked["fewest_cards"][0].startswith("• **off**")
    assert all(len(lines) == 1 for lines in marked.values())  # every house rule says what this table plays
    # Another game's rules say nothing about this table.
    other = await alice.slash(world.channel, "rules", game="gofish")
    page = await show(world, alice, other.response, ui_text("en")["page_options"])
    assert "this table" not in str(page.embeds[0].to_dict())


async def test_page_buttons_still_work_after_a_restart(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    answer = await alice.slash(world.channel, "rules", game="stovkahra")
    await simcord_env.restart_bot(make_bot())
    page = await show(world, alice, answer.response, ui_text("en")["page_options"])
    assert page.embeds[0].fields[0].name.endswith(" · follow")


async def test_autocomplete_finds_games_and_presets_by_their_names_in_your_language(simcord_env):
    world = make_world(simcord_env, ["hanako", "alice"])
    hanako, alice = world.players
    with client_locale(hanako.id, "ja"):
        offered = await hanako.autocomplete(world.channel, "rules", "game", "ババ")
    assert "babanuki" in {c["value"] for c in offered}
    offered = await alice.autocomplete(world.channel, "rules", "game", "scopone")
    assert {"scopone", "scopone-scientifico", "scopone-tamanini", "scopone-assi"} <= {
        c["value"] for c in offered
    }
    offered = await alice.autocomplete(world.channel, "rules", "game", "")
    assert len(offered) <= 25 and all(len(c["name"]) <= 100 for c in offered)


async def test_a_chosen_language_wins_over_the_discord_client(simcord_env):
    world = make_world(simcord_env, ["yuki"])
    yuki = world.players[0]
    await yuki.slash(world.channel, "settings language", language="it")
    answer = await yuki.slash(world.channel, "rules", game="oldmaid")
    assert answer.response.embeds[0].title.startswith(game_text("it", "oldmaid")["title"])
    assert ui_text("it")["page_options"] in buttons(answer.response)
