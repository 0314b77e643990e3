"""A finished table replayed in one message: ⏮ ◀ ▶ ⏭ step through its log, a counter says where.

The buttons are `DynamicItem`s whose custom ids carry the table and the position they lead to
(`tv:rp:<table>:<position>:<slot>`), so a replay posted before a restart still steps after it;
every click rebuilds the position from the database (cached per bot). Nothing is secret once a
game is over, so a replay shows every hand.
"""

from __future__ import annotations

import io
import re
import weakref
from collections import OrderedDict
from typing import Any

import discord

from bot.discord.core.adapter import adapter_for
from bot.discord.core.components import TableButton
from bot.discord.core.embeds import COLOR_DONE, COLOR_SUMMARY, say, shown_name
from bot.discord.core.interact import report, service_of
from bot.discord.core.language import locale_for_channel, locale_for_user
from bot.service.card_names import is_card
from bot.service.computer import move_seed
from bot.service.faces import face_of
from bot.service.faces.common import Seats
from bot.service.model import seat_text
from bot.service.move_words import move_sentence, pick_words, said_move
from bot.service.records import Replay, all_hands, load_replay, result_words
from games.record import name_texts, side_names
from i18n import Named, Text, Who, translate

CACHE_SIZE = 8
_caches: weakref.WeakKeyDictionary[Any, OrderedDict[int, Replay]] = weakref.WeakKeyDictionary()


async def replay_for(interaction: discord.Interaction, table_id: int) -> Replay:
    """The replay of a table of this server (refusals for unfinished or foreign tables)."""
    cache = _caches.setdefault(interaction.client, OrderedDict())
    replay = cache.get(table_id)
    if replay is None:
        replay = await load_replay(service_of(interaction).db, table_id, interaction.guild_id)
        cache[table_id] = replay
        while len(cache) > CACHE_SIZE:
            cache.popitem(last=False)
    elif interaction.guild_id is not None and replay.guild_id != interaction.guild_id:
        replay = await load_replay(service_of(interaction).db, table_id, interaction.guild_id)
    cache.move_to_end(table_id)
    return replay


def _num(value: float) -> str:
    return f"{value:g}"


def title_of(replay: Replay, locale: str = "en") -> str:
    record = replay.record
    game = face_of(record.game).title(record.preset, locale)
    return translate(locale, "replay-title", game=game, table=str(replay.table_id))


def seat_name(replay: Replay, seat: int, locale: str = "en") -> str:
    """A seat as the replay names it (a `Named`): a computer marked 🤖, said as a computer is."""
    name = shown_name(replay.names[seat], locale)
    if not replay.record.seats[seat].computer:
        return name
    return Named(f"🤖 {name}", Who.computer(Text.plain(f"🤖 {name}")))


def replay_embed(replay: Replay, position: int, locale: str = "en") -> discord.Embed:
    """The table after `position` moves: the move just played, the table, every hand, the score
    (in `locale`; a game's own extra lines come from its adapter)."""

    def t(msg_id: str, /, **args: Any) -> str:
        return translate(locale, msg_id, **args)

    position = max(0, min(position, replay.moves))
    record = replay.record
    adapter = adapter_for(record.game)
    state = replay.states[position]
    view = state.view(None)
    names = [shown_name(name, locale) for name in replay.names]
    labels = side_names(names, list(state.sides))
    step = replay.step(position)
    last = position == replay.moves
    lines = []
    if step is None:
        lines.append(t("replay-start", moves=replay.moves))
    elif isinstance(step.text, Text) and step.text.id in adapter.narrated:
        said = t(adapter.narrated[step.text.id], who=seat_name(replay, step.seat, locale))
        lines.append(t("replay-move-narrated", number=position, said=said))
    elif is_card(step.action.partition(":")[0]):
        # A card played said as a sentence, each card with its article ("Bot 1 plays the 7 di
        # denari and takes the 3 di coppe."), as the terminal says it: not the button's label.
        seats = Seats(lambda seat: seat_name(replay, seat, locale), None)
        sentence = move_sentence(record.game, step.seat, step.action, seats, locale, lambda: "")
        lines.append(t("replay-move-narrated", number=position, said=sentence.render(locale)))
    else:
        # A move that is not a card said as a sentence too ("Bot 1 asks alice for Sevens."), in
        # full (a finished game's signals are told); by its label only when nothing else says it.
        seats = Seats(lambda seat: seat_name(replay, seat, locale), None)
        told = said_move(record.game, step.seat, step.action, seats, step.text)
        if told is not None:
            lines.append(t("replay-move-narrated", number=position, said=told.render(locale)))
        else:
            lines.append(
                t(
                    "replay-move",
                    number=position,
                    who=seat_name(replay, step.seat, locale),
                    move=step.text.render(locale),
                )
            )
    raw = adapter.table_lines(view, labels)
    extra = [say(line, locale) for line in raw]
    # A line of the adapter's own names the deal already (Scarto's `Deal 2 of 3 · …`); `str` is English.
    # A game of one deal (Go Fish, Old Maid, Concentration) has no deal to number.
    several = face_of(record.game).deals_scored
    if several and not state.over and not any(str(line).startswith("Deal ") for line in raw):
        lines.append(t("replay-deal", deal=state.deal + 1))
    table_cards = view.get("table")
    if isinstance(table_cards, list | tuple) and adapter.table_cards:
        shown = adapter.cards(table_cards, locale) if table_cards else t("replay-nothing")
        lines.append(t("replay-on-table", cards=shown))
    lines.extend(extra)
    embed = discord.Embed(
        title=title_of(replay, locale),
        description="\n".join(line for line in lines if line)[:4096],
        colour=COLOR_SUMMARY if last else COLOR_DONE,
    )
    if adapter.no_hand is None:
        hands = all_hands(replay, position)
        hand_lines = [
            t(
                "hand-of",
                who=seat_name(replay, seat, locale),
                cards=(adapter.cards(hand, locale) if hand else "—"),
            )
            for seat, hand in enumerate(hands)
        ]
        embed.add_field(name=t("replay-hands"), value="\n".join(hand_lines)[:1024] or "—", inline=False)
    embed.add_field(name=t("replay-score"), value=_scores(replay, position, labels, locale), inline=True)
    if step is not None and step.ends_deal:
        after = step.after.view(None)
        for title, text in adapter.deal_fields(after, step.before.deal, labels)[:4]:
            name = t("replay-deal-field", deal=step.before.deal + 1, title=say(title, locale))
            embed.add_field(name=name[:256], value=say(text, locale)[:1024], inline=False)
    if last:
        embed.add_field(name=t("replay-result"), value=result_line(names, state, locale)[:1024], inline=False)
    footer = t("replay-footer", number=position, moves=replay.moves)
    if record.date:
        footer = t("replay-footer-played", number=position, moves=replay.moves, date=record.date)
    embed.set_footer(text=footer)
    return embed


def result_line(names: list[str], state: Any, locale: str = "en") -> str:
    """`alice 11 · bob 7 — alice won`, in `locale`."""
    return result_words(names, state).render(locale)


def _scores(replay: Replay, position: int, labels: list[str], locale: str = "en") -> str:
    state = replay.states[position]
    step = replay.step(position)
    base = replay.deal_base(position - 1) if step is not None and step.ends_deal else None
    lines = []
    for side, total in enumerate(state.scores):
        name = labels[side] if side < len(labels) else translate(locale, "replay-side", side=side + 1)
        line = translate(locale, "score-of", who=name, score=_num(total))
        if base is not None and side < len(base) and total != base[side]:
            gained = total - base[side]
            sign = "+" if gained > 0 else "−"
            line += " " + translate(locale, "replay-this-deal", gained=f"{sign}{_num(abs(gained))}")
        lines.append(line)
    return "\n".join(lines)[:1024] or "—"


_SLOTS = {"f": "⏮", "p": "◀", "n": "▶", "l": "⏭"}


def replay_controls(replay: Replay, position: int, locale: str = "en") -> discord.ui.View:
    controls = discord.ui.View(timeout=None)
    targets = {"f": 0, "p": position - 1, "n": position + 1, "l": replay.moves}
    for slot in ("f", "p"):
        controls.add_item(StepButton(replay.table_id, targets[slot], slot, disabled=position == 0))
    controls.add_item(
        discord.ui.Button(
            label=f"{position} / {replay.moves}",
            custom_id=f"tv:rpc:{replay.table_id}",
            disabled=True,
            style=discord.ButtonStyle.secondary,
        )
    )
    for slot in ("n", "l"):
        controls.add_item(StepButton(replay.table_id, targets[slot], slot, disabled=position >= replay.moves))
    if replay.step(position) is not None:
        controls.add_item(HardButton(replay.table_id, position, locale=locale))
    return controls


def replay_message(replay: Replay, position: int, locale: str = "en") -> dict[str, Any]:
    return {
        "embed": replay_embed(replay, position, locale),
        "view": replay_controls(replay, position, locale),
    }


def record_file(replay: Replay) -> discord.File:
    return discord.File(io.BytesIO(replay.text().encode("utf-8")), filename=f"tavolo-{replay.table_id}.txt")


async def send_replay(interaction: discord.Interaction, table_id: int, position: int = 0) -> None:
    """Post a replay of `table_id` as the answer to `interaction`, with its record attached (in the
    channel's language: everyone there sees it)."""
    replay = await replay_for(interaction, table_id)
    locale = await locale_for_channel(interaction)
    await interaction.response.send_message(
        **replay_message(replay, position, locale), file=record_file(replay)
    )


class StepButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:rp:(?P<t>\d+):(?P<p>\d+):(?P<s>[fpnl])"
):
    def __init__(self, table_id: int, position: int, slot: str, *, disabled: bool = False) -> None:
        position = max(0, position)
        super().__init__(
            discord.ui.Button(
                emoji=_SLOTS[slot],
                style=discord.ButtonStyle.primary if slot in "pn" else discord.ButtonStyle.secondary,
                custom_id=f"tv:rp:{table_id}:{position}:{slot}",
                disabled=disabled,
            )
        )
        self.table_id, self.position = table_id, position

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> StepButton:
        return cls(int(match["t"]), int(match["p"]), match["s"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            replay = await replay_for(interaction, self.table_id)
            position = min(self.position, replay.moves)
            locale = await locale_for_channel(interaction)
            await interaction.response.edit_message(**replay_message(replay, position, locale))
        except Exception as error:
            await report(interaction, error)


class OpenReplayButton(TableButton, template=r"tv:rpo:(?P<t>\d+)"):
    """ "Replay #12" (under `/history`): posts that table's replay."""

    kind = "rpo"

    def __init__(self, table_id: int, *, locale: str = "en") -> None:
        label = translate(locale, "replay-open", table=str(table_id))
        super().__init__(table_id, label=label, emoji="▶", style=discord.ButtonStyle.secondary)

    async def clicked(self, interaction: discord.Interaction) -> None:
        await send_replay(interaction, self.table_id)


class HardButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tv:rph:(?P<t>\d+):(?P<p>\d+)"):
    """What the hard computer player would have played at the move shown (answered privately)."""

    def __init__(self, table_id: int, position: int, *, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=translate(locale, "replay-hard-pick"),
                emoji="💡",
                style=discord.ButtonStyle.secondary,
                custom_id=f"tv:rph:{table_id}:{position}",
            )
        )
        self.table_id, self.position = table_id, position

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HardButton:
        return cls(int(match["t"]), int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            replay = await replay_for(interaction, self.table_id)
            step = replay.step(self.position)
            if step is None:
                said = translate(await locale_for_user(interaction), "replay-step-first")
                await interaction.response.send_message(said, ephemeral=True)
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            text = await hard_pick_text(interaction, replay, self.position)
            await interaction.followup.send(text, ephemeral=True)
        except Exception as error:
            await report(interaction, error)


async def hard_pick_text(interaction: discord.Interaction, replay: Replay, position: int) -> str:
    """Move `position` as the replay says it, then what the hard player would have done there,
    both as sentences, each card with its article ("Move 4 · You play the 7 di denari. Hard would
    have played the 7 di coppe and taken the 3 di bastoni and the 4 di spade: …"); a move that is
    not a card by its label, quoted."""
    step = replay.step(position)
    assert step is not None
    before = step.before
    legal = before.legal()
    game = replay.record.game
    seed = move_seed(replay.record.seed, position)
    action, why = await service_of(interaction).hint(game, before.view(step.seat), legal, seed)
    locale = await locale_for_user(interaction)
    mine = replay.user_ids[step.seat] == interaction.user.id
    seats = Seats(lambda seat: seat_name(replay, seat, locale), step.seat if mine else None)
    names = [seat_text(name) for name in replay.names]
    if is_card(step.action.partition(":")[0]):
        said = move_sentence(game, step.seat, step.action, seats, locale, lambda: "")
    else:
        told = said_move(game, step.seat, step.action, seats, step.text)
        said = told or Text("replay-hard-chose", **seats.who(step.seat), move=step.text)
    args: dict[str, Any] = {
        "number": position,
        "said": said,
        "why": name_texts(names, why) if isinstance(why, Text) else replay.record.name_players(why),
    }
    if action == step.action:
        return translate(locale, "replay-hard-same", **args)
    label = name_texts(names, adapter_for(game).label_text(before, action))
    return translate(locale, "replay-hard-other", move=label, **pick_words(game, action, label), **args)


REPLAY_ITEMS = (StepButton, OpenReplayButton, HardButton)
