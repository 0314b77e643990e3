"""The `/hand` panel of the card-family games: Go Fish's two ask selects, Concentration's missing hand."""

from __future__ import annotations

from typing import Any
from unittest import mock

import games
from bot.discord.card_emoji import card_text, cards_text
from bot.discord.games.family_ask import NARROW, _wanted_options
from bot.service.card_names import card_name
from bot.service.table_service import Table
from games import cards as C
from tests.bot.discord_helpers import World, add_computer, make_world, open_table
from tests.bot.test_family_discord import buttons, start


def selects(message: Any) -> dict[str, list[str]]:
    """The option values of the message's selects, by the start of their custom id (`tv:gfp:<table>`)."""
    found = {}
    for row in message.components:
        items = row["components"] if isinstance(row, dict) else getattr(row, "children", [row])
        for item in items:
            options = item.get("options") if isinstance(item, dict) else getattr(item, "options", None)
            custom = item["custom_id"] if isinstance(item, dict) else item.custom_id
            if options is not None:
                values = [o["value"] if isinstance(o, dict) else o.value for o in options]
                found[":".join(custom.split(":")[:3])] = values
    return found


async def go_fish_with_computers(world: World, computers: int, **rules: str) -> Table:
    """alice (seat 1, who opens) against `computers` computer players, with these table options."""
    alice = world.players[0]
    players = computers + 1
    table = await open_table(world, "gofish", players=players)
    for option, value in rules.items():
        set_ = await alice.slash(world.channel, "table options", option=option, value=value)
        assert f"Set `{option}`" in set_.response.content, set_.response.content
    for _ in range(computers):
        await add_computer(world, table.id)
    options = {k: v == "on" if v in ("on", "off") else v for k, v in rules.items()}
    game = games.get("gofish")
    seed = next(s for s in range(100) if game.new(players, options=options, seed=s).to_move == 0)
    # The service draws the seed from SystemRandom; fix it for this one Start click.
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        await alice.click(world.live_message(table.id), label="Start")
    table = world.last_table(table.id)
    assert table.status == "playing" and table.state.to_move == 0
    return table


async def test_go_fish_six_players_ask_beyond_the_25th_action_with_the_two_selects(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    # Exact cards at six: five players times every missing card of the ranks held, far over 25.
    table = await go_fish_with_computers(world, 5, ask_exact_card="on")
    seat = table.seat_of(alice.id)
    legal = table.state.legal()
    action = legal[-1]
    assert legal.index(action) >= 25, "one select of every ask would have cut this one off"
    _, target, card = action.split(":")

    panel = (await alice.slash(world.channel, "hand")).response
    assert panel.ephemeral and "Your hand" in panel.content
    found = selects(panel)
    assert set(found) == {f"tv:gfp:{table.id}", f"tv:gfw:{table.id}"}
    assert sorted(found[f"tv:gfp:{table.id}"]) == [str(s) for s in range(1, 6)]
    cards = set(found[f"tv:gfw:{table.id}"])
    assert cards == {a.rsplit(":", 1)[1] for a in legal}

    panel = (await alice.select(panel, [card], custom_id=f"tv:gfw:{table.id}:{table.seq}:-")).response
    assert world.last_table(table.id).seq == table.seq, "one half must not ask yet"
    assert f"Asking for **{card_text(card, 'gofish')}**" in panel.content
    panel = (await alice.select(panel, [target], custom_id=f"tv:gfp:{table.id}:{table.seq}:{card}")).response
    after = world.last_table(table.id)
    asked = after.state.view(seat)["log"][len(table.state.view(seat)["log"])]
    assert (asked["type"], asked["seat"], asked["target"], asked["card"]) == ("ask", seat, int(target), card)
    name = table.seats[int(target)].name
    assert f"{name} gave you" in panel.content or f"{name}: “Go fish!”" in panel.content
    # The hand and the answer stay private: nothing of it reached the channel.
    public = "\n".join(m.content or "" for m in world.channel.history() if not m.flags.ephemeral)
    assert "Your hand" not in public and "gave you" not in public and "You drew" not in public


async def test_go_fish_rank_selects_survive_a_restart_and_old_ones_are_refused(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await go_fish_with_computers(world, 2)
    seat = table.seat_of(alice.id)
    hand = table.state.view(seat)["hand"]
    panel = alice.user.dm_channel.history()[-1]  # the hand DM carries the same selects
    ranks = selects(panel)[f"tv:gfw:{table.id}"]
    assert sorted(ranks) == sorted({C.rank_of(c) for c in hand})
    target, rank = "2", ranks[-1]

    old_panel = (await alice.slash(world.channel, "hand")).response  # an ephemeral copy of this turn
    old_bot = world.bot
    await simcord_env.restart_bot(make_bot())
    await old_bot.release()

    panel = (await alice.user.select(panel, [target], custom_id=f"tv:gfp:{table.id}:{table.seq}:-")).response
    name = table.seats[2].name
    assert f"Asking **{name}**" in panel.content and world.last_table(table.id).seq == table.seq
    answered = await alice.user.select(panel, [rank], custom_id=f"tv:gfw:{table.id}:{table.seq}:{target}")
    panel = answered.response
    after = world.last_table(table.id)
    asked = after.state.view(seat)["log"][len(table.state.view(seat)["log"])]
    assert (asked["type"], asked["target"], asked["rank"]) == ("ask", 2, rank)
    mine = after.state.view(seat)["hand"]
    assert (
        alice.user.dm_channel.history()[-1].content.count(cards_text(mine, "gofish")) == 1
    )  # the DM is current

    # The panel drawn for that turn now answers politely and asks nothing.
    seq = world.last_table(table.id).seq
    stale = await alice.select(old_panel, [target], custom_id=f"tv:gfp:{table.id}:{table.seq}:-")
    assert stale.ephemeral and "earlier turn" in stale.response.content
    assert world.last_table(table.id).seq == seq


async def test_concentration_sends_no_hand_and_hand_explains_while_others_still_get_theirs(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table_id = await start(world, "concentration", 2, deck="20")
    await simcord_env.advance_time(3)
    alice, bob = world.players
    for player in (alice, bob):
        assert not player.user.dm_channel or not player.user.dm_channel.history()
    answer = await alice.slash(world.channel, "hand")
    assert answer.ephemeral and "Concentration has no hand" in answer.response.content
    assert "/flip" in answer.response.content and "Your hand" not in answer.response.content
    # Nor does the live table offer a "My hand" button; its footer says how to play instead.
    assert not any(b.custom_id == f"tv:hand:{table_id}" for m in world.channel.history() for b in buttons(m))
    live = world.live_message(table_id)
    assert "/flip" in live.embeds[0].footer.text and "DM" not in live.embeds[0].footer.text


async def test_old_maid_and_go_fish_still_send_the_hand_by_dm(simcord_env):
    for game in ("oldmaid", "gofish"):
        world = make_world(simcord_env, ["alice", "bob"])
        table_id = await start(world, game, 2)
        await simcord_env.advance_time(3)
        table = world.last_table(table_id)
        for player in world.players:
            dm = player.user.dm_channel.history()[-1]
            hand = table.state.view(table.seat_of(player.id))["hand"]
            assert "Your hand" in dm.content and card_name(hand[0], game) in dm.content
            assert "On the table" not in dm.content  # these games never lay cards on a table


def test_exact_card_asks_over_25_cards_choose_the_rank_first_then_the_suit():
    deck = C.french_deck()
    spades = ["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s"]
    others = ["Js", "Qs"]
    rest = [c for c in deck if c not in spades + others]
    state = games.get("gofish").new(
        2, options={"ask_exact_card": True}, deal={"hands": [spades, others], "stock": rest}
    )
    if state.to_move != 0:
        state = games.get("gofish").new(
            2, options={"ask_exact_card": True}, deal={"hands": [others, spades], "stock": rest}
        )
    hand = state.view(state.to_move)["hand"]
    assert len({a.rsplit(":", 1)[1] for a in state.legal()}) == 30  # one select could not hold them
    ranks, _ = _wanted_options(state, hand, None, None)
    assert [o.value for o in ranks] == [NARROW + C.rank_of(c) for c in spades]
    sevens, placeholder = _wanted_options(state, hand, None, "7")
    assert [o.value for o in sevens] == ["7h", "7d", "7c", NARROW] and "Sevens" in placeholder
    # A card already picked keeps its rank's list open, with the card marked.
    picked, _ = _wanted_options(state, hand, "7d", None)
    assert [o.value for o in picked if o.default] == ["7d"]
