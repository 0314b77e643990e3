"""Shared moves for the Discord tests: open a table, read the live message and the hand DM."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from unittest import mock

import discord

from bot.discord.app import TavoloBot
from bot.service.model import Table


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    players: list[Any]

    @property
    def bot(self) -> TavoloBot:
        return self.env.bot

    def table(self) -> Table:
        table = self.bot.service.table_in_channel(self.channel.id)
        assert table is not None
        return table

    def last_table(self, table_id: int) -> Table:
        return self.bot.service.table(table_id)

    def live_message(self, table_id: int) -> discord.Message:
        """The live table message as Discord shows it now."""
        for message in reversed(self.channel.history()):
            for row in message.components:
                for item in getattr(row, "children", [row]):
                    custom = getattr(item, "custom_id", "") or ""
                    kinds = ("tv:hand:", "tv:lobby:", "tv:rematch:")
                    if custom.endswith(f":{table_id}") and custom.startswith(kinds):
                        return message
            # A game without hands (Concentration) has no "My hand" button: go by the title.
            if any((e.title or "").endswith(f"table #{table_id}") for e in message.embeds):
                return message
        raise AssertionError("no live table message with controls")

    def dms(self, player: Any) -> list[discord.Message]:
        return player.user.dm_channel.history() if hasattr(player, "user") else []


def make_world(env: Any, names: list[str]) -> World:
    guild = env.create_guild()
    channel = guild.create_text_channel("cards")
    players = [guild.add_member(env.create_user(name)) for name in names]
    return World(env, guild, channel, players)


async def open_table(world: World, game: str = "scopa", *, host: int = 0, **options: Any) -> Table:
    result = await world.players[host].slash(world.channel, "table new", game=game, **options)
    assert result.response is not None and not result.ephemeral, result
    return world.table()


def member_for(world: World, user_id: int | None) -> Any:
    for player in world.players:
        if player.id == user_id:
            return player
    raise AssertionError(f"no player with id {user_id}")


def play_arguments(action: str) -> dict[str, str]:
    """`/play` arguments for a Scopa action: `7d:3c+4s` -> card=7d capture=3c+4s."""
    card, _, taken = action.partition(":")
    return {"card": card, "capture": taken} if taken else {"card": card}


async def play_via_slash(world: World, table_id: int, pick: int = 0) -> tuple[Any, str]:
    """The player to move plays legal action number `pick` (mod the count) with `/play`."""
    table = world.last_table(table_id)
    assert table.state is not None and table.state.to_move is not None
    player = member_for(world, table.seats[table.state.to_move].user_id)
    legal = table.state.legal()
    action = legal[pick % len(legal)]
    result = await player.slash(world.channel, "play", **play_arguments(action))
    assert result.ephemeral and result.response is not None, result
    assert result.response.content.startswith("You played"), result.response.content
    return result, action


async def play_via_dm(world: World, table_id: int, pick: int = 0) -> str:
    """The player to move plays legal action number `pick` (mod the count) with the card button
    of their hand DM (and picks the capture when the panel asks)."""
    table = world.last_table(table_id)
    assert table.state is not None and table.state.to_move is not None
    player = member_for(world, table.seats[table.state.to_move].user_id)
    legal = table.state.legal()
    action = legal[pick % len(legal)]
    card = action.partition(":")[0]
    panel = player.user.dm_channel.history()[-1]
    button = play_button(panel, action)  # the play's own button ("card → what it takes")
    pick_select = pick_select_id(panel, action)  # more than five plays: the "Play…" select
    if button is not None:
        answer = await player.user.click(panel, custom_id=button)
        assert answer.response is not None, answer
    elif pick_select is not None:
        answer = await player.user.select(panel, [action], custom_id=pick_select)
        assert answer.response is not None, answer
    else:  # the card first, then the capture when the panel asks
        answer = await player.user.click(panel, custom_id=f"tv:card:{table.id}:{table.seq}:{card}")
        assert answer.response is not None, answer
        if sum(1 for a in legal if a.partition(":")[0] == card) > 1:
            await player.user.select(panel, [action])
    assert world.last_table(table_id).seq > table.seq
    return action


async def add_computer(world: World, table_id: int, level: str = "normal", *, by: int = 0) -> Any:
    """The lobby's Add computer button, then the level in its ephemeral select; returns the answer."""
    member = world.players[by]
    # By its custom id: the label is in the channel's language.
    panel = await member.click(world.live_message(table_id), custom_id=f"tv:lobby:bot:{table_id}")
    assert panel.ephemeral and panel.response is not None, panel
    return await member.select(panel.response, [level], custom_id=f"tv:cpua:{table_id}")


async def setup_game(
    world: World,
    game: str = "scopa",
    *,
    target: int | None = 1,
    computers: int = 0,
    level: str = "normal",
    humans: int | None = None,
    seed: int | None = None,
    **new: Any,
) -> Table:
    """Open a table, set the target, seat the other humans and computers (at `level`), start it
    (with the Start button; `seed` fixes the deal)."""
    table = await open_table(world, game, **new)
    host = world.players[0]
    if target is not None:
        result = await host.slash(world.channel, "table options", option="target", value=str(target))
        assert result.ephemeral and "Set `target`" in result.response.content, result.response.content
    for player in world.players[1:humans]:
        result = await player.slash(world.channel, "table join")
        assert result.ephemeral and "You joined" in result.response.content
    for _ in range(computers):
        await add_computer(world, table.id, level)
    if seed is None:
        await host.click(world.live_message(table.id), label="Start")
    else:
        # The service draws the seed from SystemRandom; fix it for this one Start click.
        fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=seed)))
        with mock.patch("bot.service.seating.random.SystemRandom", fixed):
            await host.click(world.live_message(table.id), label="Start")
    table = world.last_table(table.id)
    assert table.status == "playing", table.status
    return table


@contextmanager
def client_locale(user_id: int, locale: str) -> Iterator[None]:
    """Interactions of `user_id` carry Discord client language `locale` (`ja`, `it`, `fr`…);
    simcord otherwise fixes every interaction's locale at en-US."""
    import simcord.interactions as sim_interactions

    original = sim_interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        if kwargs.get("user_id") == user_id:
            payload["locale"] = locale
        return record, payload

    with mock.patch.object(sim_interactions, "base_payload", with_locale):
        yield


async def cards_as_text(world: World) -> None:
    """The server shows cards as text (what `/settings server-cards show:text` stores): the live
    table in words, no picture (a test of what the words say)."""
    from bot.service.preferences import SERVER_CARDS

    await world.env.bot.service.preferences.set(SERVER_CARDS, world.guild.id, "text")


def play_button(panel: Any, action: str) -> str | None:
    """The custom id of the panel's button that plays `action` whole (a Scopa play on its player's
    turn: "7 di denari → 3 di coppe + 4 di spade"), or None (the panel offers the card first)."""
    for row in panel.components:
        children = row.get("components", []) if isinstance(row, dict) else getattr(row, "children", [row])
        for item in children:
            custom = item.get("custom_id", "") if isinstance(item, dict) else getattr(item, "custom_id", "")
            if custom and custom.startswith("tv:mv:") and custom.split(":", 4)[4] == action:
                return str(custom)
    return None


def pick_select_id(panel: Any, action: str) -> str | None:
    """The custom id of the panel's "Play…" select when it offers `action` (a Scopa hand with more
    than five plays gets one select instead of a button a play), else None."""
    for row in panel.components:
        children = row.get("components", []) if isinstance(row, dict) else getattr(row, "children", [row])
        for item in children:
            custom = item.get("custom_id", "") if isinstance(item, dict) else getattr(item, "custom_id", "")
            options = item.get("options", []) if isinstance(item, dict) else getattr(item, "options", [])
            values = [o["value"] if isinstance(o, dict) else o.value for o in options or []]
            if custom and custom.startswith("tv:pick:") and action in values:
                return str(custom)
    return None


async def click_play(clicker: Any, panel: Any, action: str) -> Any:
    """Click what plays Scopa's `action` on a panel: its own button on the player's turn ("card →
    what it takes"), else the card's button (drawn early; a choice of captures then opens a select)."""
    from bot.service.card_names import card_name

    dm = getattr(clicker, "dm_channel", None)
    if dm is not None:  # a DM as it is now (a copy read earlier keeps the buttons it had then)
        panel = next((m for m in dm.history() if m.id == panel.id), panel)
    button = play_button(panel, action)
    if button is not None:
        return await clicker.click(panel, custom_id=button)
    pick_select = pick_select_id(panel, action)  # more than five plays: one "Play…" select
    if pick_select is not None:
        return await clicker.select(panel, [action], custom_id=pick_select)
    return await clicker.click(panel, label=card_name(action.split(":")[0], "scopa"))
