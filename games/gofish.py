"""Go Fish: ask another player for a rank you hold; take every card of it or go fish from the stock.

Actions: `ask:<seat>:<rank>` (`ask:2:7`, `ask:1:K`), or `ask:<seat>:<card>` (`ask:2:7h`) under
`ask_exact_card`. Books (four of a rank, or pairs under `pairs`) are laid face up as soon
as they are complete. Only players still holding cards can be asked.

Default end: the first player whose hand becomes empty wins and play stops; if the stock runs
out first (the last card is drawn), most books wins. When one ask empties two hands (the giver
by handing over, then the asker by laying a book), the giver emptied first and wins. A book is
laid the moment it is complete, even by the move that ends the game, so it always counts.
`until_stock_empty` plays on until the last stock card is drawn (or fewer than two players
hold cards), most books winning, ties sharing; a player whose hand empties sits out
(`empty_hand=wait`) or draws one card at once and plays on (`empty_hand=draw`).

Cards handed over are shown to the table, as are books and a lucky draw that earns another
ask. The views carry the public history and what it proves (`known`): who must hold at
least how many of a rank, which cards, and which ranks (or cards) someone was seen to lack.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from games.cards import card_text, french_deck, parse_card, rank_key, symbol
from games.core import (
    PLAYER,
    BadDeal,
    Game,
    IllegalAction,
    Option,
    Result,
    State,
    action_text,
    quoted,
    ranks_from_scores,
    whole_number,
)
from games.family_common import (
    FamilyState,
    check_deal_cards,
    hand_text,
    parse_rank,
    rank,
    sort_cards,
)
from i18n import Text

Knowledge = dict[str, Any]


def _blank_knowledge() -> Knowledge:
    return {"ranks": {}, "lacks": set(), "cards": set(), "lacks_cards": set()}


def _copy_knowledge(known: Knowledge) -> Knowledge:
    return {
        "ranks": dict(known["ranks"]),
        "lacks": set(known["lacks"]),
        "cards": set(known["cards"]),
        "lacks_cards": set(known["lacks_cards"]),
    }


class GoFishState(FamilyState):
    """A Go Fish position (immutable from the outside: `play` returns a copy)."""

    def __init__(self, game: GoFishGame, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.stock: list[str] = []
        self.books: list[list[list[str]]] = [[] for _ in range(players)]
        self.mover: int | None = 0
        self.out: set[int] = set()
        self.log: list[dict[str, Any]] = []
        self.history: list[tuple[int, str]] = []
        self.known: list[Knowledge] = [_blank_knowledge() for _ in range(players)]
        self.emptied: int | None = None
        self.end_reason: str | None = None

    def _copy(self) -> GoFishState:
        new = GoFishState.__new__(GoFishState)
        new.__dict__.update(self.__dict__)
        new.hands = [list(hand) for hand in self.hands]
        new.stock = list(self.stock)
        new.books = [list(books) for books in self.books]
        new.out = set(self.out)
        new.log = list(self.log)
        new.history = list(self.history)
        new.known = [_copy_knowledge(known) for known in self.known]
        return new

    @property
    def book_size(self) -> int:
        return 2 if self.options["pairs"] else 4

    # --- the protocol ---------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.end_reason is not None

    @property
    def scores(self) -> list[float]:
        """Books laid so far."""
        return [float(len(books)) for books in self.books]

    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = self.scores
        if self.emptied is not None:
            rest = [score for seat, score in enumerate(scores) if seat != self.emptied]
            rest_ranks = iter(rank_ + 1 for rank_ in ranks_from_scores(rest))
            ranks = [0 if seat == self.emptied else next(rest_ranks) for seat in range(self.num_players)]
        else:
            ranks = ranks_from_scores(scores)
        return Result(
            sides=self.sides,
            scores=scores,
            ranks=ranks,
            winners=[seat for seat in range(self.num_players) if ranks[seat] == 0],
            detail={"end": self.end_reason, "emptied": self.emptied, "books": [len(b) for b in self.books]},
        )

    def _askable(self, seat: int) -> list[int]:
        return [other for other in range(self.num_players) if other != seat and self.hands[other]]

    def legal(self) -> list[str]:
        if self.mover is None:
            return []
        mine = self.hands[self.mover]
        targets = self._askable(self.mover)
        if self.options["ask_exact_card"]:
            held = {rank(card) for card in mine}
            booked = {card for books in self.books for book in books for card in book}
            wanted = [c for c in french_deck() if rank(c) in held and c not in mine and c not in booked]
            return [f"ask:{target}:{card}" for target in targets for card in wanted]
        ranks = sorted({rank(card) for card in mine}, key=_RANKS.index)
        return [f"ask:{target}:{rank_}" for target in targets for rank_ in ranks]

    def play(self, action: str) -> GoFishState:
        """The position after `action` (`ask:<seat>:<rank>`); `IllegalAction` says why not."""
        text = action_text(action, "ask:1:7h" if self.options["ask_exact_card"] else "ask:1:7")
        if self.mover is None:
            raise IllegalAction("game-over")
        target, wanted = self._parse(text)
        return self._ask(target, wanted)

    def _parse(self, action: str) -> tuple[int, str]:
        exact = self.options["ask_exact_card"]
        example = "ask:1:7h" if exact else "ask:1:7"
        parts = action.strip().split(":")
        if len(parts) != 3 or parts[0].strip().lower() != "ask":
            raise IllegalAction("gofish-not-understood", action=quoted(action), example=example)
        mover = self.mover
        assert mover is not None
        mine = self.hands[mover]
        target = whole_number(parts[1])
        if target is None:
            raise IllegalAction("gofish-seat-digits", example=example)
        if not 0 <= target < self.num_players:
            raise IllegalAction(
                "gofish-no-seat",
                seat=str(target) if target < 1000 else quoted(parts[1], 12),
                most=self.num_players - 1,
            )
        if target == mover:
            raise IllegalAction("gofish-ask-yourself")
        if not self.hands[target]:
            still = [Text(PLAYER, number=s + 1, start="no") for s in self._askable(mover)]
            raise IllegalAction(
                "gofish-no-cards-left", who=Text(PLAYER, number=target + 1, start="yes"), still=still
            )
        if exact:
            try:
                card = parse_card(parts[2])
            except ValueError:
                raise IllegalAction("gofish-card-with-suit", example=example) from None
            if card not in french_deck():
                raise IllegalAction("no-such-card", card=card_text(card))
            if rank(card) not in {rank(c) for c in mine}:
                raise IllegalAction("gofish-card-of-rank-held", hand=hand_text(mine))
            if card in mine:
                raise IllegalAction("gofish-hold-it", card=symbol(card))
            if any(card in book for books in self.books for book in books):
                raise IllegalAction("gofish-in-a-book", card=symbol(card))
            return target, card
        rank_ = parse_rank(parts[2])
        if rank_ is None:
            raise IllegalAction("gofish-ask-rank", example=example)
        if rank_ not in {rank(c) for c in mine}:
            raise IllegalAction("gofish-rank-held", hand=hand_text(mine))
        return target, rank_

    # --- a turn ---------------------------------------------------------------------------

    def _ask(self, target: int, wanted: str) -> GoFishState:
        asker = self.mover
        assert asker is not None
        exact = self.options["ask_exact_card"]
        new = self._copy()
        asked_rank = rank(wanted) if exact else wanted
        new.history.append((asker, f"ask:{target}:{wanted}"))
        them = new.hands[target]
        given = (
            [wanted] if exact and wanted in them else [] if exact else [c for c in them if rank(c) == wanted]
        )
        event: dict[str, Any] = {"type": "ask", "seat": asker, "target": target, "rank": asked_rank}
        if exact:
            event["card"] = wanted
        event["given"] = sort_cards(given)
        new.log.append(event)
        mine = new.known[asker]
        mine["ranks"][asked_rank] = max(mine["ranks"].get(asked_rank, 0), 1)
        mine["lacks"].discard(asked_rank)
        theirs = new.known[target]
        if given:
            for card in given:
                them.remove(card)
            new.hands[asker] = sort_cards(new.hands[asker] + given)
            mine["ranks"][asked_rank] += len(given)
            mine["cards"].update(given)
            mine["lacks_cards"].difference_update(given)
            theirs["cards"].difference_update(given)
            theirs["lacks_cards"].update(given)
            if exact:
                theirs["ranks"][asked_rank] = max(0, theirs["ranks"].get(asked_rank, 0) - 1)
            else:
                theirs["ranks"].pop(asked_rank, None)
                theirs["lacks"].add(asked_rank)
            # The asker's book is complete the moment the cards change hands, so it is laid even
            # when the giver's empty hand ends the game (it may decide the ranks or a tie).
            ended = new._emptied(target)
            new._lay_books(asker)
            if ended or new._emptied(asker):
                return new
            if not new.hands[asker]:
                new._pass_turn(asker)
            return new
        # Go fish.
        if exact:
            mine["lacks_cards"].add(wanted)
            theirs["lacks_cards"].add(wanted)
        else:
            theirs["lacks"].add(asked_rank)
            theirs["ranks"].pop(asked_rank, None)
        drawn = new._draw(asker)
        lucky = self.options["lucky_draw"] and (drawn == wanted if exact else rank(drawn) == asked_rank)
        if lucky:
            new.log[-1]["shown"] = drawn
            mine["cards"].add(drawn)
            mine["ranks"][rank(drawn)] = mine["ranks"].get(rank(drawn), 0) + 1
        new._lay_books(asker)
        if new._emptied(asker) or new._stock_out():
            return new
        again = lucky or (
            self.options["book_on_draw_continues"] and len(new.books[asker]) > len(self.books[asker])
        )
        if again and new.hands[asker]:
            new.mover = asker
        elif exact and new.hands[target]:
            new.mover = target
        else:
            new._pass_turn(asker)
        return new

    def _draw(self, seat: int) -> str:
        card = self.stock.pop(0)
        self.hands[seat] = sort_cards([*self.hands[seat], card])
        self.log.append({"type": "fish", "seat": seat, "card": card})
        known = self.known[seat]
        known["lacks"].clear()
        known["lacks_cards"].clear()
        return card

    def _lay_books(self, seat: int) -> None:
        """Lay every complete book of `seat`. It never ends the game itself: the caller checks
        the end (`_emptied`, `_stock_out`) only after every book the move completed is down."""
        size = self.book_size
        by_rank: dict[str, list[str]] = {}
        for card in self.hands[seat]:
            by_rank.setdefault(rank(card), []).append(card)
        for rank_, cards in by_rank.items():
            while len(cards) >= size:
                book, cards = cards[:size], cards[size:]
                for card in book:
                    self.hands[seat].remove(card)
                self.books[seat].append(book)
                self.log.append({"type": "book", "seat": seat, "cards": book})
                known = self.known[seat]
                known["cards"].difference_update(book)
                left = known["ranks"].get(rank_, 0) - size
                if left > 0:
                    known["ranks"][rank_] = left
                else:
                    known["ranks"].pop(rank_, None)
                if size == 4:
                    for other in self.known:
                        other["ranks"].pop(rank_, None)
                        other["lacks"].add(rank_)

    def _emptied(self, seat: int) -> bool:
        """Deal with `seat`'s hand having emptied (if it has); True if that ended the game."""
        if self.hands[seat] or self.over or seat in self.out:
            return self.over
        self.log.append({"type": "empty", "seat": seat})
        if not self.options["until_stock_empty"]:
            self.emptied = seat
            self._end("empty")
            return True
        if self.options["empty_hand"] == "draw":
            if self._stock_out():
                return True
            self._draw(seat)
            self.log[-1]["type"] = "refill"
            return self._stock_out()
        self.out.add(seat)
        if sum(1 for hand in self.hands if hand) < 2:
            self._end("stuck")
            return True
        return False

    def _stock_out(self) -> bool:
        if self.stock or self.over:
            return self.over
        self._end("stock")
        return True

    def _end(self, reason: str) -> None:
        self.end_reason = reason
        self.mover = None

    def _pass_turn(self, seat: int) -> None:
        for offset in range(1, self.num_players + 1):
            other = (seat + offset) % self.num_players
            if self.hands[other] and self._askable(other):
                self.mover = other
                return
        self._end("stuck")

    # --- what players see -----------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        log = []
        for event in self.log:
            if event["type"] in ("fish", "refill") and event["seat"] != seat:
                event = {key: value for key, value in event.items() if key != "card"}
            log.append(dict(event))
        return {
            "game": self.game.name,
            "seat": seat,
            "players": self.num_players,
            "options": dict(self.options),
            "to_move": self.mover,
            "hand": list(self.hands[seat]) if seat is not None else [],
            "hand_sizes": [len(hand) for hand in self.hands],
            "table": [],
            "books": [[list(book) for book in books] for books in self.books],
            "stock_size": len(self.stock),
            "out": sorted(self.out),
            "log": log,
            "known": [
                {
                    "ranks": dict(known["ranks"]),
                    "lacks": sorted(known["lacks"], key=_RANKS.index),
                    "cards": sort_cards(list(known["cards"])),
                    "lacks_cards": sort_cards(list(known["lacks_cards"])),
                }
                for known in self.known
            ],
            "history": [[who, action] for who, action in self.history],
            "sides": self.sides,
            "scores": self.scores,
            "deal": 0,
            "over": self.over,
            "end": self.end_reason,
            "emptied": self.emptied,
        }

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        parts = action.split(":")
        if len(parts) != 3:
            return Text.plain(action)
        what = parts[2]
        label: Text
        if parse_rank(what):
            label = Text("rank-plural", rank=rank_key(parse_rank(what) or what))
        else:
            try:
                label = Text.plain(symbol(parse_card(what)))
            except ValueError:
                label = Text.plain(what)
        try:
            who = Text(PLAYER, number=int(parts[1]) + 1, start="no")
        except ValueError:
            who = Text.plain(parts[1])
        return Text("gofish-label-ask", who=who, what=label)


_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


class GoFishGame(Game):
    name = "gofish"
    order = 40
    title = "Go Fish"
    subtitles: ClassVar[dict[str, str]] = {"gofish": "subtitle-gofish"}
    summary = (
        "Ask a player for a rank you hold: take all they have and ask again, or go fish from the "
        "stock. Lay books of four; the first to empty their hand wins."
    )
    min_players = 2
    max_players = 6
    default_preset = "gofish"
    presets: ClassVar[dict[str, dict[str, Any]]] = {"gofish": {}}
    option_list = (
        Option(
            "until_stock_empty",
            "bool",
            False,
            "Play on until the stock is gone; most books wins (an empty hand no longer ends the game).",
        ),
        Option(
            "empty_hand",
            "choice",
            "wait",
            "With until_stock_empty, a player whose hand empties sits out (wait) or draws a card and "
            "plays on (draw).",
            allowed=("wait", "draw"),
        ),
        Option("lucky_draw", "bool", False, "Drawing the rank you asked for lets you ask again."),
        Option(
            "book_on_draw_continues",
            "bool",
            False,
            "Completing a book with the card you drew lets you ask again.",
        ),
        Option("pairs", "bool", False, "Books are pairs instead of fours."),
        Option(
            "ask_exact_card",
            "bool",
            False,
            "Ask for one card, rank and suit (`ask:1:7h`); after a Go fish the asked player moves next.",
        ),
    )

    def _new(self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None) -> State:
        state = GoFishState(self, players, options, seed)
        if deal is not None:
            hands, stock = _check_deal(players, deal)
        else:
            cards = french_deck()
            random.Random(seed).shuffle(cards)
            size = 7 if players == 2 else 5
            hands = [cards[seat * size : (seat + 1) * size] for seat in range(players)]
            stock = cards[players * size :]
        state.hands = [sort_cards(hand) for hand in hands]
        state.stock = list(stock)
        # Every book of the deal is down before anyone's empty hand can end the game.
        for seat in range(players):
            state._lay_books(seat)
        for seat in range(players):
            if state._emptied(seat):
                break
        return state

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """A full position consistent with `view`: own hand as seen, other hands drawn to honour
        everything the public history proves (`known`), the rest in a random stock."""
        players = view["players"]
        state = GoFishState(self, players, dict(view["options"]), rng.randrange(2**63))
        book_size = 2 if view["options"]["pairs"] else 4
        state.books = [[list(book) for book in books] for books in view["books"]]
        state.known = [
            {
                "ranks": dict(k["ranks"]),
                "lacks": set(k["lacks"]),
                "cards": set(k["cards"]),
                "lacks_cards": set(k["lacks_cards"]),
            }
            for k in view["known"]
        ]
        state.hands = _sample_hands(view, state.known, book_size, rng)
        booked = {card for books in state.books for book in books for card in book}
        used = booked | {card for hand in state.hands for card in hand}
        stock = [card for card in french_deck() if card not in used]
        rng.shuffle(stock)
        state.stock = stock
        state.mover = view["to_move"]
        state.out = set(view["out"])
        state.log = [dict(event) for event in view["log"]]
        state.history = [(who, action) for who, action in view["history"]]
        state.emptied = view["emptied"]
        state.end_reason = view["end"]
        return state


def _check_deal(players: int, deal: Mapping[str, Any]) -> tuple[list[list[str]], list[str]]:
    hands = deal.get("hands")
    stock = deal.get("stock")
    if not isinstance(hands, list | tuple) or len(hands) != players:
        raise BadDeal(f"A deal needs `hands`: one list of cards for each of the {players} players.")
    if not isinstance(stock, list | tuple) or not stock:
        raise BadDeal("A deal needs `stock`: the cards left to fish from, top card first (at least one).")
    if any(not hand for hand in hands):
        raise BadDeal("Every player starts with at least one card.")
    check_deal_cards([card for hand in hands for card in hand] + list(stock), french_deck(), "deal")
    return [list(hand) for hand in hands], list(stock)


def _sample_hands(
    view: Mapping[str, Any], known: list[Knowledge], book_size: int, rng: random.Random
) -> list[list[str]]:
    seat = view["seat"]
    sizes = view["hand_sizes"]
    own = list(view["hand"]) if seat is not None else []
    booked = {card for books in view["books"] for book in books for card in book}
    others = [s for s in range(len(sizes)) if s != seat and sizes[s]]
    for strict in (2, 1, 0):
        for _attempt in range(60 if strict else 1):
            hands = _try_hands(own, seat, sizes, others, known, booked, book_size, strict, rng)
            if hands is not None:
                return hands
    raise AssertionError("no world fits these hand sizes")


def _try_hands(
    own: list[str],
    seat: int | None,
    sizes: list[int],
    others: list[int],
    known: list[Knowledge],
    booked: set[str],
    book_size: int,
    strict: int,
    rng: random.Random,
) -> list[list[str]] | None:
    """One random attempt. `strict` 2 honours everything known, 1 drops the lacks, 0 only sizes."""
    hands: list[list[str]] = [[] for _ in sizes]
    if seat is not None:
        hands[seat] = list(own)
    pool = [card for card in french_deck() if card not in booked and card not in own]
    if strict:
        for s in others:
            for card in known[s]["cards"]:
                if card in pool:
                    pool.remove(card)
                    hands[s].append(card)
    rng.shuffle(pool)

    def fits(s: int, card: str) -> bool:
        if sum(1 for c in hands[s] if rank(c) == rank(card)) + 1 >= book_size:
            return strict == 0
        if strict == 2:
            return rank(card) not in known[s]["lacks"] and card not in known[s]["lacks_cards"]
        return True

    order = sorted(others, key=lambda s: (-len(known[s]["lacks"]), rng.random()))
    if strict:
        for s in order:
            for rank_, count in known[s]["ranks"].items():
                while sum(1 for c in hands[s] if rank(c) == rank_) < count:
                    card = next((c for c in pool if rank(c) == rank_ and fits(s, c)), None)
                    if card is None or len(hands[s]) >= sizes[s]:
                        return None
                    pool.remove(card)
                    hands[s].append(card)
    for s in order:
        while len(hands[s]) < sizes[s]:
            card = next((c for c in pool if fits(s, c)), None)
            if card is None:
                return None
            pool.remove(card)
            hands[s].append(card)
    if any(len(hands[s]) != sizes[s] for s in others):
        return None
    return [sort_cards(hand) for hand in hands]


GAME = GoFishGame()
