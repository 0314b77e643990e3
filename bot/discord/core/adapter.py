"""How a game looks on Discord: the generic `Adapter`, and the registry that finds a game's own.

The default `Adapter` works for any game from `state.legal()`, `state.describe()` and the view's
`hand`:
- an action that is a card (`7d`) or a card with a target (`7d:3c+4s`) is a *card play*: `/play`
  and the `/hand` card buttons use it;
- any other action (`ask:2:7`, `flip:12`) is offered in the `/hand` "moves" select and by `/move`.

A game that wants other labels, parsing or panel controls subclasses `Adapter` in its face,
`bot/discord/games/<game>/face.py`, and registers it (`register(...)`) when imported; importing
`bot.discord.games` imports every game's face (the app does, before anything is drawn). This
generic module never imports a game's code: the games import it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.core.card_emoji import card_emoji, cards_text
from bot.discord.pictures.canvas import Canvas, View
from bot.discord.pictures.hand import Decider, PrivateCanvas
from bot.discord.pictures.table import table_canvas
from bot.discord.pictures.table_plans import Plan, generic
from bot.service import card_names
from bot.service.card_names import card_name, deck_style, is_card, move_style
from bot.service.model import name_seats
from bot.service.panel_labels import split_action
from games import cards as C
from games.core import GameError, State, reason
from i18n import LOCALES, Alternatives, Joined, Text

# Words typed to /move are matched against the move labels only up to this many moves (and this
# long: an autocomplete label is at most 100 characters).
LABELLED = 100

if TYPE_CHECKING:
    from bot.service.model import Table

__all__ = ["Adapter", "PlayError", "action_text", "adapter_for", "is_card", "register", "split_action"]


class PlayError(GameError):
    """A `/play` or `/move` argument that cannot be turned into an action; the message is for the player
    (an id with arguments, like every refusal: `.text`)."""


class Adapter:
    """How one game looks on Discord. Subclass and override what differs; register with one line."""

    game: str = ""
    deck: str = "french"  # what `games.cards.parse_card` reads names against
    target_word: str = "with"  # "take" in Scopa: `7♦ take 3♣ + 4♠`
    # Exactly one action per turn, seats in order, and any hand card playable on one's turn:
    # then a panel drawn early can carry the `seq` of its player's next turn and need no redraw
    # when that turn comes (see `bot.discord.core.panel_turns.panel_seq`).
    rotating_turns: bool = False
    # A card play never depends on anything but the card (no captures to choose): the panel's
    # card controls then carry the deal instead of the turn, stay usable across turns, and are
    # checked against the position when clicked (the trick games).
    replayable_cards: bool = False
    # For a game without a private hand (Concentration): what `/hand` says instead; no hand DMs.
    no_hand: str | None = None
    table_cards: bool = True  # False when a game never lays cards face up on a table (the family games)
    # Under the scores: what the `target` option counts to. This and `how_to_play` are catalogue
    # ids (rendered in the reader's language by `bot.discord.core.embeds.say`) or final text.
    target_words: str = "live-first-to"
    # The live table's footer: how to move in this game.
    how_to_play: str = "live-how-to-play"

    # -- panel --------------------------------------------------------------------------
    def panel_controls(
        self,
        controls: discord.ui.View,
        table: Table,
        seat: int,
        seq: int,
        *,
        locale: str = "en",
        **choice: Any,
    ) -> str | None:
        """Put a game's own controls on the `/hand` panel and return the line to add under the hand
        (both in the player's language `locale`); None for the generic card buttons and moves
        select. `choice` is what the player has picked so far in a control that takes several picks."""
        return None

    # Titles of the groups a hand too big for buttons is laid out in, one select each: by suit
    # letter, and "" for the cards of no suit (trumps, the Fool, jokers).
    suit_titles: Mapping[str, str | Text] = {
        "s": "♠ Spades",
        "h": "♥ Hearts",
        "d": "♦ Diamonds",
        "c": "♣ Clubs",
        "": "Jokers",
    }

    # Up to this many moves that are not cards get a button each on the panel; more, one select.
    move_buttons: int = 5

    def move_button(self, state: State, action: str, locale: str = "en") -> tuple[str, discord.ButtonStyle]:
        """How a move that is not a card reads on its button (in `locale`), and the button's colour."""
        label = self.label_text(state, action).render(locale)
        return label[:1].upper() + label[1:], discord.ButtonStyle.success

    def panel_moves(self, state: State, seat: int, moves: list[str]) -> list[str]:
        """The moves that are not cards offered on the seat's panel (a game may keep back one
        that would lose at once: it is still there to type, behind a confirmation)."""
        return moves

    def confirm_first(self, state: State, seat: int, action: str) -> Text | None:
        """Why `action` needs a confirmation before it is played (it ends the game at once,
        against its player), or None."""
        return None

    def confirm_label(self, action: str, locale: str) -> str:
        """The label of the button that plays `action` once confirmed (`confirm_first`)."""
        return action

    def card_button_label(self, state: State, card: str, plays: Sequence[str], locale: str) -> str | None:
        """On the seat's turn, a card button that says what it does (its `plays`); None: the card's name."""
        return None

    # -- naming -----------------------------------------------------------------------
    # Card names come from `bot.service.card_names.card_name` (one function, per game), emoji
    # from `bot.discord.core.card_emoji`: labels take the name, message text the emoji and name.
    def card(self, card: str) -> str:
        """The card's name, for button labels, select options and short answers."""
        return card_name(card, self.game)

    def card_long(self, card: str) -> str:
        """Name for autocomplete (plain text: no emoji there)."""
        return card_name(card, self.game)

    def card_emoji(self, card: str) -> discord.PartialEmoji | None:
        """The card's emoji for a button or select option; None while cards are text."""
        return card_emoji(card, self.game)

    def cards(self, cards: Sequence[str], locale: str = "en") -> str:
        """Cards in message text: each with its emoji and name (in `locale`)."""
        return cards_text(list(cards), self.game, locale)

    def label(self, state: State, action: str) -> str:
        """Readable label for any action (autocomplete, history, selects)."""
        try:
            return state.describe(action, style=move_style(self.game))
        except Exception:  # a label must never break a panel; fall back to the notation
            return action

    def label_text(self, state: State, action: str) -> Text:
        """`label` in the reader's language: the rules core's `describe_text`, unless this game's
        adapter words the action its own way (then its `label`, as it is)."""
        try:
            own = self.label(state, action)
            described = state.describe_text(action, style=move_style(self.game))
        except Exception:  # a label must never break a panel; fall back to the notation
            return Text.plain(action)
        return described if own == str(described) else Text.plain(own)

    def target_label(self, state: State, action: str, locale: str = "en") -> str:
        """How a choice between plays of the same card reads in the capture select (in `locale`)."""
        split = split_action(action)
        if split is None:
            return self.label_text(state, action).render(locale)
        card, targets = split
        said = card_names.card_text
        if not targets:
            return Text("play-target-none", card=said(card, self.game), verb=self.target_word).render(locale)
        taken = Joined([said(t, self.game) for t in targets], " + ")
        option = Text("play-target-option", card=said(card, self.game), verb=self.target_word, cards=taken)
        return option.render(locale)

    # -- what may be played ------------------------------------------------------------
    def hand(self, view: Mapping[str, Any]) -> list[str]:
        hand = view.get("hand")
        return list(hand) if isinstance(hand, list | tuple) else []

    def card_plays(self, legal: Sequence[str]) -> dict[str, list[str]]:
        """Legal card plays grouped by the card played, in `legal` order."""
        grouped: dict[str, list[str]] = {}
        for action in legal:
            split = split_action(action)
            if split is not None:
                grouped.setdefault(split[0], []).append(action)
        return grouped

    def other_moves(self, legal: Sequence[str]) -> list[str]:
        """Legal actions that are not card plays (asks, flips, draws, passes...)."""
        return [a for a in legal if split_action(a) is None]

    def playable_cards(self, view: Mapping[str, Any], legal: Sequence[str]) -> list[str]:
        """Cards that may be played now, in hand order."""
        plays = self.card_plays(legal)
        hand = self.hand(view)
        ordered = [c for c in hand if c in plays]
        return ordered + [c for c in plays if c not in ordered]

    def usable_cards(self, state: State, seat: int) -> tuple[tuple[str, ...] | None, str]:
        """On the seat's turn: the hand cards it may use now (the private picture dims the rest;
        None: a turn that is not about cards, all bright) and what for (`play`, `discard`)."""
        legal = state.legal()
        if not self.card_plays(legal):  # a Go Fish ask, an Old Maid draw: no card is wrong
            return None, "play"
        return tuple(self.playable_cards(state.view(seat), legal)), "play"

    # -- reading what the player typed -------------------------------------------------
    def parse_card(self, text: str) -> str:
        try:
            return C.parse_card(text, self.deck)
        except ValueError as error:
            raise PlayError(reason(error)) from None

    def parse_cards(self, text: str) -> list[str]:
        try:
            return C.parse_cards(text, self.deck)
        except ValueError as error:
            raise PlayError(reason(error)) from None

    def resolve_play(
        self, view: Mapping[str, Any], legal: Sequence[str], card_text: str, target_text: str | None = None
    ) -> str:
        """The action meant by `/play card:<card_text> [capture:<target_text>]`, or a `PlayError`."""
        text = card_text.strip()
        if text in legal:  # autocomplete sends notation; a full action typed as the card also works
            return text
        card = self.parse_card(text)
        hand = self.hand(view)
        # Names as arguments, so each reader sees them in their language (emoji left out).
        said = card_names.card_text
        if hand and card not in hand:
            raise PlayError(
                "not-held", card=said(card, self.game, True), hand=[said(c, self.game) for c in hand]
            )
        plays = self.card_plays(legal).get(card)
        if not plays:
            playable = self.playable_cards(view, legal)
            if not playable:
                raise PlayError("play-no-card-now")
            raise PlayError(
                "play-not-now",
                card=said(card, self.game, True),
                playable=[said(c, self.game) for c in playable],
            )
        if target_text and target_text.strip():
            if target_text.strip() in plays:
                return target_text.strip()
            wanted = sorted(self.parse_cards(target_text))
            for action in plays:
                split = split_action(action)
                if split is not None and sorted(split[1]) == wanted:
                    return action
            raise PlayError(
                "play-cannot-target",
                card=said(card, self.game, C.START),
                verb=self.target_word,
                cards=Joined([said(c, self.game) for c in wanted], " + "),
                options=self._options_text(plays),
            )
        if len(plays) == 1:
            return plays[0]
        raise PlayError("play-choice", card=said(card, self.game, C.START), options=self._options_text(plays))

    def _options_text(self, plays: Sequence[str]) -> Alternatives:
        parts: list[Text] = []
        for action in plays:
            split = split_action(action)
            assert split is not None
            if split[1]:
                parts.append(Joined([card_names.card_text(t, self.game) for t in split[1]], " + "))
            else:
                parts.append(Text("play-no-target", verb=self.target_word))
        return Alternatives(parts)

    def resolve_move(self, state: State, legal: Sequence[str], text: str) -> str:
        """The action meant by `/move action:<text>`: notation, or a label as autocomplete shows it,
        in any of the bot's languages (`fin des annonces`, `fine delle dichiarazioni` for `pass`)."""
        wanted = text.strip()
        if wanted in legal:
            return wanted
        if len(wanted) > LABELLED or len(legal) > LABELLED:
            # No label is that long; and words are not matched against thousands of moves (Scarto's
            # discard has 3,276, each labelled in four languages: seconds of the bot's time).
            return wanted
        folded = wanted.casefold()
        for action in legal:
            if action.casefold() == folded or self.label(state, action).casefold() == folded:
                return action
        for action in legal:  # a label, or its words before a bracket ("passer", "passo", "パス")
            said = [self.label_text(state, action).render(locale).casefold() for locale in LOCALES]
            if folded in said or folded in {re.split(r" \(|（", label)[0].strip() for label in said}:
                return action
        # Not recognised: hand it to the rules core, whose refusal says why.
        return wanted

    # -- per-game touches for the live table and the summaries --------------------------
    # True when `table_lines` already explain the last deal's scoring on the live table, so
    # the folded deal summary there shows only the points each side made.
    shows_last_deal = False

    # The two below may give each line as a `Text` (a catalogue id with its arguments): the
    # channel's messages render it in the channel's language (`bot.discord.core.embeds.say`).
    def deal_fields(
        self, view: Mapping[str, Any], deal: int, side_names: Sequence[str]
    ) -> list[tuple[str | Text, str | Text]]:
        """(title, text) embed fields explaining how deal `deal` scored, from a spectator view."""
        return []

    # Which of its own `table_lines` the live table's words say where (by catalogue id):
    # the lines the seat and team lines already say (Scopa's sweeps, Go Fish's books),
    said_by_seats: frozenset[str] = frozenset()
    # the id prefixes of the lines its `headline` already says,
    headlined: tuple[str, ...] = ()
    # and the lines the picture does not show, kept in the words under it.
    unpictured: frozenset[str] = frozenset()
    # Move labels (ids) its `unpictured` lines keep saying all deal (Stovkahra's declarations, in
    # its "Declared:" line): the live table's headline leaves those moves out, said once.
    lined_moves: frozenset[str] = frozenset()
    # Move labels that speak as the player (`shuffle my hand`, `draw card #2 from bob`) -> the id
    # of the narration the table tells them as, with the player's name and the label's own words
    # (`alice shuffled their hand`, `alice drew card 2 from bob`: its `who` there is `whom`).
    narrated: Mapping[str, str] = {}

    def line_in_text(self, line: str | Text, view: Mapping[str, Any]) -> str | Text:
        """One of its `table_lines` as the live table's words say it (beside the seat lines)."""
        return line

    def headline(self, view: Mapping[str, Any], names: Sequence[str], locale: str) -> str | None:
        """What the live table's headline says instead of its move list (in `locale`; `names`:
        the seats' as the table shows them), or None for the move list."""
        return None

    def seat_words(self, view: Mapping[str, Any], locale: str) -> list[str] | None:
        """Per seat, what its line on the live table says in place of a score (in `locale`, ""
        for nothing), or None: the score."""
        return None

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        """Extra lines under the table cards (stock, piles, sweeps...). The default shows the stock."""
        lines: list[str | Text] = []
        stock = view.get("stock")
        if isinstance(stock, int) and not isinstance(stock, bool):
            lines.append(Text("live-stock", count=stock))
        return lines

    # -- pictures (`bot.discord.core.card_pictures` draws them through these) ------------
    # The plan of the table picture's felt (`bot.discord.pictures.table_plans.Plan`): what its
    # middle and corners show, as `plan_of(canvas, view, names, badges, tight)` lays them out.
    # The default: the seats only.
    plan_of: Callable[..., Plan] = generic
    # What decides the seat's move, drawn above its hand on its turn in the private picture (a
    # `bot.discord.pictures.hand.Decider`: the table's cards, the trick, the hand to draw from…),
    # built with `decider_options`; None: the hand alone.
    decider: type[Decider] | None = None
    decider_options: Mapping[str, Any] = {}

    def plan(
        self,
        canvas: Canvas,
        view: View,
        names: Sequence[str],
        badges: Sequence[str | None],
        tight: bool = False,
    ) -> Plan:
        """This game's plan of the table picture's felt (`plan_of`)."""
        return type(self).plan_of(canvas, view, names, badges, tight)

    def table_canvas(
        self,
        view: View,
        names: Sequence[str],
        *,
        name: str,
        title: str | None = None,
        locale: str = "en",
        game_name: str | None = None,
        badges: Sequence[str | None] = (),
    ) -> Canvas:
        """The table picture, from the spectator view (`name`: the game's English name, for a
        header that cannot be drawn in `locale`). The default: the seats round the felt, the
        middle as `plan` says; a game with a layout of its own (Concentration's board) overrides."""
        return table_canvas(
            view,
            names,
            planner=self.plan,
            name=name,
            title=title,
            locale=locale,
            game_name=game_name,
            badges=badges,
        )

    @property
    def picture_style(self) -> str:
        """Which deck its pictures draw (`italian`, `tarot`, `french`: `bot.service.faces`)."""
        return deck_style(self.game)

    def private_decider(self, view: View, names: Sequence[str], probe: PrivateCanvas) -> Decider | None:
        """What decides the seat's move in its private picture (`decider`), from its own `view`."""
        if self.decider is None:
            return None
        return self.decider(view, names, probe, self.picture_style, **self.decider_options)


_REGISTRY: dict[str, Adapter] = {}
_DEFAULT = Adapter()


def register(adapter: Adapter) -> Adapter:
    """Make `adapter` the one used for `adapter.game`. Returns it, so modules can keep a handle."""
    _REGISTRY[adapter.game] = adapter
    return adapter


def action_text(table: Table, state: State, action: str) -> Text:
    """An action as players read it, in the reader's language once rendered, players named
    ("You played: …", `/hint`, `/move`'s list)."""
    return name_seats(table.seats, adapter_for(table.game).label_text(state, action))


def adapter_for(game: str | Any) -> Adapter:
    """The adapter for a game name (or a `Game`); the generic default when none is registered."""
    name = game if isinstance(game, str) else game.name
    if not _REGISTRY:
        # Nothing registered at all is a caller that never imported the games' faces (a tool, a
        # bench): every game would silently look generic (its picture without its cards).
        raise RuntimeError("no game's face is registered: import bot.discord.games first")
    return _REGISTRY.get(name, _DEFAULT)
