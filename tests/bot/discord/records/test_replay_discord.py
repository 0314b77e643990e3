"""`/replay`: a finished table stepped through with ⏮ ◀ ▶ ⏭, its record as a download."""

from __future__ import annotations

import random
import re

import pytest

from games.record import parse_record
from tests.bot.discord_helpers import World, cards_as_text, make_world, play_via_slash, setup_game


async def finish_scopa(world: World) -> int:
    await cards_as_text(world)  # a replay is words: no live picture of every move
    table = await setup_game(world, humans=2)
    pick = 0
    while world.last_table(table.id).status == "playing":
        await play_via_slash(world, table.id, pick)
        pick += 3
    return table.id


async def finish_scarto(world: World, seed: int = 2) -> int:
    # The cards in words: the replay is words, and the live table's pictures of every move
    # (tested in tests/bot/discord/table) were most of this game's time.
    await cards_as_text(world)
    table = await setup_game(world, "scarto", target=None, humans=3)
    rng = random.Random(seed)
    service = world.bot.service
    while (current := world.last_table(table.id)).status == "playing":
        user = current.seats[current.state.to_move].user_id
        await service.act(table.id, user, rng.choice(current.state.legal()), expected_seq=current.seq)
        await service.idle()
    return table.id


def message_by_id(world: World, message_id: int):
    return next(m for m in world.channel.history() if m.id == message_id)


def fields(message) -> dict[str, str]:
    return {f.name: f.value for f in message.embeds[0].fields}


def button_ids(message) -> dict[str, str]:
    """Visible label or emoji -> custom id, of every button on the message."""
    out = {}
    for row in message.components:
        for item in getattr(row, "children", [row]):
            key = item.label or str(item.emoji)
            out[key] = item.custom_id
    return out


async def click(world: World, who, message, key: str):
    result = await who.click(message, custom_id=button_ids(message)[key])
    return result, message_by_id(world, message.id)


async def test_a_finished_scopa_game_replays_to_the_same_final_scores(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await finish_scopa(world)
    final = world.last_table(table_id)
    summary_title = world.channel.last_message.embeds[0].title  # "... — alice won!"
    alice = world.players[0]

    posted = await alice.slash(world.channel, "replay", table=table_id)
    assert not posted.ephemeral
    message = message_by_id(world, posted.response.id)
    embed = message.embeds[0]
    assert f"#{table_id} — replay" in embed.title
    assert embed.footer.text.startswith(f"Move 0 of {final.seq}")
    assert "The deal" in embed.description
    # Every hand is shown (the game is over).
    assert "alice: " in fields(message)["Hands"] and "bob: " in fields(message)["Hands"]
    [attachment] = posted.response.attachments
    assert attachment.filename == f"tavolo-{table_id}.txt"
    record = parse_record((await attachment.read()).decode("utf-8"))
    assert len(record.actions) == final.seq and record.names() == ["alice", "bob"]

    # ▶ shows move 1 with its label; ◀ goes back; ⏭ jumps to the end.
    _, message = await click(world, alice, message, "▶")
    assert message.embeds[0].footer.text.startswith(f"Move 1 of {final.seq}")
    opener = record.names()[record.start().to_move]
    # A card played is said as a sentence, as the terminal says it, not as the button's label.
    first = message.embeds[0].description.splitlines()[0]
    assert re.fullmatch(rf"\*\*Move 1\*\* · {opener} (plays|lays) .+\.", first), first
    _, message = await click(world, world.players[1], message, "◀")  # anyone may step
    assert message.embeds[0].footer.text.startswith("Move 0 of")
    _, message = await click(world, alice, message, "⏭")
    end = fields(message)
    winners = " and ".join(final.seats[s].name for s in final.state.result.winners)
    assert end["Result"].endswith(f"— {winners} won") and winners in summary_title
    for seat, score in zip(final.seats, final.state.result.scores, strict=True):
        assert f"{seat.name}: **{score:g}**" in end["Score"]
    assert f"{final.seq} / {final.seq}" in button_ids(message)
    ids = button_ids(message)
    labels = {
        row_item.custom_id: row_item.disabled for row in message.components for row_item in row.children
    }
    assert labels[ids["▶"]] and labels[ids["⏭"]] and not labels[ids["◀"]]


@pytest.mark.slow
async def test_a_scarto_game_stepped_to_the_end_shows_the_games_scores_and_deal_summaries(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await finish_scarto(world)
    final = world.last_table(table_id)
    carol = world.players[2]
    posted = await carol.slash(world.channel, "replay", table=table_id)
    message = message_by_id(world, posted.response.id)
    # Step by step through the first deal until its summary shows (the later deals end the same
    # way: stepping through all three took 20 s), then to the end, which shows the last one's.
    deal_titles: list[str] = []
    for number in range(1, final.seq + 1):
        _, message = await click(world, carol, message, "▶")
        assert message.embeds[0].footer.text.startswith(f"Move {number} of {final.seq}")
        deal_titles += [name for name in fields(message) if name.startswith("Deal ")]
        if deal_titles:
            break
    assert deal_titles[0].split(" — ")[0] == "Deal 1"
    _, message = await click(world, carol, message, "⏭")
    assert message.embeds[0].footer.text.startswith(f"Move {final.seq} of {final.seq}")
    end = fields(message)
    last_deal = [name.split(" — ")[0] for name in end if name.startswith("Deal ")]
    assert last_deal == [f"Deal {final.state.deal + 1}"]
    for seat, score in zip(final.seats, final.state.result.scores, strict=True):
        assert f"{seat.name}: **{score:g}**" in end["Score"]
    winners = " and ".join(final.seats[s].name for s in final.state.result.winners)
    assert end["Result"].endswith(f"— {winners} won")


async def test_an_unfinished_or_foreign_table_is_refused(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, humans=2)
    refused = await world.players[0].slash(world.channel, "replay", table=table.id)
    assert refused.ephemeral
    assert refused.response.content == (
        f"Table #{table.id} is still being played. Its replay opens when the game is over."
    )
    other = simcord_env.create_guild()
    stranger = other.add_member(simcord_env.create_user("eve"))
    elsewhere = await stranger.slash(other.create_text_channel("x"), "replay", table=table.id)
    assert (
        elsewhere.ephemeral and elsewhere.response.content == f"There is no table #{table.id} in this server."
    )


async def test_replay_buttons_keep_working_after_a_restart(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await finish_scopa(world)
    posted = await world.players[0].slash(world.channel, "replay", table=table_id)
    message = message_by_id(world, posted.response.id)
    _, message = await click(world, world.players[0], message, "▶")
    await simcord_env.restart_bot(make_bot())
    _, message = await click(world, world.players[1], message, "▶")
    assert message.embeds[0].footer.text.startswith("Move 2 of")


async def test_autocomplete_offers_my_finished_tables_first(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    first = await finish_scopa(world)  # alice and bob
    world.players[:] = [world.players[2], world.players[1], world.players[0]]  # carol hosts, bob joins
    second = await finish_scopa(world)
    alice = world.players[2]
    choices = await alice.autocomplete(world.channel, "replay", "table", "")
    assert [c["value"] for c in choices] == [first, second]
    assert choices[0]["name"].startswith(f"#{first} Scopa · you ")
    carol = world.players[0]
    choices = await carol.autocomplete(world.channel, "replay", "table", "")
    assert [c["value"] for c in choices] == [second, first]


async def test_hard_says_privately_what_it_would_have_played(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await finish_scopa(world)
    alice = world.players[0]
    posted = await alice.slash(world.channel, "replay", table=table_id)
    message = message_by_id(world, posted.response.id)
    assert "Hard's pick" not in button_ids(message)  # nothing was played yet at the deal
    _, message = await click(world, alice, message, "▶")
    mover = message.embeds[0].description.split(" · ", 1)[1].split(" ")[0]  # "bob lays the …"
    answer, _ = await click(world, alice, message, "Hard's pick")
    told = answer.response
    assert answer.ephemeral
    # The move and Hard's own pick both said as sentences, each card with its article, as the
    # replay says a move ("bob lays the 7 di denari."): not as a button's label.
    subject = "You (play|lay)" if mover == "alice" else f"{mover} (plays|lays)"
    assert re.match(rf"Move 1 · {subject} the ", told.content)
    assert "Hard would have chosen the same" in told.content or re.search(
        r"\. Hard would have \*\*(laid|played) the .+\*\*: ", told.content
    )
