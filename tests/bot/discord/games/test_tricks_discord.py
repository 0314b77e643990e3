"""Scarto and Stovkahra through Discord (simcord): /discard, /declare, /signal, /dost, /play, the table."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import games
from bot.discord.core.card_emoji import cards_text
from bot.service.card_names import card_name
from games import cards as C
from tests.bot.discord_helpers import World, cards_as_text, make_world, member_for

STOVKAHRA = games.get("stovkahra")


async def seat_everyone(world: World, game: str, players: int) -> int:
    host = world.players[0]
    result = await host.slash(world.channel, "table new", game=game, players=players)
    assert result.response is not None and not result.ephemeral, result
    table = world.table()
    for player in world.players[1:players]:
        joined = await player.slash(world.channel, "table join")
        assert "You joined" in joined.response.content
    return table.id


def mover(world: World, table_id: int) -> Any:
    table = world.last_table(table_id)
    return member_for(world, table.seats[table.state.to_move].user_id)


def seat_member(world: World, table_id: int, seat: int) -> Any:
    return member_for(world, world.last_table(table_id).seats[seat].user_id)


def live_text(world: World, table_id: int) -> str:
    message = world.live_message(table_id)
    return (message.content or "") + "\n".join(e.description or "" for e in message.embeds)


def public_text(world: World) -> str:
    return "\n".join(
        (m.content or "") + str([e.to_dict() for e in m.embeds])
        for m in world.channel.history()
        if not m.flags.ephemeral
    )


# --- Scarto ----------------------------------------------------------------------------------------


@pytest.mark.slow
async def test_scarto_discard_command_autocomplete_refusals_and_a_deal(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    await cards_as_text(world)  # a test of the table in words (with pictures, the picture shows this)
    table_id = await seat_everyone(world, "scarto", 3)
    host = world.players[0]
    await host.click(world.live_message(table_id), label="Start")
    table = world.last_table(table_id)
    dealer = table.state.dealer
    dealer_member = seat_member(world, table_id, dealer)
    hand = table.state.view(dealer)["hand"]
    assert "is discarding three cards" in live_text(world, table_id)

    other = seat_member(world, table_id, (dealer + 1) % 3)
    refused = await other.slash(world.channel, "discard", cards="2s+3s+4s")
    assert refused.ephemeral and "not your turn" in refused.response.content.lower()

    offered = await dealer_member.autocomplete(world.channel, "discard", "cards", "")
    values = [choice["value"] for choice in offered]
    assert values and all(v in hand for v in values)
    assert not any(v.startswith("K") or v in ("FOOL", "T20") for v in values)
    second = await dealer_member.autocomplete(world.channel, "discard", "cards", values[0] + "+")
    assert all(choice["value"].startswith(values[0] + "+") for choice in second)
    # /move in the discard phase (3,276 discards): autocomplete offers discards holding what is
    # typed, labelled in words; an unknown word is refused at once in the rules' words.
    moves = await dealer_member.autocomplete(world.channel, "move", "action", values[0])
    assert moves and len(moves) <= 25 and all(values[0] in c["value"] for c in moves), moves
    assert all(c["name"].startswith("discard ") for c in moves), moves
    unknown = await dealer_member.slash(world.channel, "move", action="foo")
    assert unknown.ephemeral and "I don't understand `foo`" in unknown.response.content
    assert "`discard:2s+3c+T5`" in unknown.response.content  # and how to say a discard

    king = next((c for c in hand if c.startswith("K")), None)
    if king is not None:
        bad = await dealer_member.slash(world.channel, "discard", cards=f"{king}+{values[0]}+{values[1]}")
        assert bad.ephemeral and "Kings may not be discarded" in bad.response.content
    chosen = values[:3]
    done = await dealer_member.slash(world.channel, "discard", cards=" + ".join(chosen))
    assert done.ephemeral and done.response.content.startswith("You discarded"), done.response.content
    table = world.last_table(table_id)
    assert sorted(table.state.view(dealer)["discard"]) == sorted(chosen)
    again = await dealer_member.slash(world.channel, "discard", cards="+".join(chosen))
    assert again.ephemeral

    # Play the deal out with /play; autocomplete offers exactly the legal cards.
    rng = random.Random(3)
    checked = False
    while world.last_table(table_id).state.deal == 0:
        table = world.last_table(table_id)
        player = mover(world, table_id)
        legal = table.state.legal()
        if not checked and table.state.view(None)["trick"]:
            offered = await player.autocomplete(world.channel, "play", "card", "")
            assert sorted(c["value"] for c in offered) == sorted(legal)[:25] or len(legal) > 25
            # The trick by seat leads the table's words (its first card shows the suit led).
            assert "**Trick 1:** " in live_text(world, table_id).split(".", 1)[-1].split("\n")[0]
            checked = True
        answer = await player.slash(world.channel, "play", card=rng.choice(legal))
        assert answer.ephemeral and answer.response.content.startswith("You played"), answer.response.content
    await simcord_env.advance_time(2)
    text = live_text(world, table_id)
    assert "Deal 1 scored" in text and "tricks" in text and "→" in text
    public = public_text(world)
    assert "discard:" not in public
    for card in chosen:  # the discard is never shown in the channel
        assert not re.search(rf"(?<![0-9A-Za-z]){re.escape(card_name(card, 'scarto'))}(?![0-9])", public), (
            card
        )


# --- Stovkahra -------------------------------------------------------------------------------------


def seed_with_declaration_then_signal() -> int:
    """A seed whose first declaration turn holds a combination and whose signaller may signal."""
    for seed in range(5000):
        state = STOVKAHRA.new(4, seed=seed)
        view = state.view(None)
        first = state.to_move
        if first != (view["dealer"] + 2) % 4 or not any(a.startswith("declare:") for a in state.legal()):
            continue
        while state.to_move == first:
            state = state.play(
                state.legal()[-1] if not state.legal()[0].startswith("declare:") else state.legal()[0]
            )
        if any(a.startswith("signal:") for a in state.legal()):
            return seed
    raise AssertionError("no suitable seed")


class _FixedSeed:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def randrange(self, *_: Any) -> int:
        return self.seed


async def test_stovkahra_declare_signal_dost_and_play(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["ann", "ben", "cy", "dee"])
    await cards_as_text(world)  # a test of the table in words (with pictures, the picture shows this)
    table_id = await seat_everyone(world, "stovkahra", 4)
    host = world.players[0]
    seed = seed_with_declaration_then_signal()
    # The Start button draws the seed from SystemRandom: fix it so the deal allows every command.
    monkeypatch.setattr("bot.service.seating.random.SystemRandom", lambda: _FixedSeed(seed))
    await host.click(world.live_message(table_id), label="Start")
    monkeypatch.undo()
    await simcord_env.advance_time(2)
    table = world.last_table(table_id)
    view = table.state.view(None)
    dealer = view["dealer"]
    assert "Trumps:" in live_text(world, table_id) and "Dealt face up to" in live_text(world, table_id)

    declarer = mover(world, table_id)
    declarer_seat = table.state.to_move
    tokens = [a.split(":")[1] for a in table.state.legal() if a.startswith("declare:")]
    offered = await declarer.autocomplete(world.channel, "declare", "combination", "")
    assert [c["value"] for c in offered] == tokens
    someone_else = seat_member(world, table_id, (declarer_seat + 1) % 4)
    wrong_turn = await someone_else.slash(world.channel, "declare", combination=tokens[0])
    assert wrong_turn.ephemeral and "not your turn" in wrong_turn.response.content.lower()
    missing = next(t for t in ("AAAA", "KKKK", "QQQQ", "JJJJ") if t not in tokens)
    refused = await declarer.slash(world.channel, "declare", combination=missing)
    assert refused.ephemeral and "You can't declare" in refused.response.content
    for token in tokens:
        made = await declarer.slash(world.channel, "declare", combination=token)
        assert made.ephemeral and made.response.content.startswith("You declared"), made.response.content
    if world.last_table(table_id).state.to_move == declarer_seat:
        passed = await declarer.slash(world.channel, "move", action="pass")
        assert passed.ephemeral
    for _ in range(10):
        await simcord_env.advance_time(1)
        if "Declared:" in live_text(world, table_id):
            break
    assert "Declared:" in live_text(world, table_id)

    signaller_seat = (dealer + 3) % 4
    assert world.last_table(table_id).state.to_move == signaller_seat
    signaller = seat_member(world, table_id, signaller_seat)
    suits = await signaller.autocomplete(world.channel, "signal", "suit", "")
    legal_suits = [
        a.split(":")[1] for a in world.last_table(table_id).state.legal() if a.startswith("signal:")
    ]
    assert [c["value"] for c in suits] == legal_suits
    sent = await signaller.slash(world.channel, "signal", suit=legal_suits[0])
    assert sent.ephemeral and "Signalled" in sent.response.content
    await simcord_env.advance_time(2)
    partner = seat_member(world, table_id, (signaller_seat + 2) % 4)
    assert any("signals you secretly" in (m.content or "") for m in world.dms(partner))
    for seat in ((signaller_seat + 1) % 4, (signaller_seat + 3) % 4):
        assert not any(
            "signal" in (m.content or "").lower() for m in world.dms(seat_member(world, table_id, seat))
        )
    assert "signal" not in public_text(world).lower()
    assert "done declaring" in public_text(world)

    # Through the rest of the declarations, then the first card with /play.
    while world.last_table(table_id).state.phase == "declare":
        await mover(world, table_id).slash(world.channel, "move", action="pass")
    table = world.last_table(table_id)
    leader = mover(world, table_id)
    cards = await leader.autocomplete(world.channel, "play", "card", "")
    assert sorted(c["value"] for c in cards) == sorted(a for a in table.state.legal() if a in C.piquet_deck())
    played = await leader.slash(world.channel, "play", card=cards[0]["value"])
    assert played.ephemeral and played.response.content.startswith("You played")

    # Play on until the declaring team may claim dost (after winning a trick), and claim it.
    side = declarer_seat % 2
    rng = random.Random(1)
    while True:
        table = world.last_table(table_id)
        if table.state.to_move % 2 == side and "dost" in table.state.legal():
            break
        legal = [a for a in table.state.legal() if a in C.piquet_deck()]
        if not legal:
            await mover(world, table_id).slash(world.channel, "move", action="pass")
            continue
        await mover(world, table_id).slash(world.channel, "play", card=rng.choice(legal))
    claimer = mover(world, table_id)
    seq = world.last_table(table_id).seq
    # Under 100 a dost loses at once: /dost asks first, and plays nothing yet.
    asked = await claimer.slash(world.channel, "dost")
    assert asked.ephemeral and "**loses** the game" in asked.response.content, asked.response.content
    assert asked.response.content.endswith("Claim it anyway?")
    assert world.last_table(table_id).seq == seq
    anyway = "Dost: stop and score now (right only at 100 or more)"
    outcome = await claimer.click(asked.response, label=anyway)
    assert outcome.response.content.startswith("Dost!"), outcome.response.content
    await simcord_env.advance_time(2)
    assert "Dost claimed by" in live_text(world, table_id)
    assert "brčke" in live_text(world, table_id)
    # The deal's summary on the live table tells the same story, not just the running totals.
    told = str(world.live_message(table_id).embeds[0].to_dict())
    assert "Dost claimed by" in told and "won the game" in told and "cards " in told, told


async def test_stovkahra_hand_panel_offers_declarations_and_signal_as_buttons(simcord_env, monkeypatch):
    from bot.discord.core.adapter import adapter_for

    world = make_world(simcord_env, ["ann", "ben", "cy", "dee"])
    table_id = await seat_everyone(world, "stovkahra", 4)
    seed = seed_with_declaration_then_signal()
    monkeypatch.setattr("bot.service.seating.random.SystemRandom", lambda: _FixedSeed(seed))
    await world.players[0].click(world.live_message(table_id), label="Start")
    monkeypatch.undo()
    await simcord_env.advance_time(2)
    adapter = adapter_for("stovkahra")

    table = world.last_table(table_id)
    declarer, seat = mover(world, table_id), table.state.to_move
    declaration = next(a for a in table.state.legal() if a.startswith("declare:"))
    panel = (await declarer.slash(world.channel, "hand")).response
    assert panel.ephemeral
    await declarer.click(panel, label=adapter.move_button(table.state, declaration)[0])
    after = world.last_table(table_id)
    assert after.seq == table.seq + 1 and after.state.view(None)["history"][-1] == [seat, declaration]

    # Through the declarations to the signaller, whose panel offers the signal as a button too.
    while not any(a.startswith("signal:") for a in world.last_table(table_id).state.legal()):
        await mover(world, table_id).slash(world.channel, "move", action="pass")
    table = world.last_table(table_id)
    signaller = mover(world, table_id)
    signal = next(a for a in table.state.legal() if a.startswith("signal:"))
    panel = (await signaller.slash(world.channel, "hand")).response
    await signaller.click(panel, label=adapter.move_button(table.state, signal)[0])
    assert world.last_table(table_id).seq == table.seq + 1
    assert "signal" not in public_text(world).lower()


async def test_scarto_deal_summary_lists_every_players_points(simcord_env):
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    table_id = await seat_everyone(world, "scarto", 3)
    await world.players[0].click(world.live_message(table_id), label="Start")
    rng = random.Random(2)
    while world.last_table(table_id).state.deal == 0:
        table = world.last_table(table_id)
        await mover(world, table_id).slash(world.channel, "move", action=rng.choice(table.state.legal()))
    await simcord_env.advance_time(2)
    told = str(world.live_message(table_id).embeds[0].to_dict())
    assert "Deal 1 scored" in told
    for player in world.players:
        assert f"{player.user.name}: cards " in told, told


async def test_a_hand_dm_never_shows_a_trick_that_has_moved_on(simcord_env):
    """DMs are not redrawn on every move of others (one edit per change of hand or turn), so
    whatever a DM says about the table must still be true after the other players move."""
    world = make_world(simcord_env, ["alice", "bob", "carol"])
    # alice's hand in words: her DM says the table's cards in text (the others' in their picture).
    await world.players[0].slash(world.channel, "settings cards", show="text")
    table_id = await seat_everyone(world, "scarto", 3)
    await world.players[0].click(world.live_message(table_id), label="Start")
    rng = random.Random(4)
    for _ in range(20):
        table = world.last_table(table_id)
        moved = mover(world, table_id)
        await moved.slash(world.channel, "move", action=rng.choice(table.state.legal()))
        table = world.last_table(table_id)
        for player in world.players:
            if player is moved:
                # What was traded for the token's budget: a player who moved by command is looking
                # at the channel; their DM catches up when their turn comes back
                # (test_discord_hand_dm.py::test_a_play_movers_dm_catches_up_when_their_turn_comes).
                continue
            seat = table.seat_of(player.id)
            dm = player.user.dm_channel.history()[-1].content
            shown = re.search(r"\*\*On the table:\*\* (.*)", dm)
            if shown is not None:
                now = table.state.view(seat).get("table") or []
                assert shown.group(1) == (cards_text(now, "scarto") if now else "nothing"), dm
            assert ("**Your turn.**" in dm) == (table.state.to_move == seat), dm
