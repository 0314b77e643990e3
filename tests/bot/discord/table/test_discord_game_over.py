"""Game over on the live table: winners, scores, what decided it; Rematch and New table, across a restart."""

from __future__ import annotations

from tests.bot.discord_helpers import (
    World,
    add_computer,
    cards_as_text,
    make_world,
    open_table,
    play_via_slash,
    setup_game,
)


async def play_to_the_end(world: World, table_id: int) -> None:
    pick = 0
    while world.last_table(table_id).status == "playing":
        await play_via_slash(world, table_id, pick)
        pick += 1


def game_over_message(world: World, table_id: int):
    for message in reversed(world.channel.history()):
        if any((e.title or "").startswith(f"Scopa — table #{table_id}:") for e in message.embeds):
            return message
    raise AssertionError("no game-over message")


def buttons(message) -> list[str]:
    return [b.label for row in message.components for b in row.children]


def fields(message) -> dict[str, str]:
    return {f.name: f.value for f in message.embeds[0].fields}


async def test_the_game_over_is_a_picture_of_places_and_every_deal(simcord_env):
    from bot.discord.features.table.game_over import results_of

    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, target=11)
    await play_to_the_end(world, table.id)
    final = world.last_table(table.id)
    result = final.state.result
    over = world.live_message(table.id)
    assert [a.filename for a in over.attachments] == ["result.png"]
    embed = over.embeds[0]
    assert embed.image.url.endswith("result.png") and embed.title.endswith("won!")
    assert embed.description is None  # places and scores are on the picture, said once
    assert "Ratings" in fields(over) and buttons(over) == ["Rematch", "New table"]
    shown = results_of(final, None, "en")
    winner = final.seats[result.winners[0]].name
    # Who won: the title says it; the picture lights the winner's row and says it no more.
    assert shown.places[0][:2] == (1, winner) and embed.title.endswith(f"{winner} won!")
    deals = result.detail["deals"]
    assert deals > 1 and all(len(row) == deals for row in shown.deals)  # every deal, not the last
    for side, row in enumerate(shown.deals):  # the deals add up to the final score
        assert sum(int(points) for points in row) == result.scores[side]


async def test_the_live_table_ends_with_winners_scores_and_the_deciding_points(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    await cards_as_text(world)  # the words (with pictures, the places are on the picture)
    table = await setup_game(world)
    await play_to_the_end(world, table.id)
    final = world.last_table(table.id)
    result = final.state.result
    over = world.channel.last_message
    assert over.id == world.live_message(table.id).id  # the live table itself, still at the bottom
    winner = final.seats[result.winners[0]].name
    loser = final.seats[1 - result.winners[0]].name
    embed = over.embeds[0]
    assert embed.title == f"Scopa — table #{table.id}: {winner} won!"
    lines = embed.description.splitlines()
    assert lines[0].startswith(f"🥇 **{winner}** — ") and lines[1].startswith(f"🥈 **{loser}** — ")
    assert lines[0].endswith(("point", "points"))
    deciding = next(v for k, v in fields(over).items() if k.startswith(("The deal", "Last deal (of ")))
    for item in ("Settebello", "Primiera", "Most coins", "Most cards", "Scope"):
        assert f"**{item}" in deciding, deciding
    assert "Ratings" in fields(over)
    assert buttons(over) == ["Rematch", "New table"]


async def test_rematch_waits_for_every_player_survives_a_restart_and_deals_the_same_seats(
    simcord_env, make_bot
):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    alice, bob, carol = world.players
    table = await setup_game(world, humans=2, computers=1, players=3)
    await play_to_the_end(world, table.id)
    old = world.last_table(table.id)
    over = game_over_message(world, table.id)
    before = fields(over)

    answer = await bob.click(over, custom_id=f"tv:rematch:{table.id}")
    assert not answer.ephemeral  # the game-over message itself, edited
    over = game_over_message(world, table.id)
    assert "✅ bob" in over.content and "⏳ alice" in over.content and "waiting for alice" in over.content
    assert buttons(over) == ["Rematch (1/2)", "New table"]
    assert fields(over) == before  # only the text above the embed and the buttons changed
    assert world.bot.service.table_in_channel(world.channel.id) is None

    old_bot = world.bot
    await simcord_env.restart_bot(make_bot())
    await old_bot.release()

    refused = await carol.click(over, custom_id=f"tv:rematch:{table.id}")
    assert refused.ephemeral and "Only the players of table" in refused.response.content
    again = await bob.click(over, custom_id=f"tv:rematch:{table.id}")
    assert again.ephemeral and "already asked" in again.response.content

    await alice.click(over, custom_id=f"tv:rematch:{table.id}")
    new = world.bot.service.table_in_channel(world.channel.id)
    assert new is not None and new.id != table.id and new.status == "playing"
    assert [(s.user_id, s.name, s.computer) for s in new.seats] == [
        (s.user_id, s.name, s.computer) for s in old.seats
    ]
    assert new.options == old.options and new.host_id == alice.id
    over = game_over_message(world, table.id)
    assert f"The rematch is on: table #{new.id}" in over.content and not over.components
    # The new table's live message follows in the channel, and play goes on there.
    live = world.live_message(new.id)
    assert live.id > over.id and live.embeds[0].title == f"Scopa — table #{new.id}"
    while world.last_table(new.id).to_move_user is None:
        await world.env.advance_time(5)
    seq = world.last_table(new.id).seq
    await play_via_slash(world, new.id)
    assert world.last_table(new.id).seq > seq


async def test_a_single_player_rematch_starts_on_the_first_click(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await open_table(world, "gofish")
    await add_computer(world, table.id)
    await alice.click(world.live_message(table.id), label="Start")
    service = world.bot.service
    while service.table(table.id).status == "playing":
        now = service.table(table.id)
        if now.to_move_user != alice.id:
            await world.env.advance_time(5)
            continue
        await alice.slash(world.channel, "move", action=now.state.legal()[0])
        await world.env.settle()
    over = world.live_message(table.id)
    assert "Books" in fields(over)
    await alice.click(over, custom_id=f"tv:rematch:{table.id}")
    new = service.table_in_channel(world.channel.id)
    assert new is not None and new.game == "gofish" and new.status == "playing"


async def test_new_table_opens_a_lobby_for_anyone_and_a_busy_channel_refuses_both_buttons(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    alice, bob, carol = world.players
    table = await setup_game(world, humans=2)
    await play_to_the_end(world, table.id)
    over = game_over_message(world, table.id)

    lobby = await carol.click(over, custom_id=f"tv:newtable:{table.id}")
    assert not lobby.ephemeral and lobby.response.embeds[0].title.startswith("Scopa — table #")
    new = world.bot.service.table_in_channel(world.channel.id)
    assert (
        new.status == "lobby"
        and new.host_id == carol.id
        and new.options == world.last_table(table.id).options
    )
    assert world.live_message(new.id).id == world.channel.history()[-1].id

    busy = await alice.click(over, custom_id=f"tv:rematch:{table.id}")
    assert busy.ephemeral and f"Table #{new.id} is already open in this channel" in busy.response.content
    busy = await bob.click(over, custom_id=f"tv:newtable:{table.id}")
    assert busy.ephemeral and f"Table #{new.id} is already open in this channel" in busy.response.content


async def test_a_result_buried_under_chat_is_posted_again_at_the_bottom(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    carol = world.players[2]
    table = await setup_game(world, humans=2)
    live_before = world.live_message(table.id).id
    await carol.send(world.channel, "good luck")  # one chat line: not enough to repost mid-game
    await play_to_the_end(world, table.id)
    over = world.channel.last_message
    assert over.embeds[0].title.startswith(f"Scopa — table #{table.id}:") and over.id != live_before
    assert all(m.id != live_before for m in world.channel.history())  # the old one is gone
