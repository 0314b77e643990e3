"""Replies of /table, /stats, /history, /replay and /hint in the reader's language: a private
answer in the user's, a message posted for the channel in the server's."""

from __future__ import annotations

from tests.bot.discord.records.test_history_discord import finish_scopa
from tests.bot.discord.records.test_replay_discord import click
from tests.bot.discord.settings.test_settings_discord import admin_world
from tests.bot.discord_helpers import make_world, member_for, open_table, setup_game
from tests.bot.locales import set_client_locales


async def test_a_japanese_user_is_answered_in_japanese_by_the_table_commands(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["alice", "yuki", "carol"])
    alice, yuki, carol = world.players
    set_client_locales(monkeypatch, {yuki.id: "ja"})
    table = await open_table(world)

    joined = await yuki.slash(world.channel, "table join")
    assert joined.ephemeral and joined.response.content == f"テーブル #{table.id}に参加しました。"
    again = await yuki.slash(world.channel, "table join")
    assert again.response.content == "すでにこのテーブルに着席しています。"
    start = await yuki.slash(world.channel, "table start")
    assert start.response.content == "ゲームを開始できるのはホストのaliceさんだけです。"
    computer = await yuki.slash(world.channel, "table computer add")
    assert computer.response.content == "コンピューターを追加・削除できるのはホストだけです。"
    kick = await yuki.slash(world.channel, "table kick", user=carol.user)
    assert kick.response.content == "carolさんはこのテーブルに着席していません。"
    options = await yuki.slash(world.channel, "table options")
    assert options.response.content.startswith(
        f"**テーブル #{table.id}のオプション**（ロビーにいる間、ホストだけが変更できます）"
    )
    # The same refusal, to the English-speaking host's client, stays English.
    english = await alice.slash(world.channel, "table join")
    assert english.response.content == "You are already seated at this table."

    await alice.slash(world.channel, "table start")
    playing = world.last_table(table.id)
    mover = member_for(world, playing.seats[playing.state.to_move].user_id)
    waiting = yuki if mover is alice else alice
    early = await waiting.slash(world.channel, "move", action="7d")
    expected = {yuki.id: "あなたの番ではありません。", alice.id: "It is not your turn"}[waiting.id]
    assert early.response.content.startswith(expected), early.response.content
    left = await yuki.slash(world.channel, "table leave")
    assert left.response.content.startswith(
        f"テーブル #{table.id}から退席しました。今はコンピューターが代わりに"
    )


async def test_stats_history_and_replay_speak_the_servers_language(simcord_env, monkeypatch):
    world = admin_world(simcord_env)
    alice, bob = world.players
    first = await finish_scopa(world)
    await finish_scopa(world)
    chosen = await alice.slash(world.channel, "settings server-language", language="ja")
    assert chosen.ephemeral
    set_client_locales(monkeypatch, {bob.id: "it"})  # his client: only his private answers

    stats = await bob.slash(world.channel, "stats")
    assert not stats.ephemeral
    embed = stats.response.embeds[0]
    assert embed.title == "bobさんの対局"
    fields = {f.name: f.value for f in embed.fields}
    assert fields["スコパ"].startswith("レーティング **") and "2局 " in fields["スコパ"]
    assert fields["成績"].startswith("スコパ：2局中") and "最多連勝" in fields["成績"]
    assert fields["よく対戦する相手"].startswith("alice：2局（")

    history = await bob.slash(world.channel, "history")
    embed = history.response.embeds[0]
    assert embed.title == "bobさんの最近の対局"
    assert all("（相手：alice）" in line for line in embed.description.splitlines())
    assert embed.footer.text.startswith("新しい順")
    buttons = [item.label for row in history.response.message.components for item in row.children]
    assert f"リプレイ #{first}" in buttons

    replay = await bob.slash(world.channel, "replay", table=first)
    assert not replay.ephemeral
    shown = replay.response.embeds[0]
    assert shown.title == f"スコパ #{first} — リプレイ"
    assert shown.description.startswith("**配り終えたところ** — このあと")
    moves = world.last_table(first).seq
    assert shown.footer.text.startswith(f"0／{moves}手目")
    _, stepped = await click(world, alice, replay.response.message, "⏭")
    final = stepped.embeds[0]
    assert any(f.name == "結果" and "の勝ち" in f.value for f in final.fields), final.fields
    assert final.footer.text.startswith(f"{moves}／{moves}手目")

    board = await bob.slash(world.channel, "leaderboard", game="scopa", period="month")
    assert board.response.embeds[0].title.startswith("スコパ ランキング — 20")

    # Said to bob alone, in his client's language.
    none = await bob.slash(world.channel, "history", user=alice.user, game="gofish")
    assert none.ephemeral
    assert none.response.content == "alice non ha ancora partite a Go Fish finite su questo server."


async def test_an_italian_player_reads_the_hint_and_its_reason_in_italian(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["giulia", "bob"])
    table = await setup_game(world, target=None, seed=3)
    player = member_for(world, table.seats[table.state.to_move].user_id)
    set_client_locales(monkeypatch, {player.id: "it"})
    hint = await player.slash(world.channel, "hint")
    assert hint.ephemeral
    text = hint.response.content
    assert text.startswith("Prova **"), text
    move, _, why = text.partition("`): ")
    assert " prende " in move or "**cala " in move, move
    italian = (
        "al tuo mazzetto",
        "concede",
        "pulisce la tavola",
        "è l'unica mossa",
        "la migliore delle mosse",
    )
    assert any(words in why for words in italian), why
    assert not any(words in why for words in ("takes", "laying", "sweeps", "your")), why
