"""The live table with its picture (issue 26): a headline, the picture and the buttons, every fact
said once; Concentration's last pair face up with its places; the picture is the table's."""

from __future__ import annotations

import re

from bot.discord.core.card_emoji import card_text
from bot.discord.core.card_pictures import picture_seats, table_canvas
from bot.discord.games.family import board as family_board
from bot.service.card_names import card_name
from tests.bot.discord_helpers import make_world, open_table, play_via_slash, setup_game


def text_of(message) -> str:
    embed = message.embeds[0]
    return "\n".join(
        part for part in (message.content, embed.title, embed.description, embed.footer.text) if part
    )


async def test_each_fact_is_said_once_in_text_or_on_the_picture(simcord_env):
    world = make_world(simcord_env, ["alice"])
    table = await setup_game(world, "scopone", computers=3, target=11)
    for pick in range(3):
        await play_via_slash(world, table.id, pick)
        await simcord_env.advance_time(5)
    now = world.last_table(table.id)
    live = world.live_message(table.id)
    embed = live.embeds[0]
    assert [a.filename for a in live.attachments] == ["table.png"] and embed.image.url.endswith("table.png")
    assert embed.fields == []  # no Players, Score, Last columns: the picture holds them
    text = text_of(live)
    lines = [line for line in (embed.description or "").splitlines() if line]
    # The score line first (the picture's scores are too small to read on a phone), then the
    # last moves, each once; the teams were named in the deal's first round, not now.
    assert lines[0] == "alice + Bot 2 **0** · Bot 1 + Bot 3 **0** — first to 11", lines
    assert 2 <= len(lines) <= 3 and len(set(lines)) == len(lines)
    assert len(re.findall(r"<@\d+>", text)) <= 1  # whose turn: said once, in the line above
    for heading in ("On the table", "Players", "Score", "Deal 1", "Teams"):
        assert heading not in text, heading
    # The cards on the table are on the picture; the text names only the move that laid one.
    view = now.state.view(None)
    moves = "\n".join(lines)
    for card in view["table"]:
        name = card_name(card, "scopa")
        assert text.count(name) == moves.count(name) <= 1, name
    # The picture is this table: every seat by its short name, its level as a badge.
    names, badges = picture_seats(now, "en")
    assert names == ("alice", "Bot 1", "Bot 2", "Bot 3") and badges == (None, "★★", "★★", "★★")
    drawn = [t for t, _ in table_canvas("scopa", view, names, badges=badges).texts]
    assert all(name in drawn for name in names) and not any("(normal)" in t for t in drawn)


async def test_concentrations_last_pair_stays_face_up_with_its_places(simcord_env, monkeypatch):
    # A miss on the board is turned back a moment later, not after 3 s of real time (simcord
    # waits for a sleep shorter than its settle bound); this test reads the live table.
    monkeypatch.setattr(family_board, "MISS_SECONDS", 0.05)
    world = make_world(simcord_env, ["alice", "bob"])
    table = await open_table(world, "concentration")
    await world.players[1].slash(world.channel, "table join")
    await world.players[0].click(world.live_message(table.id), label="Start")
    now = world.last_table(table.id)
    mover = next(p for p in world.players if p.id == now.to_move_user)
    await mover.slash(world.channel, "flip", position=3)
    await mover.slash(world.channel, "flip", position=17)
    now = world.last_table(table.id)
    outcome = now.state.view(None)["last_outcome"]
    first, second = (card for _, card in outcome["flipped"])
    scores, said = world.live_message(table.id).embeds[0].description.split("\n", 1)
    assert scores.startswith("alice **") and scores.endswith(" — most pairs wins"), scores
    assert said.startswith(f"{mover.user.name} turned up ")
    assert (
        f"{card_text(first, 'concentration')} at 3" in said
        and f"{card_text(second, 'concentration')} at 17" in said
    )
    assert said.endswith(("no match.", "a pair, taken."))
    names, _ = picture_seats(now, "en")
    faces = [card for card, _ in table_canvas("concentration", now.state.view(None), names).cards if card]
    assert sorted(faces) == sorted([first, second])  # face up on the picture until the next flip
