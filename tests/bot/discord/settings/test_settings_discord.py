"""`/settings`: a server's defaults for new tables, kept across a restart, for admins only."""

from __future__ import annotations

import discord

from bot.discord.features.settings.cog import ADMIN_ONLY
from i18n import translate
from tests.bot.discord_helpers import World


def admin_world(env) -> World:
    guild = env.create_guild()
    channel = guild.create_text_channel("cards")
    mods = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    admin = guild.add_member(env.create_user("alice"), roles=[mods])
    bob = guild.add_member(env.create_user("bob"))
    return World(env, guild, channel, [admin, bob])


def fields(result) -> dict[str, str]:
    return {f.name: f.value for f in result.response.embeds[0].fields}


async def test_non_admins_are_refused(simcord_env):
    world = admin_world(simcord_env)
    bob = world.players[1]
    for name, options in [
        ("settings timer", {"minutes": 10}),
        ("settings computer", {"level": "hard"}),
        ("settings game", {"game": "gofish", "allowed": False}),
        ("settings channel", {"channel": world.channel, "allowed": True}),
        ("settings rules", {"game": "scopa", "option": "target", "value": "21"}),
        ("settings season new", {}),
    ]:
        refused = await bob.slash(world.channel, name, **options)
        assert refused.ephemeral and refused.response.content == translate("en", ADMIN_ONLY), name
    shown = await bob.slash(world.channel, "settings show")  # looking is for everyone
    assert shown.ephemeral and fields(shown)["Turn timer"] == "5 min"
    assert fields(shown)["Games"] == "all" and fields(shown)["Tables open in"] == "any channel"


async def test_settings_survive_a_restart_and_apply_to_the_next_lobby(simcord_env, make_bot):
    world = admin_world(simcord_env)
    alice = world.players[0]
    other = world.guild.create_text_channel("general")
    for name, options in [
        ("settings timer", {"minutes": 10}),
        ("settings computer", {"level": "hard"}),
        ("settings game", {"game": "gofish", "allowed": False}),
        ("settings channel", {"channel": world.channel, "allowed": True}),
        ("settings rules", {"game": "scopa", "option": "target", "value": "21"}),
    ]:
        done = await alice.slash(world.channel, name, **options)
        assert done.ephemeral and done.response.embeds, (name, done.response.content)
    assert done.response.content == "New Scopa lobbies start with `target` = 21."

    await simcord_env.restart_bot(make_bot())
    shown = await world.players[1].slash(world.channel, "settings show")
    told = fields(shown)
    assert told["Turn timer"] == "10 min" and told["Computer level"] == "hard"
    assert "Go Fish" not in told["Games"] and "Scopa" in told["Games"]
    assert told["Tables open in"] == world.channel.mention
    assert told["House rules"] == "Scopa: Points to win: 21"

    refused = await alice.slash(world.channel, "table new", game="gofish")
    assert refused.ephemeral and refused.response.content.startswith("Go Fish is not played on this server.")
    elsewhere = await alice.slash(other, "table new", game="scopa")
    assert elsewhere.ephemeral
    assert elsewhere.response.content == f"Tables are opened in {world.channel.mention} on this server."

    opened = await alice.slash(world.channel, "table new", game="scopa")
    assert not opened.ephemeral
    lobby = opened.response.embeds[0]
    options = next(f.value for f in lobby.fields if f.name == "Options")
    assert "Points to win: 21" in options and "Turn timer: 10 minutes" in options
    added = await alice.slash(world.channel, "table computer add")
    assert added.ephemeral and "(hard)" in added.response.content, added.response.content
    table = world.table()
    assert table.options["target"] == 21 and table.turn_seconds == 600
    assert table.seats[1].computer == "hard"


async def test_bad_settings_get_clear_errors(simcord_env):
    world = admin_world(simcord_env)
    alice = world.players[0]
    cases = [
        ({"game": "scopa", "option": "target", "value": "lots"}, "Option `target` takes a whole number"),
        (
            {"game": "scopa", "option": "colour", "value": "red"},
            "Scopa has no option `colour`. Options: `target`",
        ),
        ({"game": "chess", "option": "target", "value": "1"}, "There is no game or preset `chess`."),
    ]
    for options, start in cases:
        refused = await alice.slash(world.channel, "settings rules", **options)
        assert refused.ephemeral and refused.response.content.startswith(start), refused.response.content
    for game in ("scopa", "scarto", "stovkahra", "gofish", "concentration"):
        await alice.slash(world.channel, "settings game", game=game, allowed=False)
    last = await alice.slash(world.channel, "settings game", game="oldmaid", allowed=False)
    assert last.response.content == "Old Maid is the only game allowed; allow another one first."


async def test_turning_the_timer_off_is_said_in_a_sentence_of_its_own(simcord_env):
    """Not "New tables get a turn timer of off" ("…avranno disattivato per turno")."""
    world = admin_world(simcord_env)
    done = await world.players[0].slash(world.channel, "settings timer", minutes=0)
    assert done.response.content == "New tables get no turn timer."
    assert fields(done)["Turn timer"] == "off"
    done = await world.players[0].slash(world.channel, "settings timer", minutes=2)
    assert done.response.content == "New tables get a turn timer of 2 min."
