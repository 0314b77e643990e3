"""The wording sweep of issue 13: titles, plurals, names in the live table, Stovkahra's two
targets, Concentration's card numbers, the Matto."""

from __future__ import annotations

from bot.discord.core.adapter import adapter_for
from tests.bot.discord_helpers import add_computer, cards_as_text, make_world, open_table, setup_game


def field(message, name: str) -> str:
    return next(f.value for f in message.embeds[0].fields if f.name == name)


async def test_a_preset_with_a_name_of_its_own_is_titled_by_it(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await open_table(world, "scopone")
    assert world.live_message(table.id).embeds[0].title == f"Scopone — table #{table.id}"
    lobby = field(world.live_message(table.id), "Options")
    assert lobby.startswith("The usual rules of Scopone.") and "=" not in lobby


async def test_babanuki_is_not_titled_old_maid(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await open_table(world, "babanuki")
    assert world.live_message(table.id).embeds[0].title == f"Babanuki — table #{table.id}"


async def test_the_players_column_names_people_and_counts_cards_in_words(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    await cards_as_text(world)  # with pictures the seats are on the picture, not in a column
    table = await setup_game(world, target=None)
    live = world.live_message(table.id)
    players = next(f.value for f in live.embeds[0].fields if f.name.startswith("Deal 1"))
    assert "<@" not in players and "alice · 3 cards" in players and "bob · 3 cards" in players
    assert live.content.startswith("<@")  # whose turn: a mention, above the embed


async def test_stovkahra_says_what_each_target_counts(simcord_env):
    world = make_world(simcord_env, ["alice"])
    # the picture's header says them too (tests/bot/discord/pictures/test_pictures.py)
    await cards_as_text(world)
    table = await open_table(world, "stovkahra")
    for _ in range(3):
        await add_computer(world, table.id)
    await world.players[0].click(world.live_message(table.id), label="Start")
    embed = str(world.live_message(table.id).embeds[0].to_dict())
    assert "(first to" not in embed
    assert "a game is won at 100 points" in embed and "the match is won at 10 brčke" in embed


async def test_concentration_names_a_card_by_the_number_on_its_button(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await open_table(world, "concentration")
    await world.players[1].slash(world.channel, "table join")
    await world.players[0].click(world.live_message(table.id), label="Start")
    now = world.last_table(table.id)
    mover = next(p for p in world.players if p.id == now.to_move_user)
    await mover.slash(world.channel, "flip", position=8)
    said = world.live_message(table.id).embeds[0].description.splitlines()[-1]  # under the score line
    # The headline over the picture; no "row 1, column 8" of a 13-wide grid.
    assert said == f"{mover.user.name}: turn up card 8", said


def test_the_matto_is_named_once():
    assert adapter_for("scarto").card_long("FOOL") == "the Matto"
    assert adapter_for("scarto").card_long("T21") == "Trump 21"
