"""The family games of the French deck: Go Fish, Concentration, and the Old Maid family."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.faces.base import GameFace, register
from bot.service.faces.common import Fields, Names, Seats, Words, name_of, rank_words
from games.cards import rank_key
from games.core import Result, State
from i18n import DEFAULT, Text, translate


def _rank(card_or_rank: str, bare: bool = False) -> Text:
    """A rank in words (`Sevens`, "i sette"), from a card (`7d`) or a rank (`7`); `bare`: without
    the article Italian and French put before it, for "a book of …" ("un quartetto di sette")."""
    rank = card_or_rank[:-1] if card_or_rank[-1:] in "shdc" and len(card_or_rank) > 1 else card_or_rank
    return Text("rank-bare" if bare else "rank-plural", rank=rank_key(rank))


def _bare_rank(card: str) -> str:
    return card[:-1] if card[-1] in "shdc" else card


class FamilyFace(GameFace):
    """A family game: one deal, and what a move led to says the move too."""

    deals_scored = False
    led_to_says_move = True


class GoFishFace(FamilyFace):
    game = "gofish"
    facts_count_score = True
    help = "local-help-gofish"

    def number_means(self, phase: str = "") -> str:
        return "rank"

    def goal(self, view: Mapping[str, Any]) -> Text | None:
        return Text("live-goal-most", what="books")

    def lobby_goal(self, options: Mapping[str, Any]) -> Text | None:
        return Text("lobby-goal-most", what="books")

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        """Each player's books, and how the game ran out."""
        books = view.get("books") or []
        lines = []
        for seat, laid in enumerate(books):
            ranks = (
                tr.list([rank_words(_bare_rank(book[0])).render(tr.locale) for book in laid]) if laid else ""
            )
            count = tr("facts-books", count=len(laid))
            lines.append(f"{name_of(seats, seat, tr)}: {count}" + (f" ({ranks})" if ranks else ""))
        emptied = view.get("emptied")
        if emptied is not None:
            lines.append(tr("facts-ran-out", who=name_of(seats, int(emptied), tr)))
        elif view.get("end") == "stock":
            lines.append(tr("facts-pond-dry"))
        return [(tr("facts-books-title"), "\n".join(lines))] if lines else []

    def led_to(
        self, before: State, after: State, seat: int, action: str, seats: Seats, locale: str
    ) -> list[Text]:
        """The asks, answers, draws and books the move made (a card drawn unseen stays unnamed)."""
        old, new = before.view(seats.me), after.view(seats.me)
        lines: list[Text] = []
        for event in (new.get("log") or [])[len(old.get("log") or []) :]:
            kind, mover = event.get("type"), int(event.get("seat", 0))
            if kind == "ask":
                wanted = event.get("card") or event.get("rank", "")
                what = (
                    Text.plain(self.card_names([event["card"]], locale))
                    if event.get("card")
                    else _rank(wanted)
                )
                target = int(event["target"])
                lines.append(Text("local-gofish-asks", **seats.who(mover), **seats.whom(target), rank=what))
                given = event.get("given") or []
                if given:
                    cards = self.card_names(given, locale)
                    lines.append(
                        Text("local-gofish-gives", **seats.who(target), cards=cards, count=len(given))
                    )
                else:
                    lines.append(self.told(event, seats))
                if event.get("shown"):
                    card = self.card_names([event["shown"]], locale)
                    lines.append(Text("local-gofish-lucky", **seats.who(mover), card=card))
            elif kind in ("fish", "refill"):
                card = event.get("card")
                shown = self.card_names([card], locale) if card else ""
                known = "yes" if card else "no"
                lines.append(Text("local-gofish-draws", **seats.who(mover), card=shown, known=known))
            elif kind in ("book", "empty"):
                lines.append(self.told(event, seats))
        return lines

    def told(self, event: Mapping[str, Any], seats: Seats) -> Text:
        """What both faces say of a log event the same way: an ask answered "Go fish!" (`bob
        says: “Go fish!”`), a book laid, a hand emptied."""
        if event.get("type") == "ask":
            return Text("gofish-go-fish", **seats.who(int(event["target"])))
        if event.get("type") == "book":
            return Text(
                "gofish-laid-book", **seats.who(int(event["seat"])), rank=_rank(event["cards"][0], bare=True)
            )
        return Text("gofish-hand-empty", **seats.who(int(event["seat"])))


def match_size(options: Mapping[str, Any]) -> int:
    """How many cards a Concentration match takes (2 for pairs)."""
    flip = options.get("flip", 2)
    return 2 if flip == 2 or (flip == 3 and options.get("flip3") == "pairs") else int(flip)


class ConcentrationFace(FamilyFace):
    game = "concentration"
    help = "local-help-concentration"

    def number_means(self, phase: str = "") -> str:
        return "board"

    def standing(self, view: Mapping[str, Any]) -> list[Text] | None:
        """The matches each player made (the score counts their cards)."""
        size = match_size(view.get("options") or {})
        return [Text("live-score-number", score=int(score) // size) for score in view.get("scores") or []]

    def goal(self, view: Mapping[str, Any]) -> Text | None:
        size = match_size(view.get("options") or {})
        return Text("live-goal-most", what="pairs" if size == 2 else "matches")

    def lobby_goal(self, options: Mapping[str, Any]) -> Text | None:
        size = match_size(options)
        return Text("lobby-goal-most", what="pairs" if size == 2 else "matches")

    def score_text(
        self, score: float, options: Mapping[str, Any] | None = None, locale: str = DEFAULT
    ) -> str | None:
        """The score counts cards; players count the matches they made."""
        size = match_size(options or {})
        return translate(locale, "facts-matches", count=int(score) // size, size=size)

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        # The places already count the matches each player made; only what else decided it.
        options = view.get("options") or {}
        moves = view.get("moves") or []
        lines = []
        if len(moves) == 1:
            lines.append(tr("facts-cleared-in", count=moves[0]))
        tiebreak = options.get("tiebreak_card")
        if tiebreak and len(result.winners) == 1 and len(set(result.scores)) < len(result.scores):
            lines.append(tr("facts-tiebreak", card=self.card_name(tiebreak, tr.locale)))
        return [(tr("facts-how-it-ended"), "\n".join(lines))] if lines else []

    def took(self, seat: int, seats: Seats, cards: str | Text, again: bool) -> list[Text]:
        """A match as every face says it (`A match: you take 7♦ 7♥.`), and the turn going on."""
        said = [Text("concentration-match", **seats.who(seat), cards=cards)]
        return [*said, Text("concentration-again", **seats.who(seat))] if again else said

    def led_to(
        self, before: State, after: State, seat: int, action: str, seats: Seats, locale: str
    ) -> list[Text]:
        """The card turned up, and the match it made or missed."""
        new = after.view(seats.me)
        face_up = new.get("face_up") or []
        board = new.get("board") or []

        def turned(place: int, card: str) -> Text:
            return Text(
                "local-concentration-turns-up",
                **seats.who(seat),
                number=place + 1,
                card=self.card_names([card], locale),
            )

        if face_up:  # the turn goes on: the card just turned up
            place = face_up[-1]
            return [turned(place, board[place] if place < len(board) else "?")]
        outcome = new.get("last_outcome") or {}
        flipped = outcome.get("flipped") or []
        lines: list[Text] = []
        if flipped:
            place, card = flipped[-1]
            lines.append(turned(int(place), card))
        if outcome.get("taken"):
            taken = self.card_names(outcome["taken"], locale)
            again = not new.get("over") and new.get("to_move") == seat
            lines.extend(self.took(seat, seats, taken, again))
        elif flipped:
            lines.append(Text("local-concentration-miss"))
        return lines


class OldMaidFace(FamilyFace):
    game = "oldmaid"
    scored = False
    help = "local-help-oldmaid"

    def standing(self, view: Mapping[str, Any]) -> list[Text] | None:
        """The cards each player still holds: whoever is left with the odd one loses."""
        return [Text("live-score-number", score=int(size)) for size in view.get("hand_sizes") or []]

    def goal(self, view: Mapping[str, Any]) -> Text | None:
        return Text("live-goal-cards-left")

    def lobby_goal(self, options: Mapping[str, Any]) -> Text | None:
        return Text("lobby-goal-odd-card")

    def number_means(self, phase: str = "") -> str:
        return "hand"

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        """Who was left holding the odd card, the card set aside, the order players went out."""
        lines = []
        loser = view.get("loser")
        if loser is not None and view.get("losing_card"):
            what = view.get("variant", "")
            who = name_of(seats, int(loser), tr)
            card = self.card_name(view["losing_card"], tr.locale)
            lines.append(tr("facts-left-holding", who=who, variant=what, card=card))
        removed = view.get("removed")
        if view.get("variant") == "jiji-nuki" and removed:
            lines.append(tr("facts-set-aside", card=self.card_name(removed, tr.locale)))
        order = view.get("finished") or []
        if order:
            names = tr.list([name_of(seats, int(s), tr) for s in order])
            lines.append(tr("facts-out-in-order", who=names))
        return [(tr("facts-how-it-ended"), "\n".join(lines))] if lines else []

    def out(self, seat: int, seats: Seats) -> Text:
        """A player who has no cards left, as every face says it (`…: you are out.`)."""
        return Text("oldmaid-went-out", **seats.who(seat))

    def left_holding(self, who: str | Text, card: str | Text) -> Text:
        """The game's end as every face says it: `Game over: bob is left holding the Joker.`"""
        return Text("oldmaid-left-holding", who=who, card=card)

    def led_to(
        self, before: State, after: State, seat: int, action: str, seats: Seats, locale: str
    ) -> list[Text]:
        """The shuffle, or the draw: the card (when the reader may see it), a pair, who went out."""
        if action == "shuffle":
            return [Text("local-oldmaid-shuffles", **seats.who(seat))]
        new = after.view(seats.me)
        last = new.get("last_draw") or {}
        if not last:
            return []
        drawer, holder = int(last["drawer"]), int(last["holder"])
        card = last.get("card")
        shown = self.card_names([card], locale) if card else ""
        known = "yes" if card else "no"
        lines = [
            Text(
                "local-oldmaid-draws",
                **seats.who(drawer),
                **seats.whom(holder, "holder"),
                card=shown,
                known=known,
            )
        ]
        if last.get("paired") and card:
            lines.append(Text("local-oldmaid-pair", **seats.who(drawer), rank=_rank(card, bare=True)))
        sizes = new.get("hand_sizes") or []
        for who in (drawer, holder):
            if who < len(sizes) and sizes[who] == 0 and who in (new.get("finished") or []):
                lines.append(self.out(who, seats))
        return lines


GOFISH = register(GoFishFace())
CONCENTRATION = register(ConcentrationFace())
OLDMAID = register(OldMaidFace())
