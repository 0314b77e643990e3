"""What a Go Fish, Concentration or Old Maid move does from Discord, and what its mover privately
learns (in the mover's language). Shared by the slash commands (`family_commands`), the channel
board's buttons (`family_board`) and, for a command typed in a DM for a table another process
serves, that process (the answers are registered by name: `bot.discord.core.lookup.answer`)."""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.discord.core.card_emoji import card_phrase, cards_phrase
from bot.discord.core.interact import service_of
from bot.discord.core.lookup import Played, answer
from bot.service.faces.common import Seats
from bot.service.faces.family import CONCENTRATION, OLDMAID
from bot.service.model import Table, seat_text
from games import cards as C
from games.cards import rank_key
from games.core import State
from i18n import Text


def seat_name(table: Table, seat: int) -> Text:
    """A seat's name as the reader reads it (a computer seat's in their language)."""
    if seat < len(table.seats):
        return seat_text(table.seats[seat])
    return Text("family-player-number", number=seat + 1)


def sentences(texts: Iterable[Text], locale: str) -> str:
    """Several sentences as one answer: a space between them, none in Japanese (。 ends them)."""
    return ("" if locale == "ja" else " ").join(text.render(locale) for text in texts)


def flip_answer(after: State, seat: int, locale: str = "en") -> str:
    view = after.view(seat)
    game = "concentration"
    if view["face_up"]:
        up = cards_phrase([view["board"][i] for i in view["face_up"]], game)
        more = view["need"] - len(view["face_up"])
        return Text("concentration-you-turned-up", cards=up, count=more).render(locale)
    outcome = view["last_outcome"] or {}
    said: list[Text] = []
    if outcome.get("taken"):
        mover = Seats(name=lambda other: Text("family-player-number", number=other + 1), me=seat)
        said.extend(CONCENTRATION.took(seat, mover, cards_phrase(outcome["taken"], game), not after.over))
        if after.over:
            said.append(Text("family-game-over"))
    else:
        flipped = cards_phrase([card for _, card in outcome.get("flipped", [])], game)
        said.append(Text("concentration-you-missed", cards=flipped))
        if after.over:
            said.append(Text("family-game-over"))
    return sentences(said, locale)


def draw_answer(table: Table, after: State, seat: int, action: str, locale: str = "en") -> str:
    if action == "shuffle":
        return Text("oldmaid-you-shuffled").render(locale)
    last = after.view(seat)["last_draw"]
    holder, card = seat_name(table, last["holder"]), card_phrase(last["card"], table.game)
    said: list[Text] = []
    if last["paired"]:
        rank = Text("rank-bare", rank=rank_key(C.rank_of(last["card"])))
        said.append(Text("oldmaid-you-drew-pair", card=card, who=holder, rank=rank))
    else:
        said.append(Text("oldmaid-you-drew", card=card, who=holder))
    if after.over:
        result = after.result
        assert result is not None
        loser = seat_name(table, result.detail["loser"])
        said.append(OLDMAID.left_holding(loser, card_phrase(result.detail["losing_card"], table.game)))
    elif not after.view(seat)["hand"]:
        said.append(OLDMAID.out(seat, Seats(name=lambda other: seat_name(table, other), me=seat)))
    return sentences(said, locale)


@answer("flip")
def _flipped(played: Played, locale: str) -> str:
    return flip_answer(played.after, played.seat, locale)


@answer("draw")
def _drew(played: Played, locale: str) -> str:
    return draw_answer(played.table, played.after, played.seat, played.action, locale)


async def act(interaction: discord.Interaction, table: Table, seat: int, state: State, action: str) -> State:
    """Play `action`; the position it leads to (the engine is deterministic, so replaying it here
    gives exactly what the service stored, before any computer answers)."""
    after = state.play(action)  # refuses with the engine's own words before touching the table
    await service_of(interaction).act(table.id, interaction.user.id, action, expected_seq=table.seq)
    return after
