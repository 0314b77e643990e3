"""Go Fish, Concentration and Old Maid through Discord (simcord): commands, boards, whole games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.discord.games.family import board as family_board
from bot.discord.games.family.board import MISS_SECONDS, board_parts
from bot.service.card_names import card_name
from games import cards as C
from tests.bot.discord_helpers import World, make_world


async def start(world: World, game: str, players: int, preset: str | None = None, **rules: str) -> int:
    host = world.players[0]
    options: dict[str, Any] = {"game": game, "players": players}
    if preset:
        options["preset"] = preset
    result = await host.slash(world.channel, "table new", **options)
    assert result.response is not None and not result.ephemeral, result
    table = world.table()
    for option, value in rules.items():
        set_ = await host.slash(world.channel, "table options", option=option, value=value)
        assert f"Set `{option}`" in set_.response.content, set_.response.content
    for player in world.players[1:players]:
        joined = await player.slash(world.channel, "table join")
        assert "You joined" in joined.response.content
    await host.click(world.live_message(table.id), label="Start")
    await world.env.settle() if hasattr(world.env, "settle") else None
    assert world.last_table(table.id).status == "playing"
    return table.id


def mover(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    seat = table.seats[table.state.to_move]
    return next(p for p in world.players if p.id == seat.user_id)


def public_messages(world: World) -> list[Any]:
    return [m for m in world.channel.history() if not m.flags.ephemeral]


def buttons(message: Any) -> list[Any]:
    found = []
    for row in message.components:
        found.extend(getattr(row, "children", [row]))
    return found


def board_messages(world: World, table_id: int, prefix: str) -> list[Any]:
    found = []
    for message in public_messages(world):
        if any(
            (getattr(b, "custom_id", "") or "").startswith(f"{prefix}:{table_id}:") for b in buttons(message)
        ):
            found.append(message)
    return found


# --- Go Fish -------------------------------------------------------------------------------------


async def test_go_fish_ask_autocomplete_refusals_and_a_whole_game(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await start(world, "gofish", 3)
    table = world.last_table(table_id)
    player = mover(world, table_id)
    seat = table.state.to_move
    hand = table.state.view(seat)["hand"]

    ranks = await player.autocomplete(world.channel, "ask", "rank", "")
    assert sorted(choice["value"] for choice in ranks) == sorted({C.rank_of(c) for c in hand})
    people = await player.autocomplete(world.channel, "ask", "player", "")
    assert sorted(choice["name"].split(" (")[0] for choice in people) == sorted(
        s.name for s in table.seats if s.index != seat
    )

    missing = next(
        r
        for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
        if r not in {C.rank_of(c) for c in hand}
    )
    refused = await player.slash(world.channel, "ask", player=str((seat + 1) % 3 + 1), rank=missing)
    assert refused.ephemeral and "only ask for a rank you hold" in refused.response.content
    other = next(p for p in world.players if p.id != player.id)
    wrong = await other.slash(world.channel, "ask", player="1", rank=missing)
    assert wrong.ephemeral and "not your turn" in wrong.response.content.lower()
    flip = await player.slash(world.channel, "flip", position=1)
    assert flip.ephemeral and "is for Concentration" in flip.response.content

    rng = random.Random(5)
    asks = 0
    while world.last_table(table_id).status == "playing":
        table = world.last_table(table_id)
        action = rng.choice(table.state.legal())
        _, target, rank = action.split(":")
        name = table.seats[int(target)].name
        answer = await mover(world, table_id).slash(world.channel, "ask", player=name, rank=rank)
        assert answer.ephemeral, answer
        assert "gave you" in answer.response.content or "Go fish" in answer.response.content
        asks += 1
    final = world.last_table(table_id)
    assert final.status == "finished" and asks == final.seq
    public = "\n".join(
        (m.content or "") + str([e.to_dict() for e in m.embeds]) for m in public_messages(world)
    )
    assert "You drew" not in public
    assert " won" in world.channel.last_message.embeds[0].title


async def test_go_fish_moves_read_with_names_not_player_numbers(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await start(world, "gofish", 2)
    asker = mover(world, table_id)
    other = next(p for p in world.players if p is not asker)
    choices = await asker.autocomplete(world.channel, "move", "action", "")
    assert choices and all(f"ask {other.user.name} for" in c["name"] for c in choices), choices
    answer = await asker.slash(world.channel, "move", action=choices[0]["value"])
    # The answer says what the ask brought, naming who answered (cards given, or "Go fish!").
    said = answer.response.content
    assert said.startswith((f"{other.user.name} gave you", f"{other.user.name} says: “Go fish!”")), said
    history = str(world.live_message(table_id).embeds[0].to_dict())
    # The headline tells the ask and its answer, by name.
    assert f"asked {other.user.name} for" in history and "player 2" not in history, history


async def test_refusals_from_the_rules_name_the_player_too(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await start(world, "oldmaid", 3)
    table = world.last_table(table_id)
    holder = table.state.source(table.state.mover)
    refused = await mover(world, table_id).slash(world.channel, "move", action="draw:99")
    text = refused.response.content
    assert refused.ephemeral and f"{table.seats[holder].name}'s" in text and "player " not in text, text


async def test_go_fish_hint_names_the_player_to_ask(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await start(world, "gofish", 2)
    asker = mover(world, table_id)
    other = next(p for p in world.players if p is not asker)
    hint = await asker.slash(world.channel, "hint")
    text = hint.response.content
    assert hint.ephemeral and text.startswith("Try **"), text
    assert other.user.name in text.split(":", 1)[1] and "seat " not in text, text


async def test_go_fish_exact_cards_from_discord(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await start(world, "gofish", 2, ask_exact_card="on")
    table = world.last_table(table_id)
    seat = table.state.to_move
    player = mover(world, table_id)
    choices = await player.autocomplete(world.channel, "ask", "rank", "")
    legal_cards = {a.rsplit(":", 1)[1] for a in table.state.legal()}
    assert {c["value"] for c in choices} <= legal_cards and choices
    hand = table.state.view(seat)["hand"]
    assert not {c["value"] for c in choices} & set(hand)
    bare = await player.slash(world.channel, "ask", player=str(2 - seat), rank="7")
    assert bare.ephemeral and "rank and suit" in bare.response.content
    card = choices[0]["value"]
    answer = await player.slash(world.channel, "ask", player=str(2 - seat), rank=card)
    assert answer.ephemeral and (
        "gave you" in answer.response.content or "Go fish" in answer.response.content
    )


# --- Concentration -------------------------------------------------------------------------------


def face_down_labels(message: Any) -> list[str]:
    return [b.label for b in buttons(message)]


@pytest.mark.slow
async def test_concentration_board_buttons_miss_turns_back_and_solo_game(simcord_env, monkeypatch):
    # The miss is turned back a moment later, not after 3 s of real time (simcord waits for a
    # sleep shorter than its settle bound): the same two board edits, in the same order.
    monkeypatch.setattr(family_board, "MISS_SECONDS", 0.05)
    world = make_world(simcord_env, ["alice"])
    table_id = await start(world, "concentration", 1)
    await simcord_env.advance_time(2)
    boards = board_messages(world, table_id, "tv:flip")
    assert [len(buttons(m)) for m in boards] == [25, 25, 2]
    assert face_down_labels(boards[0])[:3] == ["1", "2", "3"]
    alice = world.players[0]

    state = world.last_table(table_id).state
    board = state.board
    # A miss: two cards of different ranks.
    first = 0
    second = next(i for i, card in enumerate(board) if C.rank_of(card) != C.rank_of(board[0]))
    clicked = await alice.click(boards[0], custom_id=f"tv:flip:{table_id}:{first}")
    assert not clicked.ephemeral
    shown = await alice.slash(world.channel, "flip", position=second + 1)
    assert shown.ephemeral and "No match" in shown.response.content
    # Everyone saw the miss face up, then it was turned back (simcord runs the timer while settling).
    revealed = board_parts(world.last_table(table_id))
    labels = [b.item.label for part in revealed for b in part["view"].children]
    assert labels[first] == C.symbol(board[first]) and labels[second] == C.symbol(board[second])
    assert "No match" in revealed[0]["content"]
    assert any("turning back" in str(r.json) for r in simcord_env.http_requests)
    await simcord_env.advance_time(MISS_SECONDS + 2)
    boards = board_messages(world, table_id, "tv:flip")
    labels = [label for m in boards for label in face_down_labels(m)]
    assert labels[first] == str(first + 1) and labels[second] == str(second + 1)
    assert "turning back" not in boards[0].content

    # Now play it out with perfect memory, by clicks on the board.
    while world.last_table(table_id).status == "playing":
        table = world.last_table(table_id)
        state = table.state
        if state.face_up:
            up = state.board[state.face_up[0]]
            index = next(
                i
                for i, c in enumerate(state.board)
                if c is not None and i not in state.face_up and C.rank_of(c) == C.rank_of(up)
            )
        else:
            index = next(i for i, c in enumerate(state.board) if c is not None)
        part = index // 25
        boards = board_messages(world, table_id, "tv:flip")
        await alice.click(boards[part], custom_id=f"tv:flip:{table_id}:{index}")
    final = world.last_table(table_id)
    assert final.status == "finished" and final.state.result.detail["moves"] == [27]
    await simcord_env.advance_time(3)
    assert "Game over" in board_messages(world, table_id, "tv:flip")[0].content


async def test_concentration_only_the_player_to_move_flips(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await start(world, "concentration", 2, deck="20")
    await simcord_env.advance_time(2)
    boards = board_messages(world, table_id, "tv:flip")
    assert [len(buttons(m)) for m in boards] == [20]
    waiting = next(p for p in world.players if p.id != mover(world, table_id).id)
    refused = await waiting.click(boards[0], custom_id=f"tv:flip:{table_id}:0")
    assert refused.ephemeral and "not your turn" in refused.response.content.lower()
    flipped = await mover(world, table_id).slash(world.channel, "flip", position=3)
    assert flipped.ephemeral and "Turn up 1 more" in flipped.response.content
    again = await mover(world, table_id).slash(world.channel, "flip", position=3)
    assert again.ephemeral and "already face up" in again.response.content
    far = await mover(world, table_id).slash(world.channel, "flip", position=40)
    assert far.ephemeral and "pick 1 to 20" in far.response.content


# --- Old Maid ------------------------------------------------------------------------------------


async def test_old_maid_draw_buttons_shuffle_and_a_whole_game(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await start(world, "oldmaid", 3, preset="jiji-nuki")
    await simcord_env.advance_time(2)
    table = world.last_table(table_id)
    view = table.state.view(None)
    (board,) = board_messages(world, table_id, "tv:draw")
    draws = [b for b in buttons(board) if b.custom_id.startswith("tv:draw:")]
    assert len(draws) == view["hand_sizes"][view["draw_from"]]
    assert any(b.label == "Shuffle my hand" for b in buttons(board))
    # Nothing on the board says which card is where.
    for card in table.state.hands[view["draw_from"]]:
        name = card_name(card, "oldmaid")
        assert name not in board.content and all(name not in (b.label or "") for b in buttons(board))

    somebody = next(p for p in world.players if p.id != mover(world, table_id).id)
    refused = await somebody.click(board, custom_id=draws[0].custom_id)
    assert refused.ephemeral and "not your turn" in refused.response.content.lower()
    player = mover(world, table_id)
    shuffled = await player.click(board, label="Shuffle my hand")
    assert shuffled.ephemeral and "shuffled" in shuffled.response.content
    await simcord_env.advance_time(1.5)
    (board,) = board_messages(world, table_id, "tv:draw")
    assert not any(b.label == "Shuffle my hand" for b in buttons(board))  # once per turn
    too_far = await player.slash(world.channel, "draw", position=30)
    assert too_far.ephemeral and f"pick 1 to {len(draws)}" in too_far.response.content

    rng = random.Random(2)
    use_command = True
    while world.last_table(table_id).status == "playing":
        await simcord_env.advance_time(1.5)
        table = world.last_table(table_id)
        player = mover(world, table_id)
        size = table.state.view(None)["hand_sizes"][table.state.view(None)["draw_from"]]
        position = rng.randrange(size)
        if use_command:
            answer = await player.slash(world.channel, "draw", position=position + 1)
        else:
            wanted = f"tv:draw:{table_id}:{table.seq}:{position}"
            for _ in range(10):  # the board is redrawn after a debounce and the channel's write gap
                (board,) = board_messages(world, table_id, "tv:draw")
                if any(b.custom_id == wanted for b in buttons(board)):
                    break
                await simcord_env.advance_time(1)
            answer = await player.click(board, custom_id=wanted)
        use_command = not use_command
        assert answer.ephemeral and answer.response.content.startswith("You drew"), answer.response.content
    final = world.last_table(table_id)
    result = final.state.result
    assert final.status == "finished" and result.ranks.count(2) == 1
    await simcord_env.advance_time(3)
    loser = final.seats[result.detail["loser"]].name
    live = next(
        str(m.embeds[0].to_dict())
        for m in public_messages(world)
        if m.embeds and "table #" in m.embeds[0].title
    )
    assert f"**{loser}** was left holding" in live and "set aside at the start was" in live


async def test_concentration_picture_rows_are_the_button_rows(simcord_env):
    """The picture's map and the buttons hold the same positions row by row, and the map's
    blocks are the board messages (the blocks may sit side by side or stacked on the picture)."""
    from bot.discord.pictures.board import TILE_GAP, board_map, board_places

    world = make_world(simcord_env, ["alice"])
    table_id = await start(world, "concentration", 1)
    messages = board_messages(world, table_id, "tv:flip")
    button_blocks = [
        [[int(b.custom_id.rsplit(":", 1)[1]) for b in row.children] for row in m.components] for m in messages
    ]
    # The picture, as its renderer places the tiles: a block is a run of tiles each next to
    # another (a tile gap apart, across or down); within it a row is one y, read left to right.
    board = world.last_table(table_id).state.view(None)["board"]
    places = board_places(len(board))
    tile_w, tile_h = board_map(len(board)).tile_w, board_map(len(board)).tile_h

    def neighbours(a: int, b: int) -> bool:
        (ax, ay), (bx, by) = places[a], places[b]
        across = ay == by and abs(abs(ax - bx) - (tile_w + TILE_GAP)) < 0.5
        down = ax == bx and abs(abs(ay - by) - (tile_h + TILE_GAP)) < 0.5
        return across or down

    block_of: dict[int, int] = {}
    for start_at in sorted(places):
        if start_at in block_of:
            continue
        block_of[start_at], todo = start_at, [start_at]
        while todo:
            here = todo.pop()
            for other in places:
                if other not in block_of and neighbours(here, other):
                    block_of[other] = start_at
                    todo.append(other)
    picture_blocks: list[list[list[int]]] = []
    for block in sorted(set(block_of.values())):
        members = [p for p in places if block_of[p] == block]
        ys = sorted({places[p][1] for p in members})
        picture_blocks.append(
            [sorted((p for p in members if places[p][1] == y), key=lambda p: places[p][0]) for y in ys]
        )
    assert len(board) == 52
    assert button_blocks == picture_blocks
    assert [len(block) for block in picture_blocks] == [5, 5, 1]
    assert all(len(row) <= 5 for block in button_blocks for row in block)
    # One numbering: a face-down button is labelled with the number its card carries.
    labels = [b.label for m in messages for row in m.components for b in row.children]
    assert labels == [str(i + 1) for i in range(52)]
