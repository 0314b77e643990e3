"""`ScopaGame`: presets, options, new games from a seed or an explicit deal, determinization."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from games.cards import parse_card
from games.core import BadDeal, Game
from games.scopa.deck import ALL, BIT, INDEX, card_name, cards_of, show
from games.scopa.rules import OPTION_LIST, PRESETS, Rules
from games.scopa.state import ScopaState, move_of, start_deal


class ScopaGame(Game):
    """Scopa, Scopone (classic, scientifico, Tamanini, d'Assi) and Scopa a 15 — one engine, many options."""

    name = "scopa"
    order = 10
    title = "Scopa"
    min_players = 2
    max_players = 6
    default_preset = "scopa"
    preset_titles: ClassVar[dict[str, str]] = {
        "scopone": "Scopone",
        "scopone-scientifico": "Scopone scientifico",
        "scopone-tamanini": "Scopone Tamanini",
        "scopone-assi": "Scopone d'Assi",
        "scopa-15": "Scopa di quindici",
    }
    subtitles: ClassVar[dict[str, str]] = {
        "scopa": "subtitle-scopa",
        "scopone": "subtitle-scopone",
        "scopone-scientifico": "subtitle-scopone-scientifico",
        "scopone-tamanini": "subtitle-scopone-tamanini",
        "scopone-assi": "subtitle-scopone-assi",
        "scopa-15": "subtitle-scopa-15",
    }
    presets = PRESETS
    option_list = OPTION_LIST
    summary = (
        "Play one card a turn: take a table card of the same rank (you must), else a set adding up to it "
        "(your choice which), else lay it. Emptying the table is a scopa, worth 1.\n"
        "Each deal scores carte, denari, settebello (7♦), primiera and every scopa; first to the target wins."
    )

    def _new(
        self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None
    ) -> ScopaState:
        rules = Rules(players, options)
        if deal is None:
            dealer = random.Random(f"scopa:{seed}:dealer").randrange(players)
            return start_deal(self, rules, seed, 0, dealer, (0,) * rules.sides, (), None)
        explicit, dealer = _read_deal(deal, rules)
        return start_deal(self, rules, seed, 0, dealer, (0,) * rules.sides, (), None, explicit)

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> ScopaState:
        """A full position consistent with `view`: the seat's hand, the table and the public record
        kept; every card the seat has not seen dealt at random to the other hands and the stock."""
        seat = view["seat"]
        rules = self._rules_for(int(view["players"]), view["options"])
        n = rules.players
        hand = _mask(view["hand"])
        table = _mask(view["table"])
        piles = [0] * rules.sides
        seen = hand | table
        last_cap = -1
        sweeps = []
        history = []
        played = 0
        sweep_at = set(view.get("sweep_moves", []))
        for i, (who, action) in enumerate(view["history"]):
            move = move_of(action)
            card, taken = move & 63, move >> 6
            seen |= BIT[card] | taken
            if taken:
                piles[rules.side_of[who]] |= taken | BIT[card]
                last_cap = who
            if i in sweep_at:
                sweeps.append(rules.side_of[who])
            history.append((who, move, i in sweep_at))
            played |= BIT[card]
        # A card played is on the table or in a pile, except when the match ended with this deal:
        # then the table's leftovers went to the last capturer's pile.
        leftovers = played & ~table & ~sum(piles)
        if leftovers and last_cap >= 0:
            piles[rules.side_of[last_cap]] |= leftovers
        unseen = cards_of(ALL & ~seen)
        rng.shuffle(unseen)
        sizes = list(view["hand_sizes"])
        hands = []
        for other in range(n):
            if other == seat:
                hands.append(hand)
                continue
            dealt, unseen = unseen[: sizes[other]], unseen[sizes[other] :]
            hands.append(sum(BIT[c] for c in dealt))
        stock = unseen
        if len(stock) != view["stock_size"]:
            raise ValueError("view is inconsistent: unseen cards do not match hand and stock sizes")
        state = object.__new__(ScopaState)
        state.__dict__.update(
            game=self,
            num_players=n,
            options=rules.options,
            seed=rng.randrange(2**63),
            rules=rules,
            hands=tuple(hands),
            table=table,
            stock=tuple(stock),
            piles=tuple(piles),
            sweeps=tuple(sweeps),
            last_cap=last_cap,
            turn=-1 if view["to_move"] is None else view["to_move"],
            dealer=view["dealer"],
            deal_no=view["deal"],
            score=tuple(view["scores"]),
            results=tuple([dict(items) for items in deal] for deal in view["deal_results"]),
            history=tuple(history),
            redeals=view.get("redeals", 0),
            prev=view.get("previous_deal"),
            winner=-1,
            reason="",
            _moves=None,
        )
        if view.get("over"):
            result = view["result"]
            state.winner, state.reason = result["winners"][0], result["detail"].get("reason", "target")
        return state

    def _rules_for(self, players: int, options: Mapping[str, Any]) -> Rules:
        # Searches determinize thousands of times from the same table's options.
        key = (players, tuple(sorted(options.items())))
        rules = _RULES.get(key)
        if rules is None:
            if len(_RULES) > 256:
                _RULES.clear()
            rules = _RULES[key] = Rules(players, self.resolve_options(None, options))
        return rules


_RULES: dict[tuple[int, tuple[tuple[str, Any], ...]], Rules] = {}


def _mask(cards: list[str]) -> int:
    out = 0
    for card in cards:
        out |= BIT[INDEX[card]]
    return out


def _read_cards(cards: Any, where: str) -> list[int]:
    if not isinstance(cards, list | tuple):
        raise BadDeal(f'The deal\'s {where} must be a list of cards, like ["7d", "3c"].')
    out = []
    for card in cards:
        try:
            out.append(INDEX[parse_card(str(card), "italian")])
        except ValueError as error:
            raise BadDeal(f"The deal's {where}: {error}") from None
    return out


def _read_deal(
    deal: Mapping[str, Any], rules: Rules
) -> tuple[tuple[list[list[int]], list[int], list[int]], int]:
    """Check an explicit first deal: `hands` (by seat), `table`, `stock` (next card first), `dealer`."""
    unknown = set(deal) - {"hands", "table", "stock", "dealer"}
    if unknown:
        raise BadDeal(f"Unknown deal keys: {', '.join(sorted(unknown))}. Use hands, table, stock, dealer.")
    n = rules.players
    raw_hands = deal.get("hands")
    if not isinstance(raw_hands, list | tuple) or len(raw_hands) != n:
        raise BadDeal(f"The deal needs `hands`: one list of cards for each of the {n} players.")
    hands = [_read_cards(hand, f"hand of seat {seat}") for seat, hand in enumerate(raw_hands)]
    table = _read_cards(deal.get("table", []), "table")
    stock = _read_cards(deal.get("stock", []), "stock")
    for seat, hand in enumerate(hands):
        if len(hand) != rules.hand0:
            raise BadDeal(f"Seat {seat} must be dealt {rules.hand0} cards, not {len(hand)}.")
    if len(table) != rules.table0:
        raise BadDeal(f"The table must get {rules.table0} cards, not {len(table)}.")
    if len(stock) != rules.stock0:
        raise BadDeal(f"The stock must hold {rules.stock0} cards, not {len(stock)}.")
    seen = 0
    for card in [c for hand in hands for c in hand] + table + stock:
        if seen & BIT[card]:
            raise BadDeal(f"{card_name(card)} appears twice in the deal.")
        seen |= BIT[card]
    if seen != ALL:
        raise BadDeal(f"The deal is missing {show(ALL & ~seen)}.")
    dealer = deal.get("dealer", n - 1)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise BadDeal(f"The dealer must be a seat from 0 to {n - 1}, not {dealer!r}.")
    return (hands, table, stock), dealer


GAME = ScopaGame()
