"""The `/hand` panel of the card-family games: Go Fish's two ask selects, Concentration's missing hand."""

from __future__ import annotations

from typing import Any
from unittest import mock

import discord

import games
from bot.discord.core.card_emoji import card_text
from bot.discord.core.card_pictures import hand_files, picture_seats
from bot.discord.games.family.ask import NARROW, _wanted_options
from bot.service.model import Table
from games import cards as C
from games.family_common import rank_name
from tests.bot.discord.games.test_family_discord import buttons, start
from tests.bot.discord_helpers import World, add_computer, make_world, open_table


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


def ask_controls(message: Any, table_id: int) -> list[dict[str, Any]]:
    """The one-click ask controls (buttons `tv:gfa:`, selects `tv:gfs:`) of a panel, as dicts."""
    found = []
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        found.extend(
            c
            for c in row["components"]
            if c["custom_id"].startswith((f"tv:gfa:{table_id}:", f"tv:gfs:{table_id}:"))
        )
    return found


async def test_go_fish_six_players_ask_beyond_the_25th_action_in_one_pick(simcord_env):
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
    # The hand is in the picture; the text is the headline (whose turn) and how to ask.
    assert panel.ephemeral and "**Your turn.**" in panel.content and "Your hand" not in panel.content
    assert [a.filename for a in panel.attachments] == ["hand.png"]
    lists = ask_controls(panel, table.id)
    # One list per player asked, each naming whom it asks; together every legal ask, once.
    assert len(lists) == 5 and all(len(c["options"]) <= 25 for c in lists)
    assert sorted(o["value"] for c in lists for o in c["options"]) == sorted(legal)
    short = picture_seats(table, "en")[0]  # each select names whom it asks as the pictures do
    for select in lists:
        asked = {o["value"].split(":")[1] for o in select["options"]}
        assert len(asked) == 1 and short[int(asked.pop())] in select["placeholder"]
    select = next(c for c in lists if any(o["value"] == action for o in c["options"]))
    label = next(o["label"] for o in select["options"] if o["value"] == action)
    # The seat by its short name, as the pictures give it (the level is not needed to ask).
    assert label == f"Bot {table.seats[int(target)].name.split()[1]} · {C.symbol(card)}"

    panel = (await alice.select(panel, [action], custom_id=select["custom_id"])).response
    after = world.last_table(table.id)
    asked = after.state.view(seat)["log"][len(table.state.view(seat)["log"])]
    assert (asked["type"], asked["seat"], asked["target"], asked["card"]) == ("ask", seat, int(target), card)
    name = f"Bot {table.seats[int(target)].name.split()[1]}"  # its one name, as the select gave it
    assert f"{name} gave you" in panel.content or f"{name} says: “Go fish!”" in panel.content
    # The hand and the answer stay private: nothing of it reached the channel.
    public = "\n".join(m.content or "" for m in world.channel.history() if not m.flags.ephemeral)
    assert "Your hand" not in public and "gave you" not in public and "You drew" not in public


async def test_go_fish_asks_in_one_click_survive_a_restart_and_old_ones_are_refused(simcord_env, make_bot):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await go_fish_with_computers(world, 2)
    seat = table.seat_of(alice.id)
    hand = table.state.view(seat)["hand"]
    panel = alice.user.dm_channel.history()[-1]  # the hand DM carries the same controls
    ranks = sorted({C.rank_of(c) for c in hand})
    controls = ask_controls(panel, table.id)
    # A button per rank held, asking the next player (the "whom" select above picks another).
    asks = [c["custom_id"].split(":", 4)[4] for c in controls]
    assert all(c["type"] == 2 for c in controls)
    assert sorted(asks) == sorted(f"ask:1:{r}" for r in ranks)
    action = f"ask:1:{ranks[-1]}"

    old_panel = (await alice.slash(world.channel, "hand")).response  # an ephemeral copy of this turn
    old_bot = world.bot
    await simcord_env.restart_bot(make_bot())
    await old_bot.release()

    answered = await alice.user.click(panel, custom_id=f"tv:gfa:{table.id}:{table.seq}:{action}")
    after = world.last_table(table.id)
    asked = after.state.view(seat)["log"][len(table.state.view(seat)["log"])]
    assert (asked["type"], asked["target"], asked["rank"]) == ("ask", 1, ranks[-1])
    assert answered.response is not None
    # The DM is current: its picture is the one drawn for the hand alice holds now.
    (dm_picture,) = alice.user.dm_channel.history()[-1].attachments
    (now,) = hand_files(world.last_table(table.id), alice.id)
    assert await dm_picture.read() == now.fp.read()

    # The panel drawn for that turn now answers politely and asks nothing.
    seq = world.last_table(table.id).seq
    old = ask_controls(old_panel, table.id)[0]
    stale = await alice.click(old_panel, custom_id=old["custom_id"])
    assert stale.ephemeral and "earlier turn" in stale.response.content
    assert world.last_table(table.id).seq == seq


async def test_go_fish_asks_are_rank_buttons_under_a_whom_select_and_exact_cards_in_selects():
    from bot.discord.games.family.ask import add_ask_controls
    from bot.service.model import Seat

    deck = C.french_deck()
    few, many = ["As", "Ah", "7c", "7d", "Kc"], ["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s"]
    cases = [
        (few, {}, 3, "ranks"),
        ([*many, "Js", "Qs", "Ks"], {}, 3, "ranks"),
        (few, {}, 2, "ranks alone"),
        (few, {"ask_exact_card": True}, 3, "select"),
        (many, {"ask_exact_card": True}, 3, "two"),
    ]
    for hand, options, players, kind in cases:
        rest = [c for c in deck if c not in hand]
        hands = [hand, rest[:5], rest[5:10]][:players]
        state = games.get("gofish").new(
            players, options=options, deal={"hands": hands, "stock": rest[5 * (players - 1) :]}
        )
        seats = tuple(Seat(i, 100 + i, n) for i, n in enumerate(("alice", "giulia", "marco")[:players]))
        table = Table(
            1, 1, 1, "gofish", "gofish", dict(state.options), 100, "playing", players, seats, 4, state, None
        )
        assert state.to_move == 0
        controls = discord.ui.View()
        line = add_ask_controls(controls, table, 0, 4)
        items = [getattr(child, "item", child) for child in controls.children]
        ranks = list(dict.fromkeys(C.rank_of(c) for c in hand))
        if kind.startswith("ranks"):  # "Aces (you hold 2)", asking giulia: one click each
            buttons = [i for i in items if isinstance(i, discord.ui.Button)]
            assert [b.label for b in buttons] == [
                f"{rank_name(r)} (you hold {sum(C.rank_of(c) == r for c in hand)})" for r in ranks
            ]
            assert [b.custom_id.split(":", 4)[4] for b in buttons] == [f"ask:1:{r}" for r in ranks]
            assert max(i.row for i in items) < 5 and all(i.row is not None for i in items)
            if kind == "ranks alone":  # one player to ask: named in the line, no select
                assert len(items) == len(buttons) and "Ask **giulia** for…" in line
            else:  # whom, above the ranks: picking marco redraws them asking marco
                (whom,) = [i for i in items if isinstance(i, discord.ui.Select)]
                assert whom.row == 0 and [o.label for o in whom.options] == [
                    "Ask giulia (5 cards)",
                    "Ask marco (5 cards)",
                ]
                assert [o.default for o in whom.options] == [True, False]
                again = discord.ui.View()
                add_ask_controls(again, table, 0, 4, target=2)
                asked = [getattr(c, "item", c).custom_id.split(":", 4)[4] for c in again.children][1:]
                assert asked == [f"ask:2:{r}" for r in ranks]
        elif kind == "select":  # exact cards, 14 asks: one select of whole asks
            [select] = items
            assert select.options[0].label.startswith("giulia · ")
            assert "you hold 2" in select.options[0].description
        else:  # exact cards, 10 ranks: 30 asks of each player, so whom, then what
            assert [i.custom_id.split(":")[1] for i in items] == ["gfp", "gfw"]


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
            # In the picture attached, not listed again in the text.
            assert [a.filename for a in dm.attachments] == ["hand.png"]
            assert "Your hand" not in dm.content and card_text(hand[0], game) not in dm.content
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
