"""The private panel as a player meets it: one picture with everything to move (DM and /hand), buttons
that say what they do, illegal cards disabled, a /hand panel that follows the turn, Dost guarded,
answers that say what a move showed; the lobby's player counts and "Fill with computers"; /help."""

from __future__ import annotations

import io
import random
from typing import Any

import discord
import pytest
from PIL import Image

import games
from bot.discord.core.adapter import adapter_for
from bot.discord.core.card_pictures import private_image
from bot.discord.core.hand_panel import hand_panel
from bot.discord.games.scopa.face import sweeps
from bot.discord.pictures.hand import WIDTH
from bot.service.faces import game_title
from bot.service.model import Seat, Table
from i18n import translate
from tests.bot.discord_helpers import client_locale, make_world, setup_game

GAMES = [("scopa", 2), ("scarto", 3), ("stovkahra", 4), ("gofish", 3), ("oldmaid", 3)]


def table_of(game: str, state: Any, seq: int = 5) -> Table:
    seats = tuple(Seat(i, 100 + i, f"p{i}") for i in range(state.view(None)["players"]))
    return Table(
        1, 1, 1, game, game, dict(state.options), 100, "playing", len(seats), seats, seq, state, None
    )


def items(view: discord.ui.View) -> list[Any]:
    return [getattr(child, "item", child) for child in view.children]


def has_hand_picture(message: Any) -> bool:
    return any(a.filename == "hand.png" for a in message.attachments)


@pytest.mark.parametrize(("game", "seats"), GAMES)
async def test_the_private_picture_is_attached_to_the_dm_and_to_hand(simcord_env, game, seats):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    table = await setup_game(world, game, target=None, computers=seats - 1, level="easy", players=seats)
    await simcord_env.advance_time(3)
    dm = world.dms(alice)[-1]
    assert has_hand_picture(dm), dm.content
    panel = await alice.slash(world.channel, "hand")
    assert panel.ephemeral and has_hand_picture(panel.response)
    assert world.last_table(table.id).status == "playing"


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_the_private_picture_is_drawn_for_discords_width_whole_and_unoverlapped(game, seats):
    state = games.get(game).new(seats, seed=4)
    seat = state.to_move
    adapter = adapter_for(game)
    hand = adapter.hand(state.view(seat))
    usable, why = adapter.usable_cards(state, seat)
    png = private_image(
        game, state.view(seat), ["a", "b", "c", "d"], hand=hand, usable=usable, why=why, mine=True
    )
    image = Image.open(io.BytesIO(png))
    # Twice the ~284 px a 360 px phone shows an attachment at, and no taller than the 400 px it
    # shows unscaled: the phone never shrinks it.
    assert image.width == WIDTH == 568
    assert image.height * 284 / image.width <= 400


def test_scarto_discard_dims_what_the_rules_core_refuses_and_names_it_under_the_list():
    state = games.get("scarto").new(3, seed=2)
    assert state.view(None)["phase"] == "discard"
    dealer = state.to_move
    hand = state.view(dealer)["hand"]
    usable, why = adapter_for("scarto").usable_cards(state, dealer)
    kept = [c for c in hand if c not in usable]
    assert why == "discard" and kept and all(c.startswith("K") or c in ("T20", "FOOL") for c in kept), kept
    content, controls = hand_panel(table_of("scarto", state, seq=5), 100 + dealer)
    assert "Can't be discarded (greyed in the picture)" in content
    # The hand above stays whole, in order.
    options = [o.value for select in items(controls) for o in select.options]
    assert not set(kept) & set(options)


def test_scarto_discard_prompt_names_every_card_kept_out_as_the_cards_are_named():
    # A dealer holding the Bagatto beside other trumps: it is kept out too, and the prompt says so.
    seed = next(
        s
        for s in range(200)
        if "T1" in (h := (st := games.get("scarto").new(3, seed=s)).view(st.to_move)["hand"])
        and sum(c.startswith("T") for c in h) > 1
    )
    state = games.get("scarto").new(3, seed=seed)
    dealer = state.to_move
    usable, _ = adapter_for("scarto").usable_cards(state, dealer)
    kept = [c for c in state.view(dealer)["hand"] if c not in usable]
    assert "T1" in kept
    content, _ = hand_panel(table_of("scarto", state, seq=5), 100 + dealer)
    prompt, cannot = content.splitlines()[-2:]
    # The rule names the Angel, the Matto and the Bagatto by their card names, as the list
    # under it names the cards held: one name per card.
    assert "(not a King, Trump 20 or the Matto; Trump 1 only if it is your only trump)" in prompt
    assert "Angel" not in content and "Bagatto" not in content
    assert cannot.startswith("Can't be discarded") and "Trump 1" in cannot


@pytest.mark.parametrize("locale", ["en", "it", "fr", "ja"])
def test_the_panels_new_select_placeholders_are_not_cut_on_a_phone(locale):
    # A 360 px phone shows about 26 Latin characters of a select's placeholder (13 wide ones).
    said = [
        translate(locale, "scarto-discard-placeholder"),
        translate(locale, "panel-play-which", count=25),
        translate(locale, "gofish-ask-whom"),
    ]
    for text in said:
        width = sum(2 if ord(ch) > 0x2E80 else 1 for ch in text)
        assert width <= 26, text


def _stovkahra_with_dost() -> Any:
    rng = random.Random(3)
    for seed in range(40):
        state = games.get("stovkahra").new(4, seed=seed)
        for _ in range(200):
            if state.over:
                break
            legal = state.legal()
            if "dost" in legal and legal != ["dost"]:
                return state
            moves = [a for a in legal if a not in ("dost",) and not a.startswith("signal:")]
            state = state.play(rng.choice(moves or legal))
    raise AssertionError("no position with dost to claim")


def test_dost_is_a_panel_button_only_when_it_wins(monkeypatch):
    state = _stovkahra_with_dost()
    seat = state.to_move
    table = table_of("stovkahra", state, seq=5)
    _, controls = hand_panel(table, 100 + seat)
    ids = [getattr(i, "custom_id", "") for i in items(controls)]
    assert not any(i.endswith(":dost") for i in ids), "under 100 a dost loses at once: no button"
    monkeypatch.setattr("bot.discord.games.tricks.face.dost_wins", lambda view: True)
    _, controls = hand_panel(table, 100 + seat)
    [dost] = [i for i in items(controls) if getattr(i, "custom_id", "").endswith(":dost")]
    assert dost.label.startswith("Dost: stop now and win (") and dost.style == discord.ButtonStyle.success


def test_scopa_buttons_say_what_they_take_and_when_they_sweep():
    rng = random.Random(2)
    for seed in range(200):
        state = games.get("scopa").new(2, seed=seed)
        for _ in range(30):
            if state.over:
                break
            legal = state.legal()
            if any(sweeps(state, a) for a in legal):
                table = table_of("scopa", state, seq=5)
                _, controls = hand_panel(table, 100 + state.to_move)
                labels = {i.custom_id.split(":", 4)[4]: i.label for i in items(controls)}
                assert set(labels) == set(legal), "one button per play: several captures are several choices"
                swept = next(a for a in legal if sweeps(state, a))
                assert labels[swept].endswith(" · Scopa!") and " → " in labels[swept]
                assert all(len(label) <= 80 for label in labels.values())
                return
            state = state.play(rng.choice(legal))
    raise AssertionError("no sweep found")


def test_scopone_puts_more_than_five_plays_in_one_select_that_still_says_each_play():
    state = games.get("scopa").new(4, preset="scopone", seed=3)
    legal = state.legal()
    assert len(legal) > 5  # ten cards in hand
    _, controls = hand_panel(table_of("scopa", state, seq=5), 100 + state.to_move, locale="it")
    (select,) = items(controls)  # one control under the picture, not a wall of buttons
    assert isinstance(select, discord.ui.Select)
    labels = {option.value: option.label for option in select.options}
    assert set(labels) == set(legal)
    assert all(" → " in label and len(label) <= 100 for label in labels.values())
    assert select.placeholder == f"Gioca… ({len(legal)} mosse)"


async def test_a_dm_closed_players_hand_panel_follows_the_turn(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    dm = bob.user.dm_channel
    simcord_env.inject_error(
        "POST", f"/channels/{dm.id}/messages", status=403, code=50007, message="Cannot send", times=None
    )
    table = await setup_game(world, "gofish", target=None, seed=1)
    await simcord_env.advance_time(3)
    bob_seat = table.seat_of(bob.id)
    assert table.state.to_move != bob_seat
    panel = (await bob.slash(world.channel, "hand")).response
    assert "Not your turn yet" in panel.content
    while world.last_table(table.id).state.to_move != bob_seat:
        legal = world.last_table(table.id).state.legal()
        await alice.slash(world.channel, "move", action=legal[0])
    await simcord_env.advance_time(3)
    # Redrawn through its own interaction: it says so, and holds the asks and the picture.
    assert "Your turn" in panel.content and "Not your turn yet" not in panel.content
    assert has_hand_picture(panel) and any(c.get("custom_id", "").startswith("tv:") for c in _flat(panel))


def _flat(message: Any) -> list[dict[str, Any]]:
    out = []
    for row in message.components:
        out.extend(row.get("components", [row]) if isinstance(row, dict) else [])
    return out


async def test_after_fifteen_minutes_the_turn_ping_says_to_open_hand_again(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    dm = bob.user.dm_channel
    simcord_env.inject_error(
        "POST", f"/channels/{dm.id}/messages", status=403, code=50007, message="Cannot send", times=None
    )
    await alice.slash(world.channel, "table new", game="gofish")
    await alice.slash(world.channel, "table options", option="turn_seconds", value="0")  # no timer
    table = await setup_game_started(world)
    bob_seat = table.seat_of(bob.id)
    await bob.slash(world.channel, "hand")
    await simcord_env.advance_time(16 * 60)  # Discord no longer lets that panel be edited
    while world.last_table(table.id).state.to_move != bob_seat:
        legal = world.last_table(table.id).state.legal()
        await alice.slash(world.channel, "move", action=legal[0])
    await simcord_env.advance_time(3)
    pings = [m.content for m in world.channel.history() if bob.mention in m.content]
    assert "open `/hand` again" in pings[-1], pings


async def setup_game_started(world: Any) -> Table:
    await world.players[1].slash(world.channel, "table join")
    table = world.table()
    await world.players[0].click(world.live_message(table.id), label="Start")
    return world.last_table(table.id)


@pytest.mark.parametrize(
    ("game", "seats", "said"),
    [("oldmaid", 2, "You drew "), ("gofish", 2, ("gave you", "Go fish")), ("concentration", 2, "Face up: ")],
)
async def test_each_moves_answer_names_what_it_showed(simcord_env, game, seats, said):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    table = await setup_game(world, game, target=None, humans=2, seed=2, players=seats)
    mover = alice if table.state.to_move == table.seat_of(alice.id) else bob
    legal = table.state.legal()
    answer = await mover.slash(world.channel, "move", action=legal[0])
    assert answer.ephemeral
    assert answer.response.content.startswith(said) or any(s in answer.response.content for s in said)


async def test_an_old_maid_draw_from_the_panel_says_which_card_came(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    table = await setup_game(world, "oldmaid", target=None, humans=2, seed=2)
    mover = next(p for p in world.players if table.seat_of(p.id) == table.state.to_move)
    panel = (await mover.slash(world.channel, "hand")).response
    draws = [c for c in _flat(panel) if ":draw:" in c.get("custom_id", "")]
    # Laid out as the picture numbers them: 1-5 on the first row, 6-10 on the next.
    assert [c["label"] for c in draws] == [str(i + 1) for i in range(len(draws))]
    rows = [[c.get("label") for c in row["components"]] for row in panel.components]
    assert all(len(row) <= 5 for row in rows) and rows[0][:5] == ["1", "2", "3", "4", "5"][: len(rows[0])]
    drawn = await mover.click(panel, custom_id=draws[0]["custom_id"])
    assert drawn.response.content.startswith("You drew ")


async def test_a_ten_seat_old_maid_table_opens_and_fills_with_computers_in_one_pick(simcord_env):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    opened = await alice.slash(world.channel, "table new", game="oldmaid", players=10)
    assert opened.response is not None and not opened.ephemeral, opened
    table = world.table()
    assert table.players == 10 and len(table.seats) == 1
    before = len(world.channel.history())
    filled = await alice.select(world.live_message(table.id), ["easy"], custom_id=f"tv:fill:{table.id}")
    # One interaction: the lobby redrawn in place, no private message per seat.
    assert filled.response is not None and not filled.ephemeral
    table = world.last_table(table.id)
    assert len(table.seats) == 10 and all(s.computer == "easy" for s in table.seats[1:])
    assert len(world.channel.history()) == before
    assert not any(
        c.get("custom_id", "").startswith("tv:fill:") for c in _flat(world.live_message(table.id))
    ), "a full table offers no filling"


async def test_only_the_host_fills_the_lobby(simcord_env):
    world = make_world(simcord_env, ["alice", "bob"])
    alice, bob = world.players
    await alice.slash(world.channel, "table new", game="gofish", players=4)
    table = world.table()
    refused = await bob.select(world.live_message(table.id), ["hard"], custom_id=f"tv:fill:{table.id}")
    assert refused.ephemeral
    assert len(world.last_table(table.id).seats) == 1


@pytest.mark.parametrize("locale", ["en", "it", "fr", "ja"])
async def test_help_answers_in_each_language(simcord_env, locale):
    world = make_world(simcord_env, ["alice"])
    alice = world.players[0]
    with client_locale(alice.id, locale):
        answer = await alice.slash(world.channel, "help")
    assert answer.ephemeral
    [embed] = answer.response.embeds
    assert embed.title == translate(locale, "help-title")
    text = str(embed.to_dict())
    assert translate(locale, "help-start") in text and translate(locale, "help-play") in text
    assert game_title("scopa").render(locale) in text and game_title("oldmaid").render(locale) in text
