"""Scarto and Stovkahra on Discord: card names, private labels, and the live table's trick lines.

Their own commands (`/discard`, `/declare`, `/signal`, `/dost`) live in
`tricks_commands.py` beside this file.
`table_lines` reads spectator views only, so nothing hidden reaches the channel: no hand, no
Scarto discard, no Stovkahra signal. `label` is what the acting player sees in their own panel
and autocomplete, so a signal is named there (the table only ever sees "done declaring").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.discord.core.adapter import Adapter, register
from bot.discord.core.card_emoji import card_phrase, cards_phrase
from bot.discord.games.tricks.picture import TrickCards, trick_plan
from bot.service.card_names import card_names
from bot.service.card_names import card_text as named_card
from bot.service.deal_lines import (
    scarto_deal_lines,
    seat_name,
    stovkahra_deal_lines,
    summary_of,
)
from bot.service.deal_lines import team_name as _team
from bot.service.panel_labels import dost_points, stovkahra_button_label
from games.ai.stovkahra_player import dost_wins
from games.core import State
from games.scarto.rules import PACK_POINTS
from games.stovkahra.rules import declaration_text
from i18n import Joined, Text, translate

if TYPE_CHECKING:
    from bot.service.model import Table

# Both games are played with Italian-suited cards: their suits are named as their cards are.
SUIT_WORDS = {"s": "spade", "h": "coppe", "d": "denari", "c": "bastoni"}  # Stovkahra
# The colour of a Stovkahra move's button (a declaration and a winning dost: green).
BUTTON_STYLES = {"pass": discord.ButtonStyle.secondary, "signal": discord.ButtonStyle.primary}


def trick_line(game: str, view: Mapping[str, Any], names: Sequence[str], sides: Sequence[int]) -> Text | None:
    trick = view.get("trick") or []
    if not trick:
        return None
    played = [
        Text("tricks-played-card", who=seat_name(names, sides, seat), card=card_phrase(card, game))
        for seat, card in trick
    ]
    return Text("tricks-trick", number=len(view.get("tricks") or []) + 1, played=played)


def last_trick_line(
    game: str, view: Mapping[str, Any], names: Sequence[str], sides: Sequence[int]
) -> Text | None:
    tricks = view.get("tricks") or []
    if not tricks or view.get("trick"):
        return None
    last = tricks[-1]
    cards = cards_phrase(last["cards"], game)
    return Text("tricks-last-trick", cards=cards, who=seat_name(names, sides, last["winner"]))


def scored_field(lines: Sequence[str | Text]) -> list[tuple[str | Text, str | Text]]:
    """A deal's scoring lines (their heading dropped: the summary's title says it) as one field."""
    return [(Text("tricks-how-it-scored"), Joined(lines[1:], "\n"))] if lines else []


SCARTO_PLAN = trick_plan("scarto", card_points=PACK_POINTS)  # each seat's card points under the felt
STOVKAHRA_PLAN = trick_plan("stovkahra", trumps=True)  # the trump, the packet, the team scores


class ScartoAdapter(Adapter):
    game = "scarto"
    how_to_play = "scarto-how-to-play"
    deck = "tarot"
    shows_last_deal = True
    replayable_cards = True
    suit_titles: Mapping[str, str | Text] = {
        suit: Text("scarto-suit-title", suit=suit or "trumps") for suit in ("s", "h", "d", "c", "")
    }

    plan_of = SCARTO_PLAN
    decider = TrickCards

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
        state = table.state
        if (
            state is None
            or state.to_move != seat
            or seq != table.seq
            or getattr(state, "phase", "") != "discard"
        ):
            return None
        from bot.discord.games.tricks.discard import add_discard_controls

        return add_discard_controls(controls, table, seat, seq, locale=locale, **choice)

    def usable_cards(self, state: State, seat: int) -> tuple[tuple[str, ...] | None, str]:
        if getattr(state, "phase", "") != "discard":
            return super().usable_cards(state, seat)
        from bot.discord.games.tricks.discard import discardable

        # The rules core decides (its legal discards): no King, Angel or Matto, the Bagatto
        # only as the only trump. Nothing of that list is kept here.
        allowed = discardable(state.legal())
        return tuple(c for c in self.hand(state.view(seat)) if c in allowed), "discard"

    def other_moves(self, legal: Sequence[str]) -> list[str]:
        # Thousands of possible discards: the dealer picks three cards in the discard select instead.
        return [a for a in super().other_moves(legal) if not a.startswith("discard:")]

    def deal_fields(
        self, view: Mapping[str, Any], deal: int, side_names: Sequence[str]
    ) -> list[tuple[str | Text, str | Text]]:
        sides = view.get("sides") or [0, 1, 2]
        return scored_field(scarto_deal_lines(summary_of(view, deal), side_names, sides))

    def label(self, state: State, action: str) -> str:
        if action.startswith("discard:"):
            return "discard " + card_names(action.split(":", 1)[1].split("+"), self.game)
        return super().label(state, action)

    def label_text(self, state: State, action: str) -> Text:
        if action.startswith("discard:"):
            cards = [named_card(card, self.game) for card in action.split(":", 1)[1].split("+")]
            return Text("scarto-discard-label", cards=cards)
        return super().label_text(state, action)

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        sides = view.get("sides") or [0, 1, 2]
        dealer = seat_name(side_names, sides, int(view.get("dealer", 0)))
        angel = view.get("angel", "T20")
        lines: list[str | Text] = [
            Text(
                "scarto-deal-header",
                deal=view.get("deal", 0) + 1,
                deals=view.get("deals", 3),
                dealer=dealer,
                angel=str(angel),
            )
        ]
        if view.get("phase") == "discard":
            lines.append(Text("scarto-dealer-discarding", dealer=dealer))
        lead = view.get("lead_suit")
        if lead:
            led_by = seat_name(side_names, sides, int(view["leader"]))
            lines.append(Text("tricks-led-by", who=led_by, suit=Text("scarto-suit", suit=str(lead))))
        for line in (
            trick_line(self.game, view, side_names, sides),
            last_trick_line(self.game, view, side_names, sides),
        ):
            if line:
                lines.append(line)
        won = view.get("tricks_won") or []
        points = view.get("card_points") or []
        if any(won):
            each = [
                Text(
                    "scarto-tricks-of",
                    who=seat_name(side_names, sides, s),
                    count=n,
                    points=points[s] if s < len(points) else 0,
                )
                for s, n in enumerate(won)
            ]
            lines.append(Text("tricks-won", each=each))
        lines.extend(scarto_deal_lines(view.get("previous_deal"), side_names, sides))
        return lines


class StovkahraAdapter(Adapter):
    game = "stovkahra"
    # Never the word "signal" in the channel: the table must not be able to tell one was given.
    how_to_play = "stovkahra-how-to-play"
    deck = "piquet"
    shows_last_deal = True
    replayable_cards = True
    move_buttons = 10  # declarations, signals, dost and pass together can pass five
    # Its declarations and what its phase asks for: in the words, not on the picture.
    unpictured = frozenset({"stovkahra-declared", "stovkahra-declare-phase", "stovkahra-brcka-phase"})
    lined_moves = frozenset({"stovkahra-label-declares"})  # the "Declared:" line says them

    def line_in_text(self, line: str | Text, view: Mapping[str, Any]) -> str | Text:
        """The brčke line keeps only the game's number and the match's target (each team's
        brčke are on its line)."""
        if isinstance(line, Text) and line.id == "stovkahra-brcke-line":
            return Text(
                "texttable-stovkahra-game",
                game=view.get("game_no", 0) + 1,
                target=view.get("brcke_target", 10),
            )
        return line

    def confirm_label(self, action: str, locale: str) -> str:
        return translate(locale, "stovkahra-dost-button") if action == "dost" else action

    plan_of = STOVKAHRA_PLAN
    decider = TrickCards
    decider_options: ClassVar[Mapping[str, Any]] = {"trumps": True}

    def move_button(self, state: State, action: str, locale: str = "en") -> tuple[str, discord.ButtonStyle]:
        # The words are the service's (`bot.service.panel_labels`, the Activity's too); the colour ours.
        label = stovkahra_button_label(state, action, locale)
        if label is not None:
            return label, BUTTON_STYLES.get(action.split(":", 1)[0], discord.ButtonStyle.success)
        return super().move_button(state, action, locale)

    def panel_moves(self, state: State, seat: int, moves: list[str]) -> list[str]:
        # A dost under the target loses the game and 2 brčke at once: not a button a thumb can
        # brush on every turn. It stays in /dost and /move, which ask first (`confirm_first`).
        if "dost" in moves and state.legal() != ["dost"] and not dost_wins(state.view(seat)):
            return [m for m in moves if m != "dost"]
        return moves

    def confirm_first(self, state: State, seat: int, action: str) -> Text | None:
        if action != "dost" or state.legal() == ["dost"] or dost_wins(state.view(seat)):
            return None  # a winning claim, or the only move there is: nothing to ask
        points, target = dost_points(state.view(seat))
        return Text("panel-dost-confirm", points=points, target=target)

    # The scores are this game's points; the match is counted in brčke (the line under the tricks).
    target_words = "stovkahra-target"

    def label(self, state: State, action: str) -> str:
        if action.startswith("signal:"):
            suit = action.split(":", 1)[1]
            return f"secret signal: lead {SUIT_WORDS.get(suit, suit)}"
        if action == "pass":
            return "pass (done declaring)"
        if action == "dost":
            # A wrong claim loses the game outright: say what it takes on the button itself.
            return "claim dost: stop and score now (right only at 100 or more)"
        return super().label(state, action)

    def label_text(self, state: State, action: str) -> Text:
        if action.startswith("signal:"):
            suit = action.split(":", 1)[1]
            return Text("stovkahra-signal-label", suit=Text("stovkahra-suit", suit=suit))
        if action == "pass":
            return Text("stovkahra-pass-label")
        if action == "dost":
            return Text("stovkahra-dost-label")
        return super().label_text(state, action)

    def deal_fields(
        self, view: Mapping[str, Any], deal: int, side_names: Sequence[str]
    ) -> list[tuple[str | Text, str | Text]]:
        sides = view.get("sides") or [0, 1, 0, 1]
        return scored_field(stovkahra_deal_lines(summary_of(view, deal), side_names, sides))

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        sides = view.get("sides") or [0, 1, 0, 1]
        trump = view.get("trump", "")
        dealer = seat_name(side_names, sides, int(view.get("dealer", 0)))
        bottom = card_phrase(view.get("trump_card", "?"), self.game)
        lines: list[str | Text] = [
            Text("stovkahra-trumps", suit=Text("stovkahra-suit", suit=str(trump)), card=bottom, dealer=dealer)
        ]
        shown = view.get("shown") or {}
        if shown.get("cards"):
            to = seat_name(side_names, sides, shown["seat"])
            lines.append(Text("stovkahra-face-up", who=to, cards=cards_phrase(shown["cards"], self.game)))
        declared = view.get("declarations") or []
        if declared:
            each = [
                Text(
                    "stovkahra-declared-by",
                    who=seat_name(side_names, sides, s),
                    declaration=declaration_text(t),
                )
                for s, t, _ in declared
            ]
            lines.append(Text("stovkahra-declared", each=Joined(each, "; ")))
        phase = view.get("phase")
        if phase == "declare":
            lines.append(Text("stovkahra-declare-phase"))
        elif phase == "brcka" and view.get("brcka"):
            side = view["brcka"]["side"]
            brcke = view["brcka"]["brcke"]
            if side < len(side_names):
                lines.append(Text("stovkahra-brcka-phase", who=side_names[side], brcke=brcke))
            else:
                winners = Text("stovkahra-winners")  # a team: its verb is plural
                lines.append(Text("stovkahra-brcka-phase", who=winners, who_count=2, brcke=brcke))
        lead = view.get("lead_suit")
        if lead:
            led_by = seat_name(side_names, sides, int(view["leader"]))
            lines.append(Text("tricks-led-by", who=led_by, suit=Text("stovkahra-suit", suit=str(lead))))
        for line in (
            trick_line(self.game, view, side_names, sides),
            last_trick_line(self.game, view, side_names, sides),
        ):
            if line:
                lines.append(line)
        team_tricks = view.get("team_tricks") or [0, 0]
        if any(team_tricks):
            points = view.get("card_points") or [0, 0]
            each = [
                Text("stovkahra-tricks-of", who=_team(side_names, t), count=team_tricks[t], points=points[t])
                for t in range(2)
            ]
            lines.append(Text("tricks-won", each=each))
        brcke = view.get("brcke") or [0, 0]
        tallies = [Text("stovkahra-brcke-of", who=_team(side_names, t), brcke=brcke[t]) for t in range(2)]
        lines.append(
            Text(
                "stovkahra-brcke-line",
                game=view.get("game_no", 0) + 1,
                each=Joined(tallies, " · "),
                target=view.get("brcke_target", 10),
            )
        )
        lines.extend(stovkahra_deal_lines(view.get("previous_deal"), side_names, sides))
        return lines


SCARTO = register(ScartoAdapter())
STOVKAHRA = register(StovkahraAdapter())
