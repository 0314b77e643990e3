"""Go Fish on the private hand panel: an ask in one click.

Asking for a rank (the usual rules): a button per rank held ("Sevens (you hold 2)"), in rows of
five under the picture, and above them one "whom" select naming the player they ask (the next
player in turn with cards, until another is picked: picking one redraws the panel with its
buttons asking them). With one player left to ask, the rank buttons alone. At most four rows
(13 ranks and the select), never a wall of "Ask X for Y" buttons pushing the picture off a phone.

Asking for exact cards (`ask_exact_card`): every ask is offered whole, as "player · rank"
(`ask:<seat>:<rank>` behind it): a button each when there are few, one select when they fit in
Discord's 25 options, else one select per player asked (five at most; each holds at most the 13
ranks). Only when even that would be cut (exact cards at many players: a select per player can need
39) does the panel fall back to two selects, whom and for what; each carries the table id, the `seq`
it was drawn at and what the *other* select already holds, so the pair survives a restart: picking
the second half submits the ask, picking only one redraws the panel with that half remembered.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord.core.card_emoji import card_emoji, card_phrase, cards_phrase
from bot.discord.core.hand_panel import SeatActionItem, panel_payload, wait_for_computers
from bot.discord.core.interact import bot_of, refuse, refuse_stale, report, restored_select, service_of
from bot.discord.core.language import locale_for_user
from bot.discord.core.lookup import Played, answer, click_table, forward_play, served_here
from bot.discord.games.family.moves import seat_name, sentences
from bot.service.card_names import card_name
from bot.service.errors import NotSeated, StaleAction, TableError
from bot.service.faces.common import Seats
from bot.service.faces.family import GOFISH
from bot.service.model import Table, seat_text
from bot.service.panel_labels import ask_label
from games import cards as C
from games.cards import rank_key
from games.core import GameError, State
from games.family_common import RANK_ORDER, sort_cards
from i18n import Text, Who, translate

NONE = "-"  # the other half is not chosen yet
NARROW = "r:"  # under ask_exact_card with too many cards: a rank first, then its cards
MAX_OPTIONS = 25
ASK_BUTTONS = 10  # up to this many asks get a button each (two rows)
MAX_SELECTS = 5  # action rows


def _name(table: Table, seat: int, locale: str) -> Who:
    """A seat by its one name (`Bot 2`), as the select and the pictures name it."""
    return seat_text(table.seats[seat])


def _rank(rank: str) -> Text:
    """A rank in words (`Sevens`, `i Sette`, `7`), in the reader's language."""
    return Text("rank-plural", rank=rank_key(rank))


def _label(text: str) -> str:
    """A label that starts with a rank's words starts with a capital (`Les Sept (tu en as 2)`)."""
    return text[:1].upper() + text[1:]


def ask_answer(table: Table, before: State, after: State, seat: int, locale: str = "en") -> str:
    """`bob gave you 7♥ and 7♦.` / `You drew 9♣.` plus books, the end, whose turn, in `locale`."""
    log = after.view(seat)["log"][len(before.view(seat)["log"]) :]
    seats = Seats(name=lambda other: seat_name(table, other), me=seat)
    said: list[Text] = []
    for event in log:
        kind = event["type"]
        if kind == "ask":
            target = seat_name(table, event["target"])
            if event["given"]:
                said.append(Text("gofish-gave-you", who=target, cards=cards_phrase(event["given"], "gofish")))
            else:
                said.append(GOFISH.told(event, seats))
        elif kind == "fish" and event["seat"] == seat:
            drawn = card_phrase(event["card"], "gofish")
            said.append(
                Text("gofish-you-drew-lucky" if event.get("shown") else "gofish-you-drew", card=drawn)
            )
        elif kind in ("book", "empty"):
            said.append(GOFISH.told(event, seats))
    if after.over:
        result = after.result
        assert result is not None
        winners = [seat_name(table, w) for w in result.winners]
        said.append(Text("gofish-game-won", winners=winners, count=len(winners)))
    elif after.to_move == seat:
        said.append(Text("gofish-your-turn-again"))
    return sentences(said, locale)


@answer("ask")
def _asked(played: Played, locale: str) -> str:
    """What a forwarded `/ask` tells its player (built by the table's process)."""
    return ask_answer(played.table, played.before, played.after, played.seat, locale)


def _wanted_options(
    state: State, hand: list[str], wanted: str | None, narrow: str | None, locale: str = "en"
) -> tuple[list[discord.SelectOption], str]:
    """Options of the "what" select and its placeholder, in `locale`."""
    if not state.options["ask_exact_card"]:
        counts: dict[str, int] = {}
        for card in hand:
            counts[C.rank_of(card)] = counts.get(C.rank_of(card), 0) + 1
        ranks = sorted(counts, key=lambda r: RANK_ORDER.get(r, len(RANK_ORDER)))
        return [
            discord.SelectOption(
                label=_label(translate(locale, "gofish-rank-you-hold", rank=_rank(r), count=counts[r]))[:100],
                value=r,
                default=r == wanted,
            )
            for r in ranks
        ][:MAX_OPTIONS], translate(locale, "gofish-for-rank")
    cards = sort_cards(sorted({a.rsplit(":", 1)[1] for a in state.legal()}))

    def card_option(card: str) -> discord.SelectOption:
        label = card_name(card, "gofish", locale)[:100]
        return discord.SelectOption(
            label=label, value=card, emoji=card_emoji(card, "gofish"), default=card == wanted
        )

    if len(cards) <= MAX_OPTIONS:
        return [card_option(c) for c in cards], translate(locale, "gofish-for-card")
    if narrow is None and wanted is not None:
        narrow = C.rank_of(wanted)
    if narrow:
        options = [card_option(c) for c in cards if C.rank_of(c) == narrow]
        options.append(
            discord.SelectOption(label=translate(locale, "gofish-another-rank")[:100], value=NARROW)
        )
        return options[:MAX_OPTIONS], translate(locale, "gofish-for-which", rank=_rank(narrow))
    ranks: list[str] = []
    for card in cards:
        if C.rank_of(card) not in ranks:
            ranks.append(C.rank_of(card))
    then = translate(locale, "gofish-then-suit")[:100]
    return [
        discord.SelectOption(
            label=_label(translate(locale, "gofish-rank-then", rank=_rank(r)))[:100],
            value=NARROW + r,
            description=then,
        )
        for r in ranks
    ][:MAX_OPTIONS], translate(locale, "gofish-for-rank-then-suit")


def _ask_parts(action: str) -> tuple[int, str]:
    _, target, wanted = action.split(":", 2)
    return int(target), wanted


def add_one_click_asks(
    controls: discord.ui.View, table: Table, seat: int, seq: int, locale: str = "en"
) -> str | None:
    """Every ask as one button or one select option; None when they would not fit."""
    state = table.state
    assert state is not None
    view = state.view(seat)
    exact = bool(state.options["ask_exact_card"])
    players = len(table.seats)
    order = {r: i for i, r in enumerate(RANK_ORDER)}
    asks = sorted(
        (a for a in state.legal() if a.startswith("ask:")),
        key=lambda a: (
            (_ask_parts(a)[0] - seat) % players,
            order.get(C.rank_of(_ask_parts(a)[1]) if exact else _ask_parts(a)[1], 99),
            _ask_parts(a)[1],
        ),
    )
    if not asks:
        return ""
    held: dict[str, int] = {}
    for card in view["hand"]:
        held[C.rank_of(card)] = held.get(C.rank_of(card), 0) + 1

    def option(action: str) -> discord.SelectOption:
        target, wanted = _ask_parts(action)
        rank = C.rank_of(wanted) if exact else wanted
        about = translate(
            locale,
            "gofish-ask-about",
            held=held.get(rank, 0),
            who=_name(table, target, locale),
            count=view["hand_sizes"][target],
        )
        return discord.SelectOption(
            label=ask_label(table, action, exact, locale), value=action, description=about[:100]
        )

    targets = list(dict.fromkeys(_ask_parts(a)[0] for a in asks))
    if len(asks) <= ASK_BUTTONS:
        # A row per player asked when that fits; with one player to ask the line names them once.
        rows = len(targets) <= MAX_SELECTS and all(
            sum(_ask_parts(a)[0] == t for a in asks) <= 5 for t in targets
        )
        for action in asks:
            target, wanted = _ask_parts(action)
            rank = C.rank_of(wanted) if exact else wanted
            label = ask_label(table, action, exact, locale, held=held.get(rank, 0))
            button = AskButton(table.id, seq, action, label=label)
            if rows:
                button.item.row = targets.index(target)
            controls.add_item(button)
        if len(targets) == 1:
            return "\n" + translate(locale, "gofish-ask-one-player", who=_name(table, targets[0], locale))
        return "\n" + translate(locale, "gofish-ask-one-click")
    if len(asks) <= MAX_OPTIONS:
        options = [option(a) for a in asks]
        placeholder = translate(locale, "gofish-ask-whom-for-what")[:150]
        controls.add_item(AskSelect(table.id, seq, "all", options, placeholder=placeholder))
        return "\n" + translate(locale, "gofish-choose-whom-for-what")
    by_target: dict[int, list[str]] = {}
    for action in asks:
        by_target.setdefault(_ask_parts(action)[0], []).append(action)
    if len(by_target) > MAX_SELECTS or any(len(group) > MAX_OPTIONS for group in by_target.values()):
        return None
    for target, group in by_target.items():
        size = view["hand_sizes"][target]
        placeholder = translate(
            locale, "gofish-ask-player-for", who=_name(table, target, locale), count=size
        )[:150]
        controls.add_item(
            AskSelect(table.id, seq, str(target), [option(a) for a in group], placeholder=placeholder)
        )
    return "\n" + translate(locale, "gofish-pick-from-player")


def add_rank_asks(
    controls: discord.ui.View, table: Table, seat: int, seq: int, target: int | None, locale: str = "en"
) -> str:
    """A button per rank the player holds, asking `target` (or the next player in turn who can
    be asked), and a "whom" select above them when there is more than one to ask."""
    state = table.state
    assert state is not None
    view = state.view(seat)
    players = len(table.seats)
    asks = [_ask_parts(a) for a in state.legal() if a.startswith("ask:")]
    if not asks:
        return ""
    targets = sorted({t for t, _ in asks}, key=lambda t: (t - seat) % players)
    chosen = target if target in targets else targets[0]
    held: dict[str, int] = {}
    for card in view["hand"]:
        held[C.rank_of(card)] = held.get(C.rank_of(card), 0) + 1
    order = {r: i for i, r in enumerate(RANK_ORDER)}
    ranks = sorted({r for t, r in asks if t == chosen}, key=lambda r: order.get(r, 99))
    sizes = view["hand_sizes"]
    first = 0
    if len(targets) > 1:
        short = [seat_text(seat).label(locale) for seat in table.seats]  # `Bot 2`, as on the picture
        options = [
            discord.SelectOption(
                label=translate(locale, "gofish-ask-player", who=short[t], count=sizes[t])[:100],
                value=str(t),
                default=t == chosen,
            )
            for t in targets
        ]
        whom = AskPlayerSelect(table.id, seq, None, options, translate(locale, "gofish-ask-whom")[:150])
        whom.item.row = 0
        controls.add_item(whom)
        first = 1
    for index, rank in enumerate(ranks):
        label = _label(translate(locale, "gofish-rank-you-hold", rank=_rank(rank), count=held.get(rank, 0)))
        button = AskButton(table.id, seq, f"ask:{chosen}:{rank}", label=label[:80])
        button.item.row = first + index // 5
        controls.add_item(button)
    said = "gofish-ask-one-player" if len(targets) == 1 else "gofish-ask-chosen-player"
    return "\n" + translate(locale, said, who=_name(table, chosen, locale))


def add_ask_controls(
    controls: discord.ui.View,
    table: Table,
    seat: int,
    seq: int,
    *,
    target: int | None = None,
    wanted: str | None = None,
    narrow: str | None = None,
    locale: str = "en",
) -> str:
    """Put the ask controls on `controls` (see the module docstring); the line to add under the
    hand. Both in the player's language `locale`."""
    state = table.state
    assert state is not None
    if not state.options["ask_exact_card"] and wanted is None and narrow is None:
        return add_rank_asks(controls, table, seat, seq, target, locale)
    if target is None and wanted is None and narrow is None:
        line = add_one_click_asks(controls, table, seat, seq, locale)
        if line is not None:
            return line
    state = table.state
    assert state is not None
    view = state.view(seat)
    sizes = view["hand_sizes"]
    askable = [s for s in table.seats if s.index != seat and sizes[s.index]]
    if not askable or not state.legal():
        return ""
    controls.add_item(
        AskPlayerSelect(
            table.id,
            seq,
            wanted,
            [
                discord.SelectOption(
                    label=translate(locale, "gofish-player-cards", who=seat_text(s), count=sizes[s.index])[
                        :100
                    ],
                    value=str(s.index),
                    default=s.index == target,
                )
                for s in askable
            ],
            placeholder=translate(locale, "gofish-ask-whom")[:150],
        )
    )
    options, placeholder = _wanted_options(state, list(view["hand"]), wanted, narrow, locale)
    controls.add_item(AskWhatSelect(table.id, seq, target, options, placeholder[:150]))
    if target is not None and wanted is None:
        return "\n" + translate(locale, "gofish-asking-whom", who=_name(table, target, locale))
    if wanted is not None and target is None:
        what = card_phrase(wanted, "gofish") if state.options["ask_exact_card"] else _rank(wanted)
        return "\n" + translate(locale, "gofish-asking-for", what=what)
    return "\n" + translate(locale, "gofish-two-selects")


def _half(text: str) -> str | None:
    return None if text == NONE else text


async def _current(interaction: discord.Interaction, table_id: int, seq: int) -> Table | None:
    table = await click_table(interaction, table_id)
    if table.status != "playing":
        await refuse(interaction, Text("error-game-over"))
        return None
    if table.seq != seq:
        await refuse_stale(interaction, table_id, seq)
        return None
    return table


async def _redraw(
    interaction: discord.Interaction, table: Table, *, note: str | None = None, **choice: Any
) -> None:
    live_url = bot_of(interaction).presenter.live_url(table)
    locale = await locale_for_user(interaction)
    prefs = service_of(interaction).preferences
    payload = panel_payload(
        table,
        interaction.user.id,
        preferences=prefs,
        note=note,
        choice=choice,
        live_url=live_url,
        locale=locale,
    )
    await interaction.response.edit_message(embed=None, **payload)
    bot_of(interaction).presenter.panel_opened(interaction, table, note=note)
    if interaction.message is not None and not interaction.message.flags.ephemeral:
        # The hand DM can now be redrawn through this click's token (free of the token's
        # budget), as every other panel click allows (`hand_panel.redraw`): when the other
        # human's ask takes cards from it, that redraw cost a rate-limited edit a move.
        bot_of(interaction).presenter.tokens.remember(interaction.message.id, interaction, original=True)
    # A half-chosen ask changes nothing at the table: telling the presenter would only make it
    # redraw a hand DM it does not know yet (after a restart) and wipe the choice.
    if interaction.message is not None and not choice:
        bot_of(interaction).presenter.panel_drawn(interaction.message.id, table, interaction.user.id)


async def _choose(
    interaction: discord.Interaction, table_id: int, seq: int, target: int | None, wanted: str | None
) -> None:
    if target is not None and wanted is not None and not wanted.startswith(NARROW):
        await ask_in_one(interaction, table_id, seq, f"ask:{target}:{wanted}")
        return
    try:
        table = await _current(interaction, table_id, seq)
        if table is None:
            return
        if table.seat_of(interaction.user.id) is None:
            raise NotSeated("not-playing-here")
        if wanted is not None and wanted.startswith(NARROW):
            await _redraw(interaction, table, target=target, narrow=wanted[len(NARROW) :] or None)
            return
        await _redraw(interaction, table, target=target, wanted=wanted)
    except Exception as error:
        await report(interaction, error)


async def _ask(interaction: discord.Interaction, table: Table, seat: int, action: str) -> None:
    state = table.state
    assert state is not None
    presenter = bot_of(interaction).presenter
    presenter.hold(table.id, interaction.user.id)
    try:
        try:
            after = state.play(action)  # the engine is deterministic: this is what the service stores
            await service_of(interaction).act(table.id, interaction.user.id, action, expected_seq=table.seq)
        except StaleAction:
            await refuse_stale(interaction, table.id, table.seq)
            return
        except (TableError, GameError) as error:
            await refuse(interaction, error.text)
            return
        answer = ask_answer(table, state, after, seat, await locale_for_user(interaction))
        await wait_for_computers(interaction, table.id)
        await _redraw(interaction, service_of(interaction).table(table.id), note=answer)
    finally:
        presenter.release(table.id, interaction.user.id)


def _picked(interaction: discord.Interaction) -> str | None:
    values = (interaction.data or {}).get("values") or []
    return str(values[0]) if values else None


class AskPlayerSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:gfp:(?P<t>\d+):(?P<s>\d+):(?P<w>[^:]+)"
):
    """Whom to ask; carries the rank (or card) already chosen, if any."""

    def __init__(
        self,
        table_id: int,
        seq: int,
        wanted: str | None,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:gfp:{table_id}:{seq}:{wanted or NONE}",
                options,
                placeholder=placeholder,
            )
        )
        self.table_id, self.seq, self.wanted = table_id, seq, wanted

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> AskPlayerSelect:
        return cls(int(match["t"]), int(match["s"]), _half(match["w"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = _picked(interaction)
        target = int(picked) if picked is not None and picked.isdigit() else None
        await _choose(interaction, self.table_id, self.seq, target, self.wanted)


class AskWhatSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:gfw:(?P<t>\d+):(?P<s>\d+):(?P<p>\d+|-)"
):
    """For what (a rank you hold, or a card under `ask_exact_card`); carries the player chosen, if any."""

    def __init__(
        self,
        table_id: int,
        seq: int,
        target: int | None,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:gfw:{table_id}:{seq}:{NONE if target is None else target}",
                options,
                placeholder=placeholder,
            )
        )
        self.table_id, self.seq, self.target = table_id, seq, target

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> AskWhatSelect:
        target = match["p"]
        return cls(int(match["t"]), int(match["s"]), None if target == NONE else int(target))

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = _picked(interaction)
        await _choose(interaction, self.table_id, self.seq, self.target, _half(picked or NONE))


async def ask_in_one(interaction: discord.Interaction, table_id: int, seq: int, action: str) -> None:
    """A whole ask picked at once (a button or a select option)."""
    try:
        if not served_here(interaction, table_id):  # a DM click for another process's table
            await forward_play(interaction, table_id, seq, action)
            return
        table = await _current(interaction, table_id, seq)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise NotSeated("not-playing-here")
        await _ask(interaction, table, seat, action)
    except Exception as error:
        await report(interaction, error)


class AskButton(
    SeatActionItem,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tv:gfa:(?P<t>\d+):(?P<s>\d+):(?P<a>ask:\d+:[^:]+)",
):
    """One whole ask (`ask:<seat>:<rank>`), when there are few."""

    def __init__(self, table_id: int, seq: int, action: str, *, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or action,
                custom_id=f"tv:gfa:{table_id}:{seq}:{action}",
                style=discord.ButtonStyle.primary,
            )
        )
        self.table_id, self.seq, self.action = table_id, seq, action

    async def callback(self, interaction: discord.Interaction) -> None:
        await ask_in_one(interaction, self.table_id, self.seq, self.action)


class AskSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"tv:gfs:(?P<t>\d+):(?P<s>\d+):(?P<k>\w+)"
):
    """Whole asks as options (every one, or those to one player: `key` is `all` or the seat)."""

    def __init__(
        self,
        table_id: int,
        seq: int,
        key: str,
        options: list[discord.SelectOption] | None = None,
        *,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            restored_select(
                f"tv:gfs:{table_id}:{seq}:{key}",
                options,
                placeholder=placeholder,
            )
        )
        self.table_id, self.seq = table_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> AskSelect:
        return cls(int(match["t"]), int(match["s"]), match["k"])

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = _picked(interaction)
        if picked is None or not picked.startswith("ask:"):
            await refuse(interaction, Text("gofish-choose-an-ask"))
            return
        await ask_in_one(interaction, self.table_id, self.seq, picked)


ASK_ITEMS = (AskPlayerSelect, AskWhatSelect, AskButton, AskSelect)
