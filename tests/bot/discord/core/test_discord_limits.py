"""Whatever a player types, the answer fits Discord's limits (issue 18, point 1).

Discord accepts string arguments of up to 6,000 characters but messages of only 2,000: a
refusal that echoed such an argument used to be refused by Discord (400, code 50035), so the
command raised and the player got no answer at all.
"""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import AppCommandOptionType, app_commands

from bot.discord.core.limits import fit_embed, fit_text
from tests.bot.discord_helpers import World, make_world, open_table, setup_game

LONG = "7" + "x" * 5999  # the longest string argument Discord lets through


def string_arguments(world: World) -> list[tuple[str, str, dict[str, Any]]]:
    """(command, string parameter, the other required arguments) for every string parameter of
    every slash command the bot registers."""
    found = []
    for command in world.bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        others: dict[str, Any] = {}
        for parameter in command.parameters:
            if parameter.required and parameter.type == AppCommandOptionType.user:
                others[parameter.name] = world.players[1]
            elif parameter.required and parameter.type in (
                AppCommandOptionType.integer,
                AppCommandOptionType.number,
            ):
                others[parameter.name] = 1
            elif parameter.required and parameter.type == AppCommandOptionType.boolean:
                others[parameter.name] = True
            elif parameter.required and parameter.type == AppCommandOptionType.channel:
                others[parameter.name] = world.channel
            elif parameter.required and parameter.type == AppCommandOptionType.string:
                others[parameter.name] = "scopa" if parameter.name == "game" else "2"
        for parameter in command.parameters:
            # Discord itself refuses anything but the listed values of a parameter with choices.
            if parameter.type == AppCommandOptionType.string and not parameter.choices:
                rest = {k: v for k, v in others.items() if k != parameter.name}
                found.append((command.qualified_name, parameter.name, rest))
    return found


async def every_long_argument_is_answered_briefly(world: World, player: Any) -> int:
    """`player` runs every command with each of its string arguments 6,000 characters long.
    Each gets an answer only they see, within Discord's 2,000 characters; the table is as it was."""
    table = world.bot.service.table_in_channel(world.channel.id)
    before = None if table is None else (table.status, table.seq, table.options)
    tried = 0
    for name, parameter, others in string_arguments(world):
        result = await player.slash(world.channel, name, **{**others, parameter: LONG})
        assert result.response is not None, (name, parameter, "no answer")
        assert result.ephemeral, (name, parameter, result.response.content[:200])
        assert len(result.response.content or "") <= 2000, (name, parameter)
        tried += 1
    table = world.bot.service.table_in_channel(world.channel.id)
    assert before == (None if table is None else (table.status, table.seq, table.options))
    return tried


async def test_every_command_answers_a_6000_character_argument_within_limits(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice = world.players[0]
    # /move, /play, /table new, /table options and the game commands are all covered.
    names = {name for name, _, _ in string_arguments(world)}
    assert {"move", "play", "table new", "table options", "ask", "discard", "declare"} <= names

    assert await every_long_argument_is_answered_briefly(world, alice) >= 10  # no table here
    table = await open_table(world)
    await every_long_argument_is_answered_briefly(world, alice)  # the host, in the lobby
    # Both halves of /table options reach the rules' validation, which quotes them.
    for option, value in [(LONG, "15"), ("target", LONG), ("turn_seconds", LONG), ("players", LONG)]:
        result = await alice.slash(world.channel, "table options", option=option, value=value)
        assert result.ephemeral and len(result.response.content) <= 2000, (option[:10], value[:10])
        assert "`" in result.response.content  # still says which option and what it takes
    assert world.last_table(table.id).options == table.options


@pytest.mark.slow
async def test_long_arguments_refused_within_limits_in_every_game(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    # Two humans each; computers fill the seats a game needs.
    for game, computers in [
        ("scopa", 0),
        ("gofish", 0),
        ("scarto", 1),
        ("stovkahra", 2),
        ("concentration", 0),
        ("oldmaid", 0),
    ]:
        table = await setup_game(world, game, target=None, computers=computers, players=2 + computers)
        await world.bot.service.idle()
        table = world.last_table(table.id)
        mover = next(p for p in world.players if p.id == table.to_move_user)
        await every_long_argument_is_answered_briefly(world, mover)
        await world.players[0].slash(world.channel, "table abandon")
        assert world.bot.service.table_in_channel(world.channel.id) is None


async def test_an_accepted_padded_option_value_is_quoted_briefly(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await open_table(world)
    result = await world.players[0].slash(
        world.channel, "table options", option="target", value=" " * 5990 + "15"
    )
    assert result.ephemeral and "Set `target` to **15**" in result.response.content
    assert world.last_table(table.id).options["target"] == 15


def test_fit_text_keeps_the_advice_and_fit_embed_keeps_every_limit():
    text = fit_text(f"I don't know the card `{'x' * 5000}`. Try `7d` or `7 di denari`.")
    assert len(text) < 120 and text.endswith("Try `7d` or `7 di denari`.")
    assert len(fit_text("word " * 1000)) == 2000

    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    for _ in range(30):
        embed.add_field(name="n" * 300, value="v" * 2000)
    embed.set_footer(text="f" * 3000)
    fit_embed(embed)
    assert len(embed) <= 6000 and len(embed.fields) <= 25 and len(embed.title) <= 256
    assert len(embed.description) <= 4096 and len(embed.footer.text) <= 2048
    assert all(len(f.name) <= 256 and len(f.value) <= 1024 for f in embed.fields)


def test_autocomplete_leaves_out_a_value_discord_would_refuse():
    from bot.discord.features.hand.cog import _matching

    choices = [
        app_commands.Choice(name="long", value="7d:" + "+".join(["As"] * 40)),
        app_commands.Choice(name="7♦", value="7d"),
    ]
    assert [c.value for c in _matching(choices, "")] == ["7d"]
