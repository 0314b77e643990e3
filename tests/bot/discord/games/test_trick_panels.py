"""The trick games' private panels (hand DM and `/hand`): Scarto's discard select, card controls
that stay usable across turns, hands over 20 cards by suit, Stovkahra's declaration turn."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any
from unittest import mock

import games
from bot.discord.games.tricks.discard import discardable
from bot.service.card_names import card_name
from games import cards as C
from tests.bot.discord.games.test_tricks_discord import _FixedSeed, seat_everyone, seat_member
from tests.bot.discord_helpers import World, add_computer, make_world, open_table

SCARTO = games.get("scarto")
STOVKAHRA = games.get("stovkahra")


def controls(message: Any) -> list[dict[str, Any]]:
    """Every component of a message (a DM's objects or an ephemeral answer's dicts) as a dict."""
    found = []
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        found.extend(row["components"])
    return found


def by_prefix(message: Any, prefix: str) -> list[dict[str, Any]]:
    return [c for c in controls(message) if c.get("custom_id", "").startswith(prefix)]


def values(select: dict[str, Any]) -> list[str]:
    return [o["value"] for o in select["options"]]


async def scarto_dealer_against_computers(world: World, fits: Callable[[int], bool]) -> Any:
    """alice deals (seat 0) against two computers, on a deal whose discardable cards `fits`."""
    table = await open_table(world, "scarto", players=3)
    for _ in range(2):
        await add_computer(world, table.id)
    seed = next(
        s
        for s in range(500)
        if (state := SCARTO.new(3, seed=s)).to_move == 0 and fits(len(discardable(state.legal())))
    )
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
    with mock.patch("bot.service.seating.random.SystemRandom", fixed):
        await world.players[0].click(world.live_message(table.id), label="Start")
    table = world.last_table(table.id)
    assert table.state.phase == "discard" and table.state.to_move == 0
    return table


# --- Scarto's discard ------------------------------------------------------------------------------


async def test_scarto_dealer_discards_with_one_select_of_three_from_the_hand_dm(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await scarto_dealer_against_computers(world, lambda n: n <= 25)
    hand = table.state.view(0)["hand"]
    dm = alice.user.dm_channel.history()[-1]
    assert "choose three cards to lay aside" in dm.content

    [select] = by_prefix(dm, f"tv:disc:{table.id}:")
    offered = values(select)
    assert set(offered) == discardable(table.state.legal())
    assert select["min_values"] == select["max_values"] == 3
    assert not {c for c in hand if c.startswith("K") or c in ("FOOL", "T20")} & set(offered)

    chosen = offered[-3:]
    answer = await alice.user.select(dm, chosen, custom_id=select["custom_id"])
    after = world.last_table(table.id)
    assert sorted(after.state.view(0)["discard"]) == sorted(chosen)
    assert after.state.phase == "play"
    assert f"You discarded {C.symbols(chosen)}" in answer.response.content
    assert not by_prefix(answer.response, "tv:disc:"), "the discard select is gone once it is made"


async def test_scarto_discard_over_25_cards_is_one_pick_within_the_suit_cards(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await scarto_dealer_against_computers(world, lambda n: n > 25)
    panel = (await alice.slash(world.channel, "hand")).response
    suits, trumps = by_prefix(panel, f"tv:disc:{table.id}:")
    allowed = discardable(table.state.legal())
    assert set(values(suits)) | set(values(trumps)) == allowed
    assert all(C.suit_of(c) for c in values(suits)) and not any(C.suit_of(c) for c in values(trumps))
    assert len(values(suits)) <= 25 and suits["max_values"] == 3

    chosen = values(suits)[:3]
    answer = await alice.select(panel, chosen, custom_id=suits["custom_id"])
    assert sorted(world.last_table(table.id).state.view(0)["discard"]) == sorted(chosen)
    assert "You discarded" in answer.response.content


async def test_scarto_discard_across_both_lists_and_a_stale_list_is_refused(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await scarto_dealer_against_computers(world, lambda n: n > 25)
    old = (await alice.slash(world.channel, "hand")).response
    panel = (await alice.slash(world.channel, "hand")).response
    suits, trumps = by_prefix(panel, f"tv:disc:{table.id}:")
    two = values(suits)[:2]

    panel = (await alice.select(panel, two, custom_id=suits["custom_id"])).response
    assert world.last_table(table.id).seq == table.seq, "two cards are not a discard yet"
    assert f"Picked so far: **{C.symbols(two)}** — 1 more to pick." in panel.content
    suits, trumps = by_prefix(panel, f"tv:disc:{table.id}:")
    assert [o["value"] for o in suits["options"] if o.get("default")] == two
    assert trumps["max_values"] == 1, "only one more card fits in the discard"

    answer = await alice.select(panel, [values(trumps)[0]], custom_id=trumps["custom_id"])
    after = world.last_table(table.id)
    assert sorted(after.state.view(0)["discard"]) == sorted([*two, values(trumps)[0]])
    assert "You discarded" in answer.response.content

    # A list drawn before the discard was made answers politely and lays nothing.
    seq = world.last_table(table.id).seq
    stale_select = by_prefix(old, f"tv:disc:{table.id}:")[0]
    stale = await alice.select(old, values(stale_select)[:3], custom_id=stale_select["custom_id"])
    assert stale.ephemeral and "earlier turn" in stale.response.content
    assert world.last_table(table.id).seq == seq


# --- card controls across turns --------------------------------------------------------------------


def stovkahra_seed_with_a_card_to_refuse() -> tuple[int, str]:
    """A deal (every declaration passed) where the first lead leaves the next player a card they
    may not play; returns the seed and that lead."""
    for seed in range(500):
        state = STOVKAHRA.new(4, seed=seed)
        while state.phase == "declare":
            state = state.play("pass")
        leader = state.to_move
        for lead in (a for a in state.legal() if a in C.piquet_deck()):
            after = state.play(lead)
            hand = after.view((leader + 1) % 4)["hand"]
            if set(hand) - set(after.legal()) and len(hand) == 8:
                return seed, lead
    raise AssertionError("no suitable seed")


async def test_a_trick_panel_opened_early_plays_when_the_turn_comes(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["ann", "ben", "cy", "dee"])
    table_id = await seat_everyone(world, "stovkahra", 4)
    seed, lead = stovkahra_seed_with_a_card_to_refuse()
    monkeypatch.setattr("bot.service.seating.random.SystemRandom", lambda: _FixedSeed(seed))
    await world.players[0].click(world.live_message(table_id), label="Start")
    monkeypatch.undo()
    while world.last_table(table_id).state.phase == "declare":
        table = world.last_table(table_id)
        await seat_member(world, table_id, table.state.to_move).slash(world.channel, "move", action="pass")
    table = world.last_table(table_id)
    leader = table.state.to_move
    seat = (leader + 1) % 4
    player = seat_member(world, table_id, seat)
    hand = table.state.view(seat)["hand"]

    # Opened before the player's turn: every card of the hand is a live button.
    copy = (await player.slash(world.channel, "hand")).response
    panel = (await player.slash(world.channel, "hand")).response
    cards = by_prefix(panel, f"tv:card:{table_id}:")
    assert [c["custom_id"].rsplit(":", 1)[1] for c in cards] == hand
    assert not any(c.get("disabled") for c in cards)
    assert "Not your turn yet" in panel.content

    early = await player.click(panel, custom_id=cards[0]["custom_id"])
    leader_name = table.seats[leader].name
    assert early.ephemeral and early.response.content == f"Not your turn yet — {leader_name} to play."
    assert world.last_table(table_id).seq == table.seq

    await seat_member(world, table_id, leader).slash(world.channel, "play", card=lead)
    now = world.last_table(table_id)
    assert now.state.to_move == seat
    illegal = next(c for c in hand if c not in now.state.legal())
    # The newest /hand panel was redrawn through its interaction when the turn came: it says so,
    # and the card the rules refuse is disabled there.
    await world.env.advance_time(3)
    fresh = panel  # simcord keeps an ephemeral message current as it is edited
    assert "Your turn" in fresh.content, fresh.content
    disabled = {
        c["custom_id"].rsplit(":", 1)[1]
        for c in by_prefix(fresh, f"tv:card:{table_id}:")
        if c.get("disabled")
    }
    assert illegal in disabled
    # The older copy was not redrawn: a click there is judged against the position now.
    refused = await player.click(copy, custom_id=f"tv:card:{table_id}:d{now.state.deal}:{illegal}")
    assert refused.ephemeral and "earlier turn" not in refused.response.content
    assert refused.response.content.startswith(("You must", "You can't", "Follow", "Play")), refused
    assert world.last_table(table_id).seq == now.seq

    legal = next(c for c in hand if c in now.state.legal())
    played = await player.click(panel, custom_id=f"tv:card:{table_id}:d{now.state.deal}:{legal}")
    after = world.last_table(table_id)
    assert after.seq == now.seq + 1 and after.state.view(None)["history"][-1] == [seat, legal]
    assert card_name(legal, now.game) not in played.response.content.split("\n")[1], "the panel is redrawn"

    again = await player.click(copy, custom_id=f"tv:card:{table_id}:d{now.state.deal}:{legal}")
    assert again.ephemeral
    assert again.response.content.startswith(f"You no longer hold the {card_name(legal, now.game)}")
    assert world.last_table(table_id).seq == after.seq


async def test_a_trick_panel_from_an_earlier_deal_plays_nothing(simcord_env):
    world = make_world(simcord_env, ["ann", "ben", "cy", "dee"])
    table_id = await seat_everyone(world, "stovkahra", 4)
    await world.players[0].click(world.live_message(table_id), label="Start")
    waiting = (world.last_table(table_id).state.to_move + 1) % 4  # its cards are live off its turn
    player = seat_member(world, table_id, waiting)
    panel = (await player.slash(world.channel, "hand")).response
    button = by_prefix(panel, f"tv:card:{table_id}:")[0]
    assert not button.get("disabled")
    # Opened again: the newer panel is the one redrawn as the game goes on; `panel` stays as drawn.
    await player.slash(world.channel, "hand")
    rng = random.Random(5)
    while world.last_table(table_id).state.deal == 0:
        table = world.last_table(table_id)
        legal = [a for a in table.state.legal() if a != "dost" and not a.startswith(("declare:", "signal:"))]
        mover = seat_member(world, table_id, table.state.to_move)
        await mover.slash(world.channel, "move", action=rng.choice(legal))
    seq = world.last_table(table_id).seq
    old = await player.click(panel, custom_id=button["custom_id"])
    assert old.ephemeral and old.response.content.startswith("That hand was for an earlier deal")
    assert world.last_table(table_id).seq == seq


async def test_a_scarto_hand_is_laid_out_by_suit_and_offers_what_may_be_played(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await seat_everyone(world, "scarto", 3)
    await world.players[0].click(world.live_message(table_id), label="Start")
    table = world.last_table(table_id)
    dealer = table.state.to_move
    seat = (dealer + 1) % 3  # leads the first trick
    player = seat_member(world, table_id, seat)
    hand = table.state.view(seat)["hand"]
    assert len(hand) == 25

    panel = (await player.slash(world.channel, "hand")).response
    selects = by_prefix(panel, f"tv:cards:{table_id}:")
    assert 2 <= len(selects) <= 5 and len(panel.components) <= 5
    assert sorted(v for s in selects for v in values(s)) == sorted(hand)
    for select in selects:  # one suit each (trumps with the Matto), named on the select
        suits = {C.suit_of(c) for c in values(select)}
        assert len(suits) == 1
        word = {"s": "Swords", "h": "Cups", "d": "Coins", "c": "Batons", "": "Trumps"}[suits.pop()]
        assert word in select["placeholder"] and not select.get("disabled")

    dealer_member = seat_member(world, table_id, dealer)
    three = sorted(discardable(table.state.legal()))[:3]
    await dealer_member.slash(world.channel, "discard", cards="+".join(three))
    # The leader plays from the panel opened during the discard; then the next player's panel
    # offers exactly the cards they may play, each in its suit's select.
    lead_select = next(s for s in selects if not values(s)[0].startswith(("T", "FOOL")))
    lead = values(lead_select)[0]
    await player.select(panel, [lead], custom_id=lead_select["custom_id"])
    now = world.last_table(table_id)
    assert now.state.view(None)["history"][-1] == [seat, lead]
    follower = seat_member(world, table_id, now.state.to_move)
    panel = (await follower.slash(world.channel, "hand")).response
    selects = by_prefix(panel, f"tv:cards:{table_id}:")
    # A select only for what may be played (the suit led, or trumps); the other suits of the
    # hand named, with their counts, in one grey line instead of a disabled select each.
    assert not any(s.get("disabled") for s in selects)
    assert sorted(v for s in selects for v in values(s)) == sorted(now.state.legal())
    words = {"s": "Swords", "h": "Cups", "d": "Coins", "c": "Batons", "": "Trumps"}
    held = now.state.view(now.state.to_move)["hand"]
    playable = {C.suit_of(c) or "" for c in now.state.legal()}
    closed = {C.suit_of(c) or "" for c in held} - playable
    assert len(selects) == len(playable)
    if closed:
        (line,) = [x for x in panel.content.splitlines() if x.startswith("-# Not now: ")]
        for suit in closed:
            count = sum((C.suit_of(c) or "") == suit for c in held)
            assert f"{words[suit]} ({count})" in line
        assert not any(words[suit] in line for suit in playable)


# --- Stovkahra's declaration turn ------------------------------------------------------------------


async def test_stovkahra_declaration_turn_has_pass_and_declare_buttons_in_the_dm(simcord_env, monkeypatch):
    from tests.bot.discord.games.test_tricks_discord import seed_with_declaration_then_signal

    world = make_world(simcord_env, ["ann", "ben", "cy", "dee"])
    table_id = await seat_everyone(world, "stovkahra", 4)
    monkeypatch.setattr(
        "bot.service.seating.random.SystemRandom", lambda: _FixedSeed(seed_with_declaration_then_signal())
    )
    await world.players[0].click(world.live_message(table_id), label="Start")
    monkeypatch.undo()
    await simcord_env.advance_time(2)
    table = world.last_table(table_id)
    seat = table.state.to_move
    player = seat_member(world, table_id, seat)
    dm = player.user.dm_channel.history()[-1]
    moves = {c["label"]: c for c in by_prefix(dm, f"tv:mv:{table_id}:")}
    declarations = [a for a in table.state.legal() if a.startswith("declare:")]
    assert "Pass (done declaring)" in moves
    assert sum(label.startswith("Declare ") for label in moves) == len(declarations) > 0
    cards = by_prefix(dm, f"tv:card:{table_id}:")
    assert len(cards) == 8 and all(c.get("disabled") for c in cards), "no card may be played yet"

    passed = await player.user.click(dm, custom_id=moves["Pass (done declaring)"]["custom_id"])
    after = world.last_table(table_id)
    assert after.state.view(None)["history"][-1] == [seat, "pass"] and after.state.to_move != seat
    assert not by_prefix(passed.response, f"tv:mv:{table_id}:")
    assert not any(c.get("disabled") for c in by_prefix(passed.response, f"tv:card:{table_id}:"))
