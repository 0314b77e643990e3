"""How the private panel labels a move, with no Discord in it: the one place both faces that show
a seat its moves (the Discord panel, `bot/discord/games/<family>/`, and the Activity,
`bot/web/snapshots/`) take their labels from, so a move reads the same in both.

- a card play: `split_action` tells one (`7d`, `7d:3c+4s`) from any other move (`ask:2:7`);
- Scopa's plays say what they take (`5 di coppe → 5 di bastoni · Scopa!`): `scopa_play_label`;
- Stovkahra's declarations, signal, pass and dost: `stovkahra_button_label`;
- Go Fish's asks name the player as the pictures do (`Bot 2`): `ask_label`, `short_seat_names`;
- a card button reads the card's name (`card_label`); any other move its description (`move_label`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from bot.service.card_names import card_name, is_card, move_text
from bot.service.model import Seat, Table, seat_text
from games.ai.stovkahra_player import deal_points
from games.cards import rank_key
from games.core import IllegalAction, State
from games.stovkahra.rules import declaration_text
from i18n import Named, Text, translate

LABEL = 80  # the longest label a button shows (Discord's limit; the Activity keeps it)


def split_action(action: str) -> tuple[str, list[str]] | None:
    """`7d` -> (`7d`, []); `7d:3c+4s` -> (`7d`, [`3c`, `4s`]); anything else (`ask:2:7`) -> None."""
    head, _, tail = action.partition(":")
    if not is_card(head):
        return None
    if not tail:
        return head, []
    targets = tail.split("+")
    if not all(is_card(t) for t in targets):
        return None
    return head, targets


def _cut(label: str) -> str:
    return label if len(label) <= LABEL else label[: LABEL - 1] + "…"


@functools.lru_cache(maxsize=8192)
def card_label(game: str, card: str, locale: str = "en") -> str:
    """A card as its button reads, in `locale`: its name."""
    return card_name(card, game, locale)[:LABEL]


def move_label(game: str, state: State, action: str, locale: str = "en") -> str:
    """A move that is not a card, as its button reads: its description, capitalised."""
    try:
        label = move_text(game, state, action).render(locale)
    except Exception:  # a label must never break a panel; fall back to the notation
        label = action
    return _cut(label[:1].upper() + label[1:])


# -- Scopa ---------------------------------------------------------------------------------
def sweeps(state: State, action: str) -> bool:
    """Whether playing `action` scores a scopa (the rules core says, by playing it)."""
    try:
        after = state.play(action)
    except IllegalAction:
        return False
    if after.deal != state.deal:
        return False
    # The sweeps so far, as the public view counts them (`sweep_moves`: the history's entries that
    # swept), read from the positions' histories: a view words the whole history, every time.
    history, later = getattr(state, "history", None), getattr(after, "history", None)
    if history is not None and later is not None:
        return sum(1 for entry in later if entry[2]) > sum(1 for entry in history if entry[2])
    before, now = state.view(None), after.view(None)
    return len(now.get("sweep_moves") or []) > len(before.get("sweep_moves") or [])


def scopa_play_label(game: str, state: State, action: str, locale: str) -> str:
    """`5 di coppe → 5 di bastoni · Scopa!` / `6 di denari → sul tavolo`, at most 80 characters."""
    split = split_action(action)
    if split is None:
        return action[:LABEL]
    card, taken = split
    name = card_name(card, game, locale)
    if taken:
        cards = " + ".join(card_name(t, game, locale) for t in taken)
        label = translate(locale, "panel-scopa-takes", card=name, cards=cards)
        if sweeps(state, action):
            label = translate(locale, "panel-scopa-sweep", play=label)
    else:
        label = translate(locale, "panel-scopa-lays", card=name)
    return _cut(label)


# -- Stovkahra -----------------------------------------------------------------------------
def dost_points(view: dict) -> tuple[int, int]:
    """The seat's team's points if it claimed dost now (the game so far and this deal's
    declarations, card points and 7 bonuses, as the computers judge it), and the target."""
    side = int(view["seat"]) % 2
    return int(view["scores"][side] + deal_points(view)[side]), int(view["target"])


def stovkahra_button_label(state: State, action: str, locale: str = "en") -> str | None:
    """A declaration, pass, signal or dost as its button reads; None for any other move."""
    if action.startswith("declare:"):
        declared = declaration_text(action.split(":", 1)[1])
        return translate(locale, "stovkahra-declare-button", declaration=declared)
    if action == "pass":
        return translate(locale, "stovkahra-pass-button")
    if action.startswith("signal:"):
        shown = Text("stovkahra-suit", suit=action.split(":", 1)[1])
        return translate(locale, "stovkahra-signal-button", suit=shown)
    if action == "dost" and state.to_move is not None:
        points, target = dost_points(state.view(state.to_move))
        return translate(locale, "panel-dost-wins", points=points, target=target)
    return None


# -- seats and Go Fish's asks --------------------------------------------------------------
def short_seat_names(table: Table, locale: str) -> tuple[Named, ...]:
    """The names the pictures, the panel and the Activity give the seats: each seat's one name
    (`Bot 2`, as the words say it), in `locale`; each a `Named`, so a sentence round it knows a
    computer from a person."""
    return _short_names(table.seats, locale)


@functools.lru_cache(maxsize=4096)
def _short_names(seats: tuple[Seat, ...], locale: str) -> tuple[Named, ...]:
    return tuple(seat_text(seat).label(locale) for seat in seats)


def team_names(table: Table, sides: Sequence[int], locale: str) -> list[str]:
    """One name per side as the table shows its seats (`Bot 2`), a team's members joined by the
    language's joiner (`alice + Bot 2`): the live table's words and the Activity say teams alike."""
    names = short_seat_names(table, locale)
    members: list[list[str]] = [[] for _ in range(max(sides) + 1 if sides else 0)]
    for index, side in enumerate(sides):
        if index < len(names):
            members[side].append(names[index])
    joiner = translate(locale, "live-team-joiner")
    return [joiner.join(group) for group in members]


def rank_words(rank: str) -> Text:
    """A rank in words (`Sevens`, `i Sette`, `7`), in the reader's language."""
    return Text("rank-plural", rank=rank_key(rank))


def ask_parts(action: str) -> tuple[int, str]:
    """`ask:2:7` -> (2, `7`): whom, and what (a rank, or a card when asking for exact cards)."""
    _, target, wanted = action.split(":", 2)
    return int(target), wanted


def ask_label(table: Table, action: str, exact: bool, locale: str = "en", held: int | None = None) -> str:
    """`Ask giulia for Sevens (you hold 2)` (or `… for 7♥ …` for an exact card); without `held`,
    `giulia · Sevens` (a select option, whose description says what is held)."""
    target, wanted = ask_parts(action)
    # The short name the pictures give a seat (`Bot 2`, not `Computer 2 (normal)`): a phone
    # shows a button's first forty-odd characters.
    shown = short_seat_names(table, locale)[target]
    what = card_label(table.game, wanted, locale) if exact else rank_words(wanted).render(locale)
    if held is None:
        return f"{shown} · {what}"[:LABEL]
    return _cut(translate(locale, "panel-gofish-ask", who=shown, what=what, held=held))


def capitalised(text: str) -> str:
    """A label that starts with a rank's words starts with a capital (`Les Sept (tu en as 2)`)."""
    return text[:1].upper() + text[1:]


_DRAW = re.compile(r"(?:draw|flip):(\d+)")


def place_label(action: str) -> str | None:
    """A draw from a hand or a flip on the board (`draw:3`, `flip:12`) as its button reads:
    the place, counted from 1 (`4`, `13`); None for any other move."""
    found = _DRAW.fullmatch(action)
    return None if found is None else str(int(found[1]) + 1)
