"""Who reads which language: a private reply in the user's, a channel message in the server's."""

from __future__ import annotations

import discord

from tests.bot.discord_helpers import World
from tests.bot.locales import set_client_locales


def _world(env, **guild: str) -> World:
    server = env.create_guild(**guild)
    channel = server.create_text_channel("carte")
    mods = server.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    admin = server.add_member(env.create_user("alice"), roles=[mods])
    yuki = server.add_member(env.create_user("yuki"))
    return World(env, server, channel, [admin, yuki])


async def test_a_private_refusal_follows_the_client_language_then_the_users_choice(simcord_env, monkeypatch):
    world = _world(simcord_env)
    yuki = world.players[1]
    set_client_locales(monkeypatch, {yuki.id: "ja"})
    refused = await yuki.slash(world.channel, "settings timer", minutes=3)
    assert refused.ephemeral
    assert refused.response.content.startswith("サーバーの設定を変更できるのは「サーバー管理」権限")

    chosen = await yuki.slash(world.channel, "settings language", language="it")
    assert chosen.response.content.startswith("Salvato. La tua lingua: **Italiano**")
    refused = await yuki.slash(world.channel, "settings timer", minutes=3)
    assert refused.response.content.startswith("Solo chi ha il permesso Gestisci server")

    back = await yuki.slash(world.channel, "settings language", language="auto")
    assert back.response.content.startswith("保存しました。")


async def test_the_server_language_is_its_setting_else_its_preferred_locale(simcord_env):
    world = _world(simcord_env, preferred_locale="fr")
    alice = world.players[0]
    season = await alice.slash(world.channel, "settings season new")
    assert season.response.content.startswith("La saison 2 commence.")

    done = await alice.slash(world.channel, "settings server-language", language="it")
    assert done.ephemeral  # to the admin, in her own language
    assert done.response.content == "Tables and lobbies on this server are now in Italiano."
    season = await alice.slash(world.channel, "settings season new")
    assert season.response.content.startswith("Comincia la stagione 3.")

    refused = await world.players[1].slash(world.channel, "settings server-language", language="ja")
    assert refused.ephemeral and refused.response.content.startswith("Only members with Manage Server")
