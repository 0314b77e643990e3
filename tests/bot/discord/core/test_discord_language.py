"""Who reads which language: a private reply in the user's, a channel message in the server's."""

from __future__ import annotations

import discord

from bot.service.card_names import card_name
from games.cards import card_text
from tests.bot.discord_helpers import World, open_table
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


def _described(entries, path=()):
    """(path, entry) of every command, group, option and choice in a synced command payload."""
    for entry in entries:
        here = (*path, entry["name"])
        yield here, entry
        for choice in entry.get("choices") or []:
            yield (*here, f"={choice['value']}"), choice
        yield from _described(entry.get("options") or [], here)


async def test_synced_commands_carry_descriptions_and_choices_in_every_language(simcord_env):
    synced = list(simcord_env.backend.commands[None].values())
    assert len(synced) > 10
    missing, too_long = [], []
    for path, entry in _described(synced):
        is_choice = path[-1].startswith("=")
        key, text = ("name", entry["name"]) if is_choice else ("description", entry.get("description"))
        if not text or text == "…" or (is_choice and text in ("English", "Italiano", "日本語", "Français")):
            continue
        found = entry.get(f"{key}_localizations") or {}
        missing += [(" ".join(path), lang) for lang in ("it", "ja", "fr") if not found.get(lang)]
        too_long += [(" ".join(path), lang) for lang, said in found.items() if len(said) > 100]
    assert missing == [] and too_long == []
    table_new = next(c for c in synced if c["name"] == "table")
    new = next(o for o in table_new["options"] if o["name"] == "new")
    assert new["description_localizations"]["ja"] == "このチャンネルでゲームのテーブル（ロビー）を開く"
    assert new["description_localizations"]["it"].startswith("Apri un tavolo")
    # A server's `auto` follows the server, a member's their own Discord.
    autos = {
        path[:2]: entry["name_localizations"]["ja"]
        for path, entry in _described(synced)
        if path[-1] == "=auto"
    }
    assert autos[("settings", "server-language")] == "自動（サーバーの優先言語）"
    assert autos[("settings", "language")] == "自動（Discordの言語）"


def test_every_command_text_belongs_to_a_command_that_exists(simcord_env):
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fast

    from i18n.catalogue import ROOT

    known: set[str] = set()
    for path, entry in _described(list(simcord_env.backend.commands[None].values())):
        if path[-1].startswith("="):
            known.add("choice-" + path[-1][1:])
            if path[:2] == ("settings", "ping"):  # its `auto` is not the language's `auto`
                known.add("choice-ping-" + path[-1][1:])
            if path[:2] == ("settings", "server-language"):  # nor the server's
                known.add("choice-server-" + path[-1][1:])
        elif entry.get("type", 1) in (1, 2):  # a command, subcommand or group
            known.add("cmd-" + "-".join(path))
        else:
            known.add("cmd-" + "-".join(path[:-1]) + ".opt-" + path[-1])
    parsed = FluentParser().parse((ROOT / "it" / "commands.ftl").read_text(encoding="utf-8"))
    written = set()
    for message in (e for e in parsed.body if isinstance(e, fast.Message)):
        written.add(message.id.name)
        written |= {f"{message.id.name}.{a.id.name}" for a in message.attributes}
    written = {w for w in written if not w.endswith(".description")}
    assert sorted(written - known) == []


async def test_each_player_is_refused_in_their_own_language(simcord_env, monkeypatch):
    from games import cards as C
    from tests.bot.discord_helpers import make_world, setup_game

    world = make_world(simcord_env, ["alice", "yuki"])
    alice, yuki = world.players
    table = await setup_game(world, seed=7)
    set_client_locales(monkeypatch, {alice.id: "it", yuki.id: "ja"})
    seat = table.state.to_move
    mover = table.seats[seat]
    player, waiting = (alice, yuki) if mover.user_id == alice.id else (yuki, alice)
    early = await waiting.slash(world.channel, "play", card="7d")
    assert (
        early.response.content
        == {
            yuki.id: f"あなたの番ではありません。{mover.name}さんの番です。",
            alice.id: f"Non è il tuo turno: tocca a {mover.name}.",
        }[waiting.id]
    )

    # The rules core's own refusals, said in the player's language.
    view = table.state.view(seat)
    missing = next(c for c in C.italian_deck() if c not in view["hand"] and c not in view["table"])
    refused = await player.slash(world.channel, "play", card=missing)
    assert refused.ephemeral
    assert refused.response.content.startswith(
        {
            yuki.id: f"{card_name(missing, 'scopa', 'ja')}は手札にありません。手札：",
            # The card as an Italian says it: with its article ("Non hai il 7 di denari").
            alice.id: f"Non hai {card_text(missing, 'italian', article=True).render('it')}. La tua mano:",
        }[player.id]
    )
    unread = await player.slash(world.channel, "play", card="zzz")
    assert unread.response.content.startswith(
        {yuki.id: "`zzz`はカードとして読めません。", alice.id: "Non riesco a leggere `zzz` come carta."}[
            player.id
        ]
    )


async def test_a_japanese_hosts_options_panel_and_computer_note_read_japanese(simcord_env, monkeypatch):
    """`/table options` and `/table computer add` answer the host privately, in the host's language."""
    world = _world(simcord_env)
    yuki = world.players[1]
    set_client_locales(monkeypatch, {yuki.id: "ja"})
    table = await open_table(world, "scopa", host=1)

    panel = await yuki.slash(world.channel, "table options")
    assert panel.ephemeral and panel.response.content.startswith(f"**テーブル #{table.id}のオプション**")
    changed = await yuki.slash(world.channel, "table options", option="target", value="21")
    assert f"**テーブル #{table.id}のオプション**" in changed.response.content
    # An option's values are offered in Japanese beside what is typed: no raw `play_on`.
    tie = await yuki.slash(world.channel, "table options", option="tie_break", value="count_back")
    selects = [c for row in tie.response.components for c in row.get("components", []) if c.get("options")]
    offered = {o["value"]: o["label"] for s in selects for o in s["options"]}
    assert offered["play_on"] == "続行（play_on）" and offered["count_back"] == "数え直し（count_back）"

    added = await yuki.slash(world.channel, "table computer add")
    assert added.ephemeral and added.response.content.endswith("を席2に座らせました。")


async def test_an_italian_players_choice_of_captures_reads_italian(simcord_env, monkeypatch):
    """A card that can take in two ways: the `/hand` panel's choice and `/play`'s refusal name
    the cards and the taking in Italian, and point at the option by its Italian name."""
    from tests.bot.discord_helpers import make_world, member_for, play_via_slash, setup_game

    world = make_world(simcord_env, ["alice", "bob"])
    # After two plays this deal's mover holds 5 of clubs, which can take in three ways.
    table = await setup_game(world, target=None, seed=7105728068631886919)
    await play_via_slash(world, table.id)
    await play_via_slash(world, table.id)
    now = world.last_table(table.id)
    player = member_for(world, now.seats[now.state.to_move].user_id)
    set_client_locales(monkeypatch, {player.id: "it"})
    captures = [a for a in now.state.legal() if a.startswith("5c:")]
    assert len(captures) == 3

    refused = await player.slash(world.channel, "play", card="5c")
    assert refused.ephemeral
    text = refused.response.content
    assert text.startswith("Il 5 di bastoni ha più possibilità: ")
    assert text.endswith("Indica quale con `presa:`.")
    assert " + " in text and " o " in text  # each way's cards joined by +, the ways offered with "o"

    # On the panel each of the three ways is a button of its own, saying what it takes, in Italian.
    panel = (await player.slash(world.channel, "hand")).response
    buttons = [c for row in panel.components for c in row.get("components", [])]
    labels = [c["label"] for c in buttons if c.get("custom_id", "").split(":", 4)[-1] in captures]
    assert len(labels) == 3 and all(label.startswith("5 di bastoni → ") for label in labels), labels
    assert not any("on the table" in c["label"] for c in buttons)
