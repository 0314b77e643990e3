"""Cards as application emoji: made once, found again after a restart, never twice; text when
Discord refuses; and what the hand panel shows with them."""

from __future__ import annotations

import logging
import re
from typing import Any

import pytest
from PIL import Image

from bot.discord.core.card_emoji import (
    CARD_EMOJI,
    VERSION,
    CardEmoji,
    card_text,
    cards_text,
    emoji_name,
    emoji_png,
    suit_emoji_name,
    wanted_faces,
)
from bot.service.card_names import card_names, deck_cards
from tests.bot.discord_helpers import make_world, setup_game

EMOJI_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")


def controls(message: Any) -> list[dict[str, Any]]:
    """Every component of a message or an interaction answer, as Discord's JSON."""
    found = []
    for row in message.components:
        found.extend(row["components"] if isinstance(row, dict) else [c.to_dict() for c in row.children])
    return found


def creations(env) -> list:
    return [r for r in env.http_requests if r.method == "POST" and r.path.endswith("/emojis")]


@pytest.mark.slow
def test_every_face_has_a_valid_name_and_a_small_distinct_picture():
    faces = wanted_faces()
    # Italian suits (with Stovkahra's 8-10), the tarot's own suits, trumps and Matto, French, and
    # the four suit signs for text
    assert len(faces) == 52 + 56 + 22 + 54 + 4
    assert emoji_name("tarot", "Cs") != emoji_name("italian", "Qs")  # the tarot's Cavallo has its frame
    assert len(faces) <= 2000  # what an application may hold
    assert all(EMOJI_NAME.match(name) for name in faces)
    pictures = {name: emoji_png(*face) for name, face in faces.items()}
    assert all(len(png) <= 256 * 1024 for png in pictures.values())
    assert len(set(pictures.values())) == len(pictures)  # no two faces look the same
    import io

    assert Image.open(io.BytesIO(pictures[emoji_name("italian", "7d")])).size == (128, 128)


async def test_a_very_long_hand_is_named_without_emoji(simcord_env):
    deck = deck_cards("scarto")
    assert "<:" in cards_text(deck[:10], "scarto")  # emoji are there (the bot made them)
    long = cards_text(deck[:45], "scarto")
    assert "<:" not in long and long == card_names(deck[:45], "scarto") and len(long) < 1500


async def test_emoji_are_made_once_and_found_again_after_a_restart(simcord_env, make_bot):
    backend = simcord_env.backend
    names = sorted(e.name for e in backend.application_emojis.values())
    assert names == sorted(wanted_faces())  # the first start made every face, once
    assert len(creations(simcord_env)) == len(wanted_faces())

    before = len(simcord_env.http_requests)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    after = simcord_env.http_requests[before:]
    assert not [r for r in after if r.method == "POST" and r.path.endswith("/emojis")]
    assert len(backend.application_emojis) == len(wanted_faces())
    assert CARD_EMOJI.emoji("7d", "scopa") is not None  # found again, by listing them


async def test_redrawn_art_replaces_the_old_faces_without_duplicates(simcord_env, make_bot):
    """Version 1 faces (the first art) in the application: a start makes every v2 face, then
    deletes the v1 ones; another application emoji stays; nothing is there twice."""
    backend = simcord_env.backend
    backend.application_emojis.clear()
    for name in ("tv1_it_7d", "tv1_it_Fd", "tv1_ta_T21", "tv1_fr_7d", "someone_elses"):
        backend.create_application_emoji(name)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    names = [e.name for e in backend.application_emojis.values()]
    assert sorted(names) == sorted([*wanted_faces(), "someone_elses"])
    assert len(names) == len(set(names))
    assert CARD_EMOJI.emoji("7d", "scopa").name == f"tv{VERSION}_it_7d"
    assert CARD_EMOJI.suit("d") is not None  # the text's suit signs too


async def test_a_missing_face_is_made_again_and_nothing_else(simcord_env, make_bot):
    backend = simcord_env.backend
    lost = next(e for e in backend.application_emojis.values() if e.name == emoji_name("tarot", "FOOL"))
    del backend.application_emojis[lost.id]
    before = len(simcord_env.http_requests)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    made = [
        r for r in simcord_env.http_requests[before:] if r.method == "POST" and r.path.endswith("/emojis")
    ]
    assert [r.json["name"] for r in made] == [emoji_name("tarot", "FOOL")]
    assert len(backend.application_emojis) == len(wanted_faces())


async def test_when_discord_refuses_cards_are_text_with_one_log_line(simcord_env, make_bot, caplog):
    simcord_env.backend.application_emojis.clear()
    simcord_env.inject_error("POST", "/applications/*/emojis", status=400, code=30056, times=None)
    caplog.set_level(logging.WARNING, logger="tavolo.emoji")
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    assert len([r for r in caplog.records if r.name == "tavolo.emoji"]) == 1
    assert CARD_EMOJI.emoji("7d", "scopa") is None
    assert card_text("7d", "scopa") == "7 di denari"
    # The game is played all the same, its cards named in text.
    world = make_world(simcord_env, ["alice"])
    await world.players[0].slash(world.channel, "settings cards", show="text")  # the hand in words
    table = await setup_game(world, "scopa", computers=1, seed=5)
    dm = world.players[0].user.dm_channel.history()[-1]
    assert "<:" not in dm.content and " di " in dm.content
    buttons = [c for c in controls(dm) if c.get("custom_id", "").startswith(("tv:card:", "tv:mv:"))]
    assert buttons and all(" di " in b["label"] and not b.get("emoji") for b in buttons), buttons
    assert world.bot.service.table(table.id).status == "playing"


@pytest.mark.parametrize(("game", "name"), [("scopa", "di"), ("scarto", "of"), ("gofish", "")])
async def test_hand_buttons_show_the_card_emoji_and_its_name(simcord_env, game, name):
    world = make_world(simcord_env, ["alice"])
    seats = {"scopa": 1, "scarto": 2, "gofish": 1}[game]
    target = 1 if game == "scopa" else None
    table = await setup_game(world, game, computers=seats, seed=3, target=target, players=seats + 1)
    alice = world.players[0]
    await alice.slash(world.channel, "settings cards", show="text")  # the hand in words, not a picture
    panel = await alice.slash(world.channel, "hand")
    assert panel.ephemeral and panel.response is not None and not panel.response.attachments
    state = world.bot.service.table(table.id).state
    hand = state.view(0)["hand"]
    shown = panel.response.content
    # Every card of the hand is in the text with its emoji; a French card as its rank and our
    # suit sign in the pictures' colour (Discord's own ♠ ♣ vanish on the dark theme).
    for card in hand:
        assert card_text(card, game) in shown
        if game == "gofish":
            assert (
                card_text(card, game)
                == f"{card[:-1]}<:{suit_emoji_name(card[-1])}:{card_text(card, game).split(':')[-1]}"
            )
            assert "♠" not in shown and "♣" not in shown and "♦" not in shown
        else:
            assert f":{emoji_name(_style(game), card)}:" in card_text(card, game)
    # A card's own button, or on the player's turn a button per play of it (Scopa's "5c → takes…").
    buttons = [
        c for c in controls(panel.response) if c.get("custom_id", "").startswith(("tv:card:", "tv:mv:"))
    ]
    if game == "scopa":  # Go Fish asks with selects; Scarto's dealer discards first
        assert {button_card(b) for b in buttons} == set(hand)
    for button in buttons:
        card = button_card(button)
        assert button["emoji"]["name"] == emoji_name(_style(game), card) and button["emoji"]["id"]
        if button["custom_id"].startswith("tv:card:"):
            assert name in button["label"]


def button_card(button: dict) -> str:
    custom_id = button["custom_id"]
    if custom_id.startswith("tv:card:"):
        return custom_id.rsplit(":", 1)[1]
    return custom_id.split(":", 4)[4].partition(":")[0]


def _style(game: str) -> str:
    return {"scopa": "italian", "scarto": "tarot"}.get(game, "french")


class FakeEmoji:
    def __init__(self, fake: FakeApplication, name: str, emoji_id: int) -> None:
        self.fake, self.name, self.id = fake, name, emoji_id

    async def delete(self) -> None:
        self.fake.deleted.append(self.name)
        self.fake.emojis.remove(self)


class FakeApplication:
    """The two application-emoji calls (and an emoji's delete), as discord.py's Client has them."""

    def __init__(self, names: list[str]) -> None:
        self.emojis = [FakeEmoji(self, name, i + 1) for i, name in enumerate(names)]
        self.created: list[str] = []
        self.deleted: list[str] = []

    async def fetch_application_emojis(self) -> list[FakeEmoji]:
        return list(self.emojis)

    async def create_application_emoji(self, *, name: str, image: bytes) -> FakeEmoji:
        assert image.startswith(b"\x89PNG")
        self.created.append(name)
        self.emojis.append(FakeEmoji(self, name, 1000 + len(self.emojis)))
        return self.emojis[-1]


async def test_only_the_creating_process_makes_emoji_and_old_art_is_replaced():
    emojis = CardEmoji()
    # Another process (not serving shard 0) finds none and makes none: its cards are text.
    app = FakeApplication(["tv1_it_7d", "someone_elses"])  # the first art, replaced
    await emojis.ensure(app, create=False)
    assert app.created == [] and emojis.emoji("7d", "scopa") is None
    # The creating process makes every face, then deletes only its own earlier faces.
    await emojis.ensure(app)
    assert sorted(app.created) == sorted(wanted_faces()) and app.deleted == ["tv1_it_7d"]
    assert [e.name for e in app.emojis if not e.name.startswith(f"tv{VERSION}_")] == ["someone_elses"]
    assert emojis.emoji("7d", "scopa") is not None
    # The next start of either process finds them all and makes nothing.
    app.created.clear()
    await CardEmoji().ensure(app, create=False)
    await emojis.ensure(app)
    assert app.created == [] and emojis.emoji("T21", "scarto") is not None
