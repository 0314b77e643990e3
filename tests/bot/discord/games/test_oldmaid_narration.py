"""The table tells an Old Maid shuffle or draw as what the player did (`alice shuffled their hand`,
`alice drew card 2 from bob`), in every language, while the button keeps speaking as the player
(`Shuffle my hand`)."""

from __future__ import annotations

import pytest

import games
from bot.discord.core.embeds import move_line
from bot.service.model import Seat, Table
from i18n import translate
from tests.bot.discord.games.test_family_discord import board_messages, buttons, mover, start
from tests.bot.discord_helpers import make_world

TOLD = {
    "en": "alice shuffled their hand",
    "it": "alice ha mescolato le sue carte",
    "fr": "alice a mélangé ses cartes",
    "ja": "aliceさんが手札をシャッフルしました",
}


DREW = {
    "en": "alice drew card 2 from bob",
    "it": "alice ha pescato la carta n. 2 da bob",
    "fr": "alice a tiré la carte n°\u00a02 chez bob",
    "ja": "aliceさんがbobさんの2番目のカードを引きました",
}


def old_maid_table() -> Table:
    game = games.get("oldmaid")
    state = game.new(2, seed=1)
    seats = (Seat(0, 1, "alice"), Seat(1, 2, "bob"))
    return Table(1, 1, 1, "oldmaid", "babanuki", {}, 1, "playing", 2, seats, 0, state, None)


@pytest.mark.parametrize("locale", sorted(TOLD))
def test_a_shuffle_is_told_as_what_the_player_did(locale: str) -> None:
    table = old_maid_table()
    label = table.state.describe_text("shuffle")
    told = move_line(table, 0, label).render(locale)
    assert told == TOLD[locale]
    # The player's own words stay on the button and in the move's label.
    assert translate(locale, "oldmaid-label-shuffle") not in told


@pytest.mark.parametrize("locale", sorted(DREW))
def test_a_draw_is_told_as_what_the_player_did_not_as_the_label(locale: str) -> None:
    table = old_maid_table()
    label = table.state.describe_text("draw:1")
    told = move_line(table, 0, label).render(locale)
    assert told == DREW[locale]
    assert "#" not in told


async def test_the_live_table_tells_a_shuffle_and_the_button_keeps_its_words(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await start(world, "oldmaid", 3, preset="jiji-nuki")
    await simcord_env.advance_time(2)
    (board,) = board_messages(world, table_id, "tv:draw")
    player = mover(world, table_id)
    assert any(b.label == "Shuffle my hand" for b in buttons(board))
    await player.click(board, label="Shuffle my hand")
    await simcord_env.advance_time(2)
    live = world.live_message(table_id).embeds[0].description or ""
    assert f"{player.user.name} shuffled their hand" in live, live
    assert "shuffle my hand" not in live.lower(), live


@pytest.mark.parametrize("locale", sorted(TOLD))
def test_a_replay_tells_the_shuffle_as_the_table_did(locale: str) -> None:
    from bot.discord.features.records.replay_view import replay_embed
    from bot.service.records import Replay
    from games.record import make_record

    game = games.get("oldmaid")
    options = game.resolve_options("babanuki", {})
    record = make_record("oldmaid", "babanuki", options, [("alice", None), ("bob", None)], 1, ["shuffle"])
    states = (record.start(), record.start().play("shuffle"))
    replay = Replay(1, 1, record, None, (1, 2), states)
    said = replay_embed(replay, 1, locale).description or ""
    assert TOLD[locale] in said, said
