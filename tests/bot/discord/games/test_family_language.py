"""Go Fish, Concentration and Old Maid speak their players' languages: a Japanese player's ask
panel and what her ask drew, an Italian server's Concentration board, a French Old Maid game's
end, and refusals, each in the language of whoever reads it."""

from __future__ import annotations

from typing import Any

from bot.discord.core.card_emoji import card_text
from games import cards as C
from tests.bot.discord.games.test_family_discord import board_messages, buttons, mover
from tests.bot.discord.games.test_family_panels import ask_controls, go_fish_with_computers
from tests.bot.discord_helpers import World, add_computer, open_table
from tests.bot.locales import set_client_locales


def _server(env: Any, locale: str, names: list[str]) -> World:
    server = env.create_guild(preferred_locale=locale)
    channel = server.create_text_channel("carte")
    players = [server.add_member(env.create_user(name)) for name in names]
    return World(env, server, channel, players)


async def test_a_japanese_players_go_fish_panel_refusal_and_drawn_card(simcord_env, monkeypatch):
    server = simcord_env.create_guild()
    channel = server.create_text_channel("cards")
    yuki = server.add_member(simcord_env.create_user("yuki"))
    world = World(simcord_env, server, channel, [yuki])
    table = await go_fish_with_computers(world, 5)  # five players to ask: a select, not buttons
    set_client_locales(monkeypatch, {yuki.id: "ja"})

    refused = await yuki.slash(channel, "ask", player="nobody", rank="7")
    assert refused.ephemeral
    assert refused.response.content.startswith("このテーブルに`nobody`というプレイヤーはいません。")

    panel = (await yuki.slash(channel, "hand")).response
    assert "**あなたの番です。**" in panel.content and "ほかの人にはリストから" in panel.content
    # Whom to ask in one select: "CPU2に聞く（5枚）", the seats by the pictures' short names
    # (a computer takes no さん).
    computers = {s.index: f"CPU{s.name.split()[1]}" for s in table.seats if s.computer}
    state = world.last_table(table.id).state
    rows = [row if isinstance(row, dict) else row.to_dict() for row in panel.components]
    whom = next(c for row in rows for c in row["components"] if c["custom_id"].startswith("tv:gfp:"))
    assert whom["placeholder"] == "誰に聞きますか？"
    sizes = state.view(0)["hand_sizes"]
    assert [o["label"] for o in whom["options"]] == [
        f"{computers[s]}に聞く（{sizes[s]}枚）" for s in range(1, 6)
    ]
    # A button per rank held, in words as Japanese players say them: "エース（手札に2枚）".
    words = {"A": "エース", "J": "ジャック", "Q": "クイーン", "K": "キング"}
    held = [C.rank_of(c) for c in state.hands[0]]
    buttons = ask_controls(panel, table.id)
    for button in buttons:
        rank = button["custom_id"].rsplit(":", 1)[1]
        assert button["label"] == f"{words.get(rank, rank)}（手札に{held.count(rank)}枚）"

    # Ask someone for a rank they lack: "Go fish!", and yuki draws from the stock. Another
    # player than the first is picked in the list first: the buttons then ask them.
    action = next(
        f"ask:{seat}:{rank}"
        for seat in range(2, 6)
        for rank in sorted(set(held))
        if not any(C.rank_of(c) == rank for c in state.hands[seat])
    )
    panel = (await yuki.select(panel, [action.split(":")[1]], custom_id=whom["custom_id"])).response
    asking = [b["custom_id"].split(":", 4)[4] for b in ask_controls(panel, table.id)]
    assert action in asking and all(a.split(":")[1] == action.split(":")[1] for a in asking)
    answer = (await yuki.click(panel, custom_id=f"tv:gfa:{table.id}:{table.seq}:{action}")).response.content
    # The answer is a sentence: the seat by its one name, as the picture and the select say it.
    target = f"CPU{table.seats[int(action.split(':')[1])].name.split()[1]}"
    drawn = next(
        e
        for e in world.last_table(table.id).state.view(0)["log"][len(state.view(0)["log"]) :]
        if e["type"] == "fish"
    )
    assert answer.startswith(f"{target}の答え：「ゴーフィッシュ！」山札から"), answer
    assert f"{card_text(drawn['card'], 'gofish', 'ja')}を引きました。" in answer
    assert "You drew" not in answer and "Go fish" not in answer


async def test_an_italian_servers_concentration_board_and_answers_read_italian(simcord_env, monkeypatch):
    world = _server(simcord_env, "it", ["giulia"])
    giulia = world.players[0]
    set_client_locales(monkeypatch, {giulia.id: "it"})
    table = await open_table(world, "concentration", players=1)
    await giulia.click(world.live_message(table.id), label="Inizia")
    await simcord_env.advance_time(2)
    boards = board_messages(world, table.id, "tv:flip")
    assert boards[0].content.startswith("🧠 **")
    places = len(world.last_table(table.id).state.board)
    assert f"restano {places} carte" in boards[0].content and "**Carte 1–25 in tavola**" in boards[0].content
    assert "**giulia** scopre ancora 2 carte (clicca una carta o usa `/scopri`)." in boards[0].content

    board = world.last_table(table.id).state.board
    second = next(i for i, card in enumerate(board) if C.rank_of(card) != C.rank_of(board[0]))
    await giulia.click(boards[0], custom_id=f"tv:flip:{table.id}:0")
    up = await giulia.slash(world.channel, "flip", position=second + 1)
    shown = [card_text(board[i], "concentration", "it") for i in (0, second)]  # emoji and name
    assert up.ephemeral and up.response.content == f"Nessuna coppia: {shown[0]} e {shown[1]}."
    # The board showed the miss face up (then turned it back: simcord runs the timer as it settles).
    edits = [str(r.json) for r in simcord_env.http_requests if "tv:flip" in str(r.json)]
    assert any(f"Nessuna coppia: {shown[0]} e {shown[1]} — si ricoprono…" in edit for edit in edits)
    assert not any("No match" in edit or "turning back" in edit for edit in edits)

    far = await giulia.slash(world.channel, "flip", position=60)
    assert (
        far.ephemeral and far.response.content == f"In tavola ci sono {places} posti: scegli da 1 a {places}."
    )


async def test_a_french_old_maid_game_ends_in_french(simcord_env, monkeypatch):
    world = _server(simcord_env, "fr", ["camille"])
    camille = world.players[0]
    set_client_locales(monkeypatch, {camille.id: "fr"})
    table = await open_table(world, "oldmaid", players=2)
    await add_computer(world, table.id)
    await camille.click(world.live_message(table.id), label="Lancer")
    table_id = table.id
    refused = False
    for _ in range(200):
        await simcord_env.advance_time(1.5)
        now = world.last_table(table_id)
        if now.status != "playing":
            break
        if mover(world, table_id) is not camille:
            continue
        (board,) = board_messages(world, table_id, "tv:draw")
        assert "tire une carte dans la main de" in board.content, board.content
        if not refused:  # a refusal, in French too
            view = now.state.view(None)
            shuffle = "Mélanger ma main" in [b.label for b in buttons(board)]
            assert shuffle == view["can_shuffle"] and "Shuffle my hand" not in str(board.components)
            size = view["hand_sizes"][view["draw_from"]]
            far = await camille.slash(world.channel, "draw", position=30)
            said = far.response.content
            assert far.ephemeral and said.endswith(f"cartes\u202f: choisis entre 1 et {size}.")
            refused = True
        answer = await camille.slash(world.channel, "draw", position=1)
        assert answer.response.content.startswith("Tu as tiré "), answer.response.content
    final = world.last_table(table_id)
    assert final.status == "finished" and refused
    await simcord_env.advance_time(3)
    loser_seat = final.seats[final.state.result.detail["loser"]]
    # camille, or the computer, by its one name: "Bot 1".
    loser = loser_seat.name if loser_seat.computer is None else "Bot 1"
    card = card_text(final.state.result.detail["losing_card"], "oldmaid", "fr")
    ended = [m.content for m in world.channel.history() if m.content.startswith("Partie terminée")]
    assert ended == [f"Partie terminée\u202f: **{loser}** reste avec {card} en main."], ended


def test_go_fish_whom_then_what_selects_read_french():
    """Exact cards at three players: too many asks for one pick, so a select of whom and one of
    what (the rank first, then its cards), all in the player's French."""
    import discord

    import games
    from bot.discord.games.family.ask import NARROW, add_ask_controls
    from bot.service.model import Seat, Table

    hand = ["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s"]
    rest = [c for c in C.french_deck() if c not in hand]
    deal = {"hands": [hand, rest[:5], rest[5:10]], "stock": rest[10:]}
    state = games.get("gofish").new(3, options={"ask_exact_card": True}, deal=deal)
    seats = tuple(Seat(i, 100 + i, n) for i, n in enumerate(("camille", "giulia", "marco")))
    table = Table(1, 1, 1, "gofish", "gofish", dict(state.options), 100, "playing", 3, seats, 4, state, None)

    def drawn(**choice: Any) -> tuple[str, list[Any]]:
        controls = discord.ui.View()
        line = add_ask_controls(controls, table, 0, 4, locale="fr", **choice)
        return line, [getattr(child, "item", child) for child in controls.children]

    line, (whom, what) = drawn()
    assert line == "\nDemande avec les deux menus ci-dessous (ou `/demander`)."
    assert whom.placeholder == "À qui demander\u202f?"
    assert [o.label for o in whom.options] == ["giulia (5 cartes)", "marco (5 cartes)"]
    assert what.placeholder == "Quelle valeur (puis la couleur)"
    assert what.options[0].label == "Les as…" and what.options[0].description == "Puis choisis la couleur"

    line, (_, what) = drawn(target=1, narrow="7")
    assert line == "\nTu demandes à **giulia**\u202f: choisis maintenant ce que tu lui demandes."
    assert what.placeholder == "Quelle carte parmi les sept\u202f?"
    assert [o.value for o in what.options][-1] == NARROW and what.options[-1].label == "↩ Une autre valeur"
