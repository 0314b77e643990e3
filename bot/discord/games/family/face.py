"""Go Fish, Concentration and the Old Maid family on Discord: labels and live-table lines.

Their own controls (`/ask`, `/flip`, `/draw`, the board and draw buttons in the channel) live
in `family_commands.py` and `family_board.py` beside this file. Everything here reads spectator
views, so nothing hidden reaches the channel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.discord.core.adapter import Adapter, register
from bot.discord.core.card_emoji import card_phrase, cards_phrase
from bot.discord.core.embeds import say
from bot.discord.games.family.ask import add_ask_controls
from bot.discord.games.family.picture import BacksToDraw, OtherHands, gofish_plan, oldmaid_plan
from bot.discord.pictures.board import board_canvas
from bot.discord.pictures.canvas import Canvas, View
from bot.discord.pictures.table import drawable_name, spectator_only
from bot.service.model import Table, name_players
from games import cards as C
from games.cards import rank_key
from i18n import Text, Who, translate


def _name(names: Sequence[str], seat: int) -> str | Text:
    return names[seat] if 0 <= seat < len(names) else Text("family-player-number", number=seat + 1)


class GoFishAdapter(Adapter):
    game = "gofish"
    how_to_play = "gofish-how-to-play"
    table_cards = False
    said_by_seats = frozenset({"gofish-books", "gofish-no-books"})  # its score, on each seat's line
    headlined = ("gofish-asked",)
    unpictured = frozenset({"gofish-sitting-out"})

    plan_of = gofish_plan
    decider = OtherHands

    def headline(self, view: Mapping[str, Any], names: Sequence[str], locale: str) -> str | None:
        """The last ask and its answer (the line of it among its table lines)."""
        for line in self.table_lines(view, names):
            if isinstance(line, Text) and line.id.startswith("gofish-asked"):
                return say(line, locale)
        return None

    def seat_words(self, view: Mapping[str, Any], locale: str) -> list[str] | None:
        """A Go Fish score is its books, said with their ranks."""
        books = view.get("books")
        if books is None:
            return None
        return [
            translate(
                locale,
                "texttable-books",
                count=len(held),
                ranks=[Text("rank-plural", rank=rank_key(C.rank_of(book[0]))) for book in held],
            )
            if held
            else ""
            for held in books
        ]

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
        # Every ask whole, in one click (whom and what as two selects only when too many).
        return add_ask_controls(controls, table, seat, seq, locale=locale, **choice)

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        lines: list[str | Text] = [Text("gofish-pond", count=view.get("stock_size", 0))]
        books = view.get("books") or []
        shown: list[Text] = []
        for seat, laid in enumerate(books):
            if laid:
                ranks = [Text("rank-plural", rank=rank_key(C.rank_of(book[0]))) for book in laid]
                shown.append(
                    Text("gofish-books-of", who=_name(side_names, seat), count=len(laid), ranks=ranks)
                )
        lines.append(Text("gofish-books", books=shown) if shown else Text("gofish-no-books"))
        answer = last_answer(view, side_names)
        if answer:
            lines.append(answer)
        out = view.get("out") or []
        if out:
            lines.append(Text("gofish-sitting-out", names=Who.group(_name(side_names, s) for s in out)))
        return lines


def last_answer(view: Mapping[str, Any], names: Sequence[str]) -> Text | None:
    """The latest ask and its answer, as the table heard it (a spectator's view: no drawn cards)."""
    log = view.get("log") or []
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if event.get("type") != "ask":
            continue
        asker, target = _name(names, event["seat"]), _name(names, event["target"])
        if event.get("card"):
            wanted = card_phrase(event["card"], "gofish")
        else:
            wanted = Text("rank-plural", rank=rank_key(event["rank"]))
        given = event.get("given") or []
        if given:
            cards = cards_phrase(given, "gofish")
            return Text("gofish-asked-got", asker=asker, target=target, wanted=wanted, cards=cards)
        follow = log[index + 1] if index + 1 < len(log) else {}
        shown = follow.get("shown")
        if shown:
            card = card_phrase(shown, "gofish")
            return Text("gofish-asked-lucky", asker=asker, target=target, wanted=wanted, card=card)
        return Text("gofish-asked-fish", asker=asker, target=target, wanted=wanted)
    return None


class ConcentrationAdapter(Adapter):
    game = "concentration"
    how_to_play = "concentration-how-to-play"
    table_cards = False
    no_hand = "concentration-no-hand"
    headlined = ("concentration-took", "concentration-no-match")
    unpictured = frozenset(
        {
            "concentration-joker-shuffled",
            "concentration-few-shuffled",
            "concentration-joker-skip",
            "concentration-moved",
        }
    )

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
        """Its own layout: the board beside the seats (`bot.discord.pictures.board`)."""
        spectator_only(view)
        locale, game_name = drawable_name(locale, game_name)
        return board_canvas(
            view,
            names,
            style=self.picture_style,
            name=name,
            title=title,
            locale=locale,
            game_name=game_name,
            badges=badges,
        )

    def headline(self, view: Mapping[str, Any], names: Sequence[str], locale: str) -> str | None:
        """The turn just made: which cards were turned up where, and whether they were taken."""
        outcome = view.get("last_outcome") or {}
        if not outcome or view.get("face_up"):
            return None  # a card of the next turn is up: the picture shows it, the move says it
        who = names[outcome["seat"]] if outcome["seat"] < len(names) else str(outcome["seat"] + 1)
        cards = [
            Text("tablepicture-at", card=card_phrase(card, self.game), place=int(index) + 1)
            for index, card in outcome.get("flipped") or []
        ]
        taken = "yes" if outcome.get("taken") else "no"
        return translate(locale, "tablepicture-turned", who=who, cards=cards, taken=taken)

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        lines: list[str | Text] = [Text("concentration-left", count=view.get("remaining", 0))]
        outcome = view.get("last_outcome") or {}
        if outcome:
            who = _name(side_names, outcome["seat"])
            flipped = cards_phrase([card for _, card in outcome.get("flipped", [])], self.game)
            if outcome.get("taken"):
                lines.append(
                    Text("concentration-took", who=who, cards=cards_phrase(outcome["taken"], self.game))
                )
            else:
                lines.append(Text("concentration-no-match", who=who, cards=flipped))
            if outcome.get("shuffled") == "joker":
                lines.append(Text("concentration-joker-shuffled"))
            elif outcome.get("shuffled") == "few":
                lines.append(Text("concentration-few-shuffled"))
            if outcome.get("skip") is not None:
                lines.append(Text("concentration-joker-skip", who=who))
            if outcome.get("moved"):
                lines.append(Text("concentration-moved"))
        if view.get("players") == 1:
            lines.append(Text("concentration-moves", count=view.get("moves", [0])[0]))
        return lines


class OldMaidAdapter(Adapter):
    game = "oldmaid"
    how_to_play = "oldmaid-how-to-play"
    table_cards = False
    unpictured = frozenset({"oldmaid-set-aside"})  # what a variant set aside
    narrated: Mapping[str, str] = {
        "oldmaid-label-shuffle": "narrated-oldmaid-shuffle",
        "oldmaid-label-draw": "narrated-oldmaid-draw",
        "oldmaid-label-draw-from": "narrated-oldmaid-draw-from",
    }

    plan_of = oldmaid_plan
    decider = BacksToDraw

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
        """The draw positions as buttons five to a row, numbered as the private picture draws
        the neighbour's face-down cards (1–5 on the first row, 6–10 on the next…)."""
        from bot.discord.core.hand_panel import MoveButton

        state = table.state
        if state is None or state.to_move != seat or seq != table.seq:
            return None
        legal = state.legal()
        draws = sorted((a for a in legal if a.startswith("draw:")), key=lambda a: int(a[5:]))
        others = [a for a in legal if not a.startswith("draw:")]
        if len(draws) + (5 if others else 0) > 25:
            return None  # more than Discord's 25 buttons: the moves select
        for action in draws:
            position = int(action[5:])
            button = MoveButton(
                table.id, seq, action, label=str(position + 1), style=discord.ButtonStyle.primary, emoji="🎴"
            )
            button.item.row = position // 5
            controls.add_item(button)
        first = -(-len(draws) // 5)
        for index, action in enumerate(others):
            label, style = self.move_button(state, action, locale)
            button = MoveButton(table.id, seq, action, label=name_players(table.seats, label), style=style)
            button.item.row = min(4, first + index // 5)
            controls.add_item(button)
        return ""

    def table_lines(self, view: Mapping[str, Any], side_names: Sequence[str]) -> list[str | Text]:
        lines: list[str | Text] = []
        mover, source = view.get("to_move"), view.get("draw_from")
        if mover is not None and source is not None:
            lines.append(
                Text(
                    "oldmaid-draws-from",
                    who=_name(side_names, mover),
                    source=_name(side_names, source),
                    count=view["hand_sizes"][source],
                )
            )
        last = view.get("last_draw")
        if last and last.get("paired"):
            drawer, card = _name(side_names, last["drawer"]), card_phrase(last["card"], self.game)
            lines.append(Text("oldmaid-paired", who=drawer, card=card))
        finished = view.get("finished") or []
        places = view.get("places") or []
        if finished:
            out = [
                Text("oldmaid-place", who=_name(side_names, s), place=(places[s] or 0) + 1) for s in finished
            ]
            lines.append(Text("oldmaid-out", players=out))
        if view.get("over") and view.get("loser") is not None:
            loser, card = _name(side_names, view["loser"]), card_phrase(view["losing_card"], self.game)
            lines.append(Text("oldmaid-loses", who=loser, card=card))
            if view.get("variant") == "jiji-nuki" and view.get("removed"):
                lines.append(Text("oldmaid-set-aside", card=card_phrase(view["removed"], self.game)))
        return lines


GOFISH = register(GoFishAdapter())
CONCENTRATION = register(ConcentrationAdapter())
OLDMAID = register(OldMaidAdapter())
