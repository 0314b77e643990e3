"""Whole games through Discord (simcord): `/play`, the hand buttons, Scopone with computers."""

from __future__ import annotations

import random

import games
from bot.discord.core.adapter import adapter_for, split_action
from bot.service.card_names import card_name
from tests.bot.discord_helpers import (
    World,
    click_play,
    make_world,
    member_for,
    play_via_slash,
    setup_game,
)


def public_text(world: World) -> str:
    """Everything anyone in the channel can read (not ephemeral answers addressed to one user)."""
    chunks = []
    for message in world.channel.history():
        if message.flags.ephemeral:
            continue
        chunks.append(message.content or "")
        for embed in message.embeds:
            chunks.append(str(embed.to_dict()))
    return "\n".join(chunks)


def assert_no_hand_in_public(world: World, table_id: int) -> None:
    table = world.last_table(table_id)
    assert table.state is not None
    public = public_text(world)
    for seat in table.seats:
        if seat.computer:
            continue
        for card in table.state.view(seat.index)["hand"]:
            assert card_name(card, table.game) not in public, (
                f"{seat.name}'s {card} is visible in the channel"
            )


async def test_two_player_scopa_played_with_slash_play(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world)
    # Both hands came by DM, each to its owner only.
    for seat in table.seats:
        dms = member_for(world, seat.user_id).user.dm_channel.history()
        assert len(dms) == 1
        # The hand is the picture attached (the text is the headline, no card said twice).
        assert [a.filename for a in dms[0].attachments] == ["hand.png"]
    assert_no_hand_in_public(world, table.id)

    rng = random.Random(4)
    moves = 0
    while world.last_table(table.id).status == "playing":
        await play_via_slash(world, table.id, rng.randrange(10))
        moves += 1
        if world.last_table(table.id).state.deal == 0 and moves % 5 == 0:
            assert_no_hand_in_public(world, table.id)
    final = world.last_table(table.id)
    assert final.status == "finished" and final.state.over
    summary = world.channel.last_message
    assert summary.embeds and " won" in summary.embeds[0].title
    winners = [final.seats[s].name for s in final.state.result.winners]
    assert all(name in summary.embeds[0].title for name in winners)
    # The live table message was edited in place, never re-posted (nothing buried it): one
    # lobby/table message, which folded in each deal's summary and ends as the game's result.
    bot_messages = [m for m in world.channel.history() if not m.flags.ephemeral]
    assert bot_messages == [summary]
    assert [b.label for b in summary.components[0].children] == ["Rematch", "New table"]
    assert moves == final.seq


def choice_seed() -> int:
    """A seed whose first player can play some card in two ways (a capture choice at once)."""
    game = games.get("scopa")
    for seed in range(500):
        state = game.new(2, options={"target": 1}, seed=seed)
        plays = adapter_for("scopa").card_plays(state.legal())
        if any(len(actions) > 1 for actions in plays.values()):
            return seed
    raise AssertionError("no seed with a capture choice")


async def test_two_player_scopa_played_with_hand_buttons(simcord_env):
    """alice plays from `/hand` (ephemeral), bob from the panel in his DM."""
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, seed=choice_seed())
    alice, bob = world.players
    rng = random.Random(7)
    selects = 0
    while (current := world.last_table(table.id)).status == "playing":
        seat = current.state.to_move
        player = member_for(world, current.seats[seat].user_id)
        legal = current.state.legal()
        # Prefer a card with several ways to play, so the capture select is exercised.
        plays = adapter_for("scopa").card_plays(legal)
        choices = [a for a in legal if len(plays[split_action(a)[0]]) > 1] or legal
        action = choices[rng.randrange(len(choices))]
        card, _ = split_action(action)
        if player is alice:
            panel = (await alice.slash(world.channel, "hand")).response
            assert panel.ephemeral
            clicker = alice
        else:
            # Drawn when bob last played or got cards: its buttons carry his next turn's seq.
            panel = bob.user.dm_channel.history()[-1]
            clicker = bob.user  # a DM is clicked as the user, outside the guild
        before = current.seq
        result = await click_play(clicker, panel, action)
        if result.response is not None and "choose what it takes" in (result.response.content or ""):
            await clicker.select(panel, [action])
        # On its turn each way of playing a card is a button of its own (no select); drawn early,
        # the card's button opens the capture select. Either way the choice was the player's.
        selects += len(plays[card]) > 1
        after = world.last_table(table.id)
        assert after.seq > before, "the click did not play"
    assert world.last_table(table.id).status == "finished"
    assert selects > 0, "no capture choice came up; pick another seed"


async def test_dm_click_against_a_computer_answers_with_the_next_turn(simcord_env):
    """The click's answer waits for the computer's reply, so the DM shows the player's next turn
    and needs no edit of its own (bench/discord_calls.py counts the whole cost per move)."""
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    seed = next(s for s in range(100) if games.get("scopa").new(2, seed=s).to_move == 0)  # alice opens
    table = await setup_game(world, target=None, computers=1, seed=seed)
    checked = 0
    for _ in range(4):
        current = world.last_table(table.id)
        if current.state.to_move != current.seat_of(alice.id):
            break  # first deal over, or the computer opens: nothing to check here
        panel = alice.user.dm_channel.history()[-1]
        action = current.state.legal()[0]
        before = len(simcord_env.http_requests)
        result = await click_play(alice.user, panel, action)
        if "choose what it takes" in (result.response.content or ""):
            before = len(simcord_env.http_requests)
            result = await alice.user.select(panel, [action])
        after = world.last_table(table.id)
        assert after.seq == current.seq + 2  # alice and the computer both moved
        assert "**Your turn.**" in result.response.content
        dm = f"/channels/{alice.user.dm_channel.id}/"
        calls = simcord_env.http_requests[before:]
        assert not [c for c in calls if c.path.startswith(dm)], [(c.method, c.path) for c in calls]
        checked += 1
    assert checked >= 2


async def test_dm_panel_drawn_early_still_works_when_the_turn_comes(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    # A fixed deal: the waiter must then hold a card with a single move (a random deal sometimes
    # gives every card a choice of captures, and this test is about the one-click path).
    table = await setup_game(world, target=None, seed=1)
    mover = member_for(world, table.seats[table.state.to_move].user_id)
    waiter = next(p for p in world.players if p is not mover)
    panel = waiter.user.dm_channel.history()[-1]
    assert "Not your turn yet" in panel.content
    hand = table.state.view(table.seat_of(waiter.id))["hand"]
    early = await waiter.user.click(panel, label=card_name(hand[0], "scopa"))
    assert early.ephemeral and "not your turn yet" in early.response.content.lower()
    assert world.last_table(table.id).seq == 0

    dm = f"/channels/{waiter.user.dm_channel.id}/"
    before = len(simcord_env.http_requests)
    await play_via_slash(world, table.id)
    # Its turn starting redraws the DM once (to say so, with the table), but the buttons
    # drawn early keep working: a click on the old copy plays.
    assert [r.method for r in simcord_env.http_requests[before:] if r.path.startswith(dm)] == ["PATCH"]
    now = world.last_table(table.id)
    action = next(
        a
        for a in now.state.legal()
        if len(adapter_for("scopa").card_plays(now.state.legal())[split_action(a)[0]]) == 1
    )
    result = await click_play(waiter.user, panel, action)
    assert world.last_table(table.id).seq == 2, result
