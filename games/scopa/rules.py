"""Scopa options, presets, and `Rules`: the resolved options plus the player count, flattened
into plain attributes so the hot path never looks anything up by name."""

from __future__ import annotations

from typing import Any

from games.core import BadOptions, Option

OPTION_LIST: tuple[Option, ...] = (
    Option("target", "int", 11, "Points to win the match (usually 11, 15 or 21).", min=1, max=99),
    Option("teams", "bool", False, "Play in teams of two, partners opposite (4 or 6 players)."),
    Option(
        "deal_style",
        "choice",
        "scopa",
        "scopa: 3 each, 4 on the table, refills; scopone: 9 each, 4 on the table; "
        "scientifico: 10 each, empty table (scopone forms need 4 players).",
        allowed=("scopa", "scopone", "scientifico"),
    ),
    Option(
        "tie_break",
        "choice",
        "play_on",
        "Tie at the top over the target: play_on deals again; count_back replays the last deal item by item.",
        allowed=("play_on", "count_back"),
    ),
    Option("redeal_three_kings", "bool", True, "Redeal when 3 or more Kings lie on the opening table."),
    Option(
        "max_sum_cards",
        "int",
        None,
        "Most cards a sum capture may take (none: no limit; French house rule: 2).",
        allowed=(None, 2, 3),
    ),
    Option(
        "fewest_cards", "bool", False, "Among sum captures, only those taking the fewest cards are allowed."
    ),
    Option(
        "last_play_sweep_counts", "bool", False, "A sweep on the very last play of a deal scores a scopa."
    ),
    Option(
        "refill_each_turn", "bool", False, "Draw a card from the stock after every play (Scopa deal only)."
    ),
    Option("ace_takes_all", "bool", False, "Scopa d'Assi: a played Ace captures every card on the table."),
    Option(
        "ace_on_table_blocks",
        "bool",
        True,
        "With ace_takes_all: an Ace on the table makes a played Ace take only that Ace.",
    ),
    Option(
        "ace_sweep_scores",
        "bool",
        False,
        "With ace_takes_all: an Ace taking the whole table scores a scopa (otherwise only a lone Ace does).",
    ),
    Option("settanta", "bool", False, "1 point for capturing all four 7s."),
    Option("re_bello", "bool", False, "1 point for capturing the King of coins."),
    Option(
        "napola", "bool", False, "Ace-2-3 of coins scores the length of the coin run from the Ace (3 to 10)."
    ),
    Option("napola_full_wins", "bool", False, "With napola: all ten coins in a run wins the match at once."),
    Option("cappotto", "bool", False, "Capturing all ten coins wins the match at once."),
    Option(
        "scopa_15",
        "bool",
        False,
        "Scopa di quindici: capture only when the played card plus the cards taken total 15 (no pair rule).",
    ),
)

_SCIENTIFICO = {
    "players": 4,
    "teams": True,
    "deal_style": "scientifico",
    "redeal_three_kings": False,
    "tie_break": "count_back",
}
PRESETS: dict[str, dict[str, Any]] = {
    "scopa": {},
    "scopone": {"players": 4, "teams": True, "deal_style": "scopone", "tie_break": "count_back"},
    "scopone-scientifico": dict(_SCIENTIFICO),
    "scopone-tamanini": {
        **_SCIENTIFICO,
        "target": 21,
        "tie_break": "play_on",
        "napola": True,
        "cappotto": True,
    },
    "scopone-assi": {**_SCIENTIFICO, "ace_takes_all": True},
    "scopa-15": {"scopa_15": True},
}

# Deal forms: (cards per hand at the start, cards on the opening table, cards per refill).
_SCOPA_DEAL = (3, 4, 3)
_FIVE_DEAL = (3, 5, 4)
_SCOPONE_DEAL = (9, 4, 0)
_SCIENTIFICO_DEAL = (10, 0, 0)


class Rules:
    """Everything the engine needs to know about one table's rules, as flat attributes."""

    __slots__ = (
        "ace_blocks",
        "ace_sweep",
        "ace_takes_all",
        "cappotto",
        "fewest",
        "hand0",
        "last_play_sweep",
        "max_sum",
        "napola",
        "napola_full",
        "options",
        "packets",
        "plain",
        "players",
        "re_bello",
        "redeal_kings",
        "refill",
        "refill_each_turn",
        "scopa_15",
        "settanta",
        "side_of",
        "sides",
        "table0",
        "target",
        "teams",
        "tie_break",
    )

    def __init__(self, players: int, options: dict[str, Any]) -> None:
        style = options["deal_style"]
        if style != "scopa" and players != 4:
            raise BadOptions(f"The {style} deal is for 4 players, not {players}.")
        if options["teams"] and players not in (4, 6):
            raise BadOptions(f"Teams need 4 or 6 players, not {players}.")
        if players == 5:
            form = _FIVE_DEAL
        else:
            form = {"scopa": _SCOPA_DEAL, "scopone": _SCOPONE_DEAL, "scientifico": _SCIENTIFICO_DEAL}[style]
        self.options = options
        self.players = players
        self.teams = bool(options["teams"])
        self.sides = players // 2 if self.teams else players
        self.side_of = tuple(seat % self.sides for seat in range(players))
        self.hand0, self.table0, self.refill = form
        # The opening deal as packets: (to every hand?, cards each time).
        self.packets: tuple[tuple[bool, int], ...] = (
            ((True, 3), (False, 2), (True, 3), (False, 2), (True, 3))
            if form == _SCOPONE_DEAL
            else ((True, self.hand0), (False, self.table0))
        )
        self.refill_each_turn = bool(options["refill_each_turn"]) and style == "scopa"
        self.redeal_kings = bool(options["redeal_three_kings"]) and self.table0 > 0
        self.target = int(options["target"])
        self.tie_break = options["tie_break"]
        self.ace_takes_all = bool(options["ace_takes_all"])
        self.ace_blocks = bool(options["ace_on_table_blocks"])
        self.ace_sweep = bool(options["ace_sweep_scores"])
        self.scopa_15 = bool(options["scopa_15"])
        self.max_sum = options["max_sum_cards"] or 0
        self.fewest = bool(options["fewest_cards"])
        self.last_play_sweep = bool(options["last_play_sweep_counts"])
        self.napola = bool(options["napola"])
        self.napola_full = self.napola and bool(options["napola_full_wins"])
        self.re_bello = bool(options["re_bello"])
        self.settanta = bool(options["settanta"])
        self.cappotto = bool(options["cappotto"])
        # No house rule limiting sum captures: the engine may take its inlined fast path.
        self.plain = not (self.max_sum or self.fewest)

    @property
    def stock0(self) -> int:
        """Cards left in the stock after the opening deal."""
        return 40 - self.players * self.hand0 - self.table0

    def items(self) -> tuple[str, ...]:
        """The scored items of a deal, in count-back order."""
        extra = tuple(
            item
            for item, on in (
                ("napola", self.napola),
                ("re_bello", self.re_bello),
                ("settanta", self.settanta),
            )
            if on
        )
        return ("carte", "denari", "settebello", "primiera", "scope", *extra)
