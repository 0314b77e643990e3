"""The terminal table's screen of a position, game by game: the deal's heading and scores, the
table or trick, the players and their counts, your hand, and the moves you may type.

A mixin of `LocalTable` (bot/terminal/local_table.py), which holds the table's reader, console and
words; the rich renderables themselves are built in `screens.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rich.columns import Columns

from bot.service.card_names import card_name, card_names
from bot.service.model import Table
from bot.service.table_service import TableService
from bot.terminal import screens
from bot.terminal.console import PlainConsole
from bot.terminal.moves import listed
from i18n import Text, dotted, joined, translate


class GameScreens:
    """What `show` prints of a table, for the seat (or the shared screen) reading it."""

    console: PlainConsole
    service: TableService | None
    locale: str
    game: str
    humans: dict[int, str]

    if TYPE_CHECKING:
        seats: Sequence[Any]

        def say(self, text: str = "") -> None: ...
        def tell(self, msg_id: str, /, **args: object) -> None: ...
        def text(self, text: Text) -> None: ...
        def name_of(self, index: int) -> str: ...
        def side_names(self, sides: Sequence[int]) -> list[str]: ...
        def phase(self, table: Table) -> str: ...
        def move_words(self, table: Table, action: str) -> str: ...
        def view(self, table: Table, user: int | None) -> dict[str, Any]: ...

    def show(self, table: Table, user: int) -> None:
        assert self.service is not None and table.state is not None
        view = self.view(table, user)
        seat = table.seat_of(user)
        self.say("")
        getattr(self, f"show_{table.game}", self.show_cards)(table, view, seat)
        legal = self.service.legal(table.id, user)
        if listed(table.game, legal, self.phase(table)):
            items = [
                screens.markup(
                    f"{number}) {self.move_words(table, action)}  [{action}]", table.game, self.locale
                )
                for number, action in enumerate(legal, start=1)
            ]
            if len(items) > 6:  # a whole hand to lead from: in columns, not a page of lines
                self.console.show(Columns(items, padding=(0, 3), column_first=True))
            else:
                for item in items:
                    self.console.say("  " + item)

    def scores_line(self, view: Mapping[str, Any]) -> str:
        sides = view.get("sides") or list(range(len(self.seats)))
        names = self.side_names(sides)
        return translate(self.locale, "names-dot").join(
            translate(self.locale, "name-and-score", who=_at(names, side), score=_signed(score))
            for side, score in enumerate(view.get("scores", []))
        )

    def hand_line(self, view: Mapping[str, Any], seat: int | None) -> None:
        hand = card_names(view.get("hand", []), self.game, self.locale)
        if len(self.humans) == 1:
            self.tell("local-your-hand", cards=hand)
        else:
            self.tell("local-their-hand", who=self.name_of(seat or 0), cards=hand)

    def show_cards(self, table: Table, view: Mapping[str, Any], seat: int | None) -> None:
        """Scopa (and any game without its own screen): deal, dealer, scores, table, stock, hand."""
        dealer = view.get("dealer")
        target = view.get("target") or (view.get("options") or {}).get("target")
        self.tell(
            "local-deal-heading",
            deal=view.get("deal", 0) + 1,
            dealer=self.name_of(int(dealer)) if isinstance(dealer, int) else "",
            has_dealer="yes" if isinstance(dealer, int) else "no",
            scores=self.scores_line(view),
            target=target or 0,
        )
        if "table" in view:
            cards = view["table"]
            shown = (
                card_names(cards, table.game, self.locale)
                if cards
                else translate(self.locale, "local-empty-table")
            )
            self.tell("local-table", cards=shown)
        if view.get("stock_size"):
            self.tell("local-stock", count=view["stock_size"])
        self.hand_line(view, seat)

    def show_scarto(self, table: Table, view: Mapping[str, Any], seat: int | None) -> None:
        sides = view.get("sides") or [0, 1, 2]
        names = self.side_names(sides)
        dealer = int(view.get("dealer", 0))
        self.text(
            Text(
                "scarto-deal-header",
                deal=view.get("deal", 0) + 1,
                deals=view.get("deals", 3),
                dealer=self.name_of(dealer),
                angel=str(view.get("angel", "T20")),
            )
        )
        self.tell("local-running-scores", scores=self.scores_line(view))
        self.trick_lines(table, view, names, sides)
        self.hand_line(view, seat)
        if self.phase(table) == "discard" and seat == dealer:
            self.tell("local-you-deal-discard")
            # The hand as it is typed, suit by suit: three of these make the discard.
            typed: dict[str, list[str]] = {}
            for card in view.get("hand", []):
                typed.setdefault("T" if card.startswith("T") or card == "FOOL" else card[-1], []).append(card)
            groups = [" ".join(group) for group in typed.values()]
            self.tell("local-hand-typed", cards=dotted(groups, self.locale))

    def show_stovkahra(self, table: Table, view: Mapping[str, Any], seat: int | None) -> None:
        from bot.service.card_names import card_text

        sides = view.get("sides") or [0, 1, 0, 1]
        names = self.side_names(sides)
        self.text(
            Text(
                "local-stovkahra-heading",
                suit=Text("stovkahra-suit", suit=str(view.get("trump", ""))),
                card=card_text(str(view.get("trump_card", "?")), "stovkahra"),
                dealer=self.name_of(int(view.get("dealer", 0))),
            )
        )
        brcke = view.get("brcke") or [0, 0]
        self.tell(
            "local-stovkahra-brcke",
            each=translate(self.locale, "names-dot").join(
                translate(self.locale, "name-and-score", who=_at(names, t), score=brcke[t])
                for t in range(len(brcke))
            ),
            target=view.get("brcke_target", 10),
        )
        self.trick_lines(table, view, names, sides)
        self.hand_line(view, seat)

    def trick_lines(
        self, table: Table, view: Mapping[str, Any], names: Sequence[str], sides: Sequence[int]
    ) -> None:
        trick = view.get("trick") or []
        number = len(view.get("tricks") or []) + 1
        if trick:
            played = translate(self.locale, "names-comma").join(
                translate(
                    self.locale,
                    "name-and-card",
                    who=self.name_of(s),
                    card=card_name(c, table.game, self.locale),
                )
                for s, c in trick
            )
            self.tell("local-trick-now", number=number, played=played)

    def show_gofish(self, table: Table, view: Mapping[str, Any], seat: int | None) -> None:
        books = view.get("books") or []
        sizes = view.get("hand_sizes") or []
        rows = []
        for index in range(len(self.seats)):
            laid = books[index] if index < len(books) else []
            said = [Text("rank-plural", rank=_rank_key(book[0])).render(self.locale) for book in laid]
            ranks = joined(said, self.locale)
            rows.append([self.name_of(index), str(sizes[index] if index < len(sizes) else 0), ranks or "–"])
        headers = [
            translate(self.locale, "local-col-player"),
            translate(self.locale, "local-col-hand"),
            translate(self.locale, "local-col-books"),
        ]
        self.console.show(screens.players_grid(rows, headers, self.locale, table.game))
        self.tell("local-pond", count=view.get("stock_size", 0))
        self.hand_line(view, seat)

    def show_oldmaid(self, table: Table, view: Mapping[str, Any], seat: int | None) -> None:
        sizes = view.get("hand_sizes") or []
        finished = view.get("finished") or []
        rows = []
        for index in range(len(self.seats)):
            state = translate(self.locale, "local-out") if index in finished else ""
            rows.append([self.name_of(index), str(sizes[index] if index < len(sizes) else 0), state])
        headers = [translate(self.locale, "local-col-player"), translate(self.locale, "local-col-hand"), ""]
        self.console.show(screens.players_grid(rows, headers, self.locale, table.game))
        self.hand_line(view, seat)

    def show_concentration(self, table: Table, view: Mapping[str, Any], seat: int | None) -> None:
        self.console.show(screens.concentration_board(view, self.locale))
        taken = view.get("taken") or []
        each = translate(self.locale, "names-dot").join(
            translate(self.locale, "name-and-score", who=self.name_of(i), score=len(cards))
            for i, cards in enumerate(taken)
            if i < len(self.seats)
        )
        self.tell("local-board-status", left=view.get("remaining", 0), taken=each)


def _at(names: Sequence[str], side: int) -> str:
    """A side's label, or its number when it has none."""
    return names[side] if side < len(names) else str(side + 1)


def _signed(value: float) -> str:
    """A score with a true minus sign (`−22`), as the summaries write it."""
    return f"{value:g}".replace("-", "−")


def _rank_key(card: str) -> int | str:
    rank = card[:-1] if len(card) > 1 and card[-1] in "shdc" else card
    return int(rank) if rank.isdigit() else rank
