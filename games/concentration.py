"""Concentration (Shinkei-suijaku): turn up cards from a face-down grid, take matching sets.

Action: `flip:<index>` (0-based grid index, row by row). A turn turns up `flip` cards (2 by
default, fewer when fewer are left) one action at a time; everyone sees them. A match is
taken and the same player goes on; otherwise the cards stay visible to everyone in the
view's `last_seen` and are turned back, and the turn passes.

Match: two of a rank (`match=rank`), of a rank and colour (`rank_and_colour`), or ranks one
apart (`adjacent`; `wrap_ace_king` also pairs the lowest and highest rank of the deck in
use). `flip=3` with `flip3=pairs` takes the first matching two of the three (in the order
turned); `flip3=triples` only three of a kind; `flip=4` only four of a kind. The game ends
when every card is taken or no match is left among the face-down cards.

Jokers: with one, turning it up (it never matches) reshuffles the face-down cards at the end
of the turn (`joker_effect=shuffle`) or costs the player their next turn (`skip`). With two,
the two jokers are a pair worth double (4 cards); by default (`auto`) a lone joker then has
no effect, though `shuffle`/`skip` may be set for it too.
`move_on_flip_back` puts turned-back cards in new places (each swaps with a random face-down
card, and every one ends somewhere other than where it was; everyone sees which places moved,
not what went where). `shuffle_when_few=N`
reshuffles the face-down cards once, when N or fewer are left. The public memory of
where cards were seen (`seen`) forgets whatever a shuffle or move touched.

Most cards wins; equal counts share the win unless `tiebreak_card` is set (its holder goes
ahead). Solo play counts moves (`moves`: turns used, skipped turns included).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from games.cards import FRENCH_RANKS, JOKERS, french_deck, symbol
from games.core import BadDeal, BadOptions, Game, IllegalAction, Option, Result, State, action_text, quoted
from games.family_common import CardOption, FamilyState, check_deal_cards, parse_index, rank, rng_at
from i18n import Text

DECK_RANKS = {52: FRENCH_RANKS, 40: FRENCH_RANKS[:10], 20: FRENCH_RANKS[:5]}
COLUMNS = {52: 13, 40: 10, 20: 5}
RED = {"h", "d"}
_FLIPS = tuple(f"flip:{i}" for i in range(60))


def deck_for(options: Mapping[str, Any]) -> list[str]:
    """The cards on the board for these options (smaller decks drop the high ranks)."""
    ranks = DECK_RANKS[options["deck"]]
    return [card for card in french_deck() if rank(card) in ranks] + list(JOKERS[: options["jokers"]])


class _LazyRandom:
    """The ply's random source, built only when an event needs it (most turns need none)."""

    def __init__(self, seed: int, ply: int) -> None:
        self.seed, self.ply = seed, ply
        self.rng: random.Random | None = None

    def get(self) -> random.Random:
        if self.rng is None:
            self.rng = rng_at(self.seed, self.ply, "board")
        return self.rng


class ConcentrationState(FamilyState):
    """A Concentration position (immutable from the outside: `play` returns a copy)."""

    def __init__(self, game: ConcentrationGame, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.board: list[str | None] = []
        self.face_up: list[int] = []
        self.mover: int | None = 0
        self.taken: list[list[str]] = [[] for _ in range(players)]
        self.turns = [0] * players
        self.skips = [0] * players
        self.seen: dict[int, str] = {}
        self.last_seen: list[tuple[int, str]] = []
        self.last_outcome: dict[str, Any] | None = None
        self.shuffled_few = False
        self.ply = 0
        self.history: list[tuple[int, str]] = []

    def _copy(self) -> ConcentrationState:
        new = ConcentrationState.__new__(ConcentrationState)
        new.__dict__.update(self.__dict__)
        new.board = list(self.board)
        new.face_up = list(self.face_up)
        new.taken = [list(cards) for cards in self.taken]
        new.turns = list(self.turns)
        new.skips = list(self.skips)
        new.seen = dict(self.seen)
        new.history = list(self.history)
        return new

    # --- matching -------------------------------------------------------------------------

    @property
    def _group(self) -> int:
        """Cards in a matching set: 2 in the pair modes, else 3 or 4 of a kind."""
        flip = self.options["flip"]
        if flip == 2 or (flip == 3 and self.options["flip3"] == "pairs"):
            return 2
        return flip

    def _pair(self, a: str, b: str) -> bool:
        if a in JOKERS or b in JOKERS:
            return a in JOKERS and b in JOKERS
        mode = self.options["match"]
        if mode == "rank":
            return rank(a) == rank(b)
        if mode == "rank_and_colour":
            return rank(a) == rank(b) and (a[-1] in RED) == (b[-1] in RED)
        ranks = DECK_RANKS[self.options["deck"]]
        gap = abs(ranks.index(rank(a)) - ranks.index(rank(b)))
        return gap == 1 or (self.options["wrap_ace_king"] and gap == len(ranks) - 1)

    def _matched(self, flipped: list[int]) -> list[int]:
        """The flipped positions taken (in flip order), or [] for a miss."""
        cards = [self.board[i] for i in flipped]
        group = self._group
        if group == 2:
            for x in range(len(flipped)):
                for y in range(x + 1, len(flipped)):
                    if self._pair(cards[x], cards[y]):  # type: ignore[arg-type]
                        return [flipped[x], flipped[y]]
            return []
        if len(cards) == group and all(c not in JOKERS for c in cards) and len({rank(c) for c in cards}) == 1:
            return list(flipped)
        return []

    def _match_left(self) -> bool:
        cards = [card for card in self.board if card is not None]
        if self._group > 2:
            counts = Counter(rank(card) for card in cards if card not in JOKERS)
            return any(count >= self._group for count in counts.values())
        if self.options["match"] == "rank":
            counts = Counter(rank(card) for card in cards)
            return any(count >= 2 for count in counts.values())
        return any(self._pair(a, b) for i, a in enumerate(cards) for b in cards[i + 1 :])

    def _joker_effect(self) -> str:
        effect = self.options["joker_effect"]
        if effect == "auto":
            return "shuffle" if self.options["jokers"] == 1 else "none"
        return effect

    # --- the protocol ---------------------------------------------------------------------

    @property
    def remaining(self) -> int:
        return sum(1 for card in self.board if card is not None)

    @property
    def need(self) -> int:
        """Cards to turn up this turn."""
        return min(self.options["flip"], self.remaining)

    @property
    def scores(self) -> list[float]:
        """Cards taken; the pair of jokers counts double."""
        return [
            float(len(cards) + (2 if all(joker in cards for joker in JOKERS) else 0)) for cards in self.taken
        ]

    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = self.scores
        card = self.options["tiebreak_card"]
        keys = [(score, card is not None and card in self.taken[seat]) for seat, score in enumerate(scores)]
        ranks = [sum(1 for other in keys if other > key) for key in keys]
        return Result(
            sides=self.sides,
            scores=scores,
            ranks=ranks,
            winners=[seat for seat in range(self.num_players) if ranks[seat] == 0],
            detail={
                "moves": list(self.turns),
                "left_on_board": [card for card in self.board if card is not None],
                "tiebreak_card": card,
            },
        )

    def legal(self) -> list[str]:
        if self.mover is None:
            return []
        return [
            f"flip:{i}" for i, card in enumerate(self.board) if card is not None and i not in self.face_up
        ]

    def is_legal(self, action: str) -> bool:
        try:
            self._parse(action)
        except IllegalAction:
            return False
        return True

    def _parse(self, action: str) -> int:
        text = action_text(action, "flip:0")
        if self.mover is None:
            raise IllegalAction("game-over")
        verb, _, argument = text.strip().lower().partition(":")
        if verb != "flip" or not argument:
            raise IllegalAction("concentration-not-understood", action=quoted(text))
        index = parse_index(argument, "flip", len(self.board), Text("family-a-position"))
        if self.board[index] is None:
            raise IllegalAction("concentration-empty", position=index)
        if index in self.face_up:
            raise IllegalAction("concentration-face-up", position=index)
        return index

    def play(self, action: str) -> ConcentrationState:
        index = self._parse(action)
        mover = self.mover
        assert mover is not None
        new = self._copy()
        new.history.append((mover, f"flip:{index}"))
        new.ply += 1
        if not new.face_up:
            new.last_seen = []
        new.face_up.append(index)
        new.seen[index] = new.board[index]  # type: ignore[assignment]
        if len(new.face_up) >= self.need:
            new._resolve(mover)
        return new

    def _resolve(self, mover: int) -> None:
        flipped = self.face_up
        cards = {i: self.board[i] for i in flipped}
        taken = self._matched(flipped)
        back = [i for i in flipped if i not in taken]
        outcome: dict[str, Any] = {"seat": mover, "flipped": [[i, cards[i]] for i in flipped], "taken": []}
        self.turns[mover] += 1
        for i in taken:
            self.taken[mover].append(cards[i])  # type: ignore[arg-type]
            self.board[i] = None
            self.seen.pop(i, None)
        outcome["taken"] = [cards[i] for i in taken]
        self.face_up = []
        self.last_seen = [(i, cards[i]) for i in back]  # type: ignore[misc]
        options = self.options
        rng = _LazyRandom(self.seed, self.ply)
        effect = self._joker_effect() if options["jokers"] else "none"
        jokers_back = effect != "none" and any(cards[i] in JOKERS for i in back)
        moved: list[int] = []
        if back and options["move_on_flip_back"]:
            moved = self._move_back(back, rng.get())
        if jokers_back and effect == "shuffle":
            self._shuffle_board(rng.get())
            outcome["shuffled"] = "joker"
        if jokers_back and effect == "skip":
            self.skips[mover] += 1
            outcome["skip"] = mover
        few = options["shuffle_when_few"]
        if few and not self.shuffled_few and 0 < self.remaining <= few:
            self.shuffled_few = True
            self._shuffle_board(rng.get())
            outcome["shuffled"] = "few"
        outcome["moved"] = moved
        self.last_outcome = outcome
        # A miss leaves the same cards on the board, so whether a match is left cannot change.
        if self.remaining == 0 or (taken and not self._match_left()):
            self.mover = None
        elif not taken:
            self._pass_turn(mover)

    def _move_back(self, back: list[int], rng: random.Random) -> list[int]:
        """Put every turned-back card in a new place; the places touched, for the view.

        Each card swaps with a random other face-down card. Two such swaps can cancel (the second
        card drawing the first one's new place), so a card found back in its old place swaps again
        with a random other face-down card; that swap never returns another turned-back card to its
        own place, so one pass settles them all. The first swaps draw exactly what they always drew:
        only turns where a card had stayed put replay differently. A card that is the last one face
        down has nowhere to go and stays (nothing can match it: the game is over).
        """
        down = [i for i, card in enumerate(self.board) if card is not None]
        was = {i: self.board[i] for i in back}
        touched = set()
        for i in back:
            others = [j for j in down if j != i]
            if not others:
                continue
            j = rng.choice(others)
            self.board[i], self.board[j] = self.board[j], self.board[i]
            touched.update((i, j))
        for i in back:
            others = [j for j in down if j != i]
            if self.board[i] != was[i] or not others:
                continue
            j = rng.choice(others)
            self.board[i], self.board[j] = self.board[j], self.board[i]
            touched.update((i, j))
        for i in touched:
            self.seen.pop(i, None)
        return sorted(touched)

    def _shuffle_board(self, rng: random.Random) -> None:
        places = [i for i, card in enumerate(self.board) if card is not None]
        cards = [self.board[i] for i in places]
        rng.shuffle(cards)
        for i, card in zip(places, cards, strict=True):
            self.board[i] = card
        self.seen = {}

    def _pass_turn(self, seat: int) -> None:
        while True:
            seat = (seat + 1) % self.num_players
            if self.skips[seat]:
                self.skips[seat] -= 1
                self.turns[seat] += 1
                continue
            self.mover = seat
            return

    # --- what players see -----------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        board = [
            None if card is None else card if i in self.face_up else "?" for i, card in enumerate(self.board)
        ]
        return {
            "game": self.game.name,
            "seat": seat,
            "players": self.num_players,
            "options": dict(self.options),
            "to_move": self.mover,
            "hand": [],
            "hand_sizes": [0] * self.num_players,
            "table": [],
            "board": board,
            "columns": COLUMNS[self.options["deck"]],
            "face_up": list(self.face_up),
            "seen": [self.seen.get(i) if card == "?" else None for i, card in enumerate(board)],
            "last_seen": [[i, card] for i, card in self.last_seen],
            "last_outcome": self.last_outcome,
            "taken": [list(cards) for cards in self.taken],
            "moves": list(self.turns),
            "skips": list(self.skips),
            "remaining": self.remaining,
            "need": self.need if self.mover is not None else 0,
            "shuffled_few": self.shuffled_few,
            "history": [[who, action] for who, action in self.history],
            "sides": self.sides,
            "scores": self.scores,
            "deal": 0,
            "over": self.over,
        }

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        _, _, argument = action.partition(":")
        try:
            index = int(argument)
        except ValueError:
            return Text.plain(action)
        # By its number only: each face lays the board out its own way (Discord in rows of five
        # buttons), so a row and column of the rule book's grid would point at the wrong card.
        return Text("concentration-label-flip", number=index + 1)


class ConcentrationGame(Game):
    name = "concentration"
    order = 50
    title = "Concentration"
    summary = (
        "Shinkei-suijaku: every card face down in a grid; turn up two, keep them if they match and go "
        "again. Most cards wins."
    )
    min_players = 1
    max_players = 8
    default_preset = "concentration"
    preset_titles: ClassVar[dict[str, str]] = {"shinkei-suijaku": "Shinkei-suijaku"}
    subtitles: ClassVar[dict[str, str]] = {
        "concentration": "subtitle-concentration",
        "shinkei-suijaku": "subtitle-shinkei-suijaku",
    }
    presets: ClassVar[dict[str, dict[str, Any]]] = {"concentration": {}, "shinkei-suijaku": {}}
    option_list = (
        Option(
            "flip",
            "int",
            2,
            "Cards turned up each turn: 2, 3 (see flip3) or 4 (four of a kind).",
            allowed=(2, 3, 4),
        ),
        Option(
            "flip3",
            "choice",
            "pairs",
            "With flip=3: any two that match among the three are taken (pairs), or only three of a "
            "kind (triples).",
            allowed=("pairs", "triples"),
        ),
        Option(
            "match",
            "choice",
            "rank",
            "What matches: same rank (rank), same rank and colour (rank_and_colour), ranks one apart "
            "(adjacent).",
            allowed=("rank", "rank_and_colour", "adjacent"),
        ),
        Option(
            "wrap_ace_king",
            "bool",
            False,
            "With match=adjacent, the lowest and highest ranks (A and K) match too.",
        ),
        Option(
            "shuffle_when_few",
            "int",
            0,
            "Reshuffle the face-down cards once when this many or fewer are left (0: never).",
            min=0,
            max=54,
        ),
        Option("move_on_flip_back", "bool", False, "Cards turned back are put back in new places."),
        Option(
            "jokers",
            "int",
            0,
            "Jokers on the board: 0, 1 (see joker_effect) or 2 (a pair worth double).",
            allowed=(0, 1, 2),
        ),
        Option(
            "joker_effect",
            "choice",
            "auto",
            "A joker turned up without its partner: reshuffles the board (shuffle), skips your next "
            "turn (skip), nothing (none); auto is shuffle with one joker, none with two.",
            allowed=("auto", "shuffle", "skip", "none"),
        ),
        CardOption(
            "tiebreak_card",
            "choice",
            None,
            "On equal counts, the holder of this card (like As) wins; none: ties share the win.",
            allowed=(None, *french_deck(2)),
        ),
        Option(
            "deck",
            "int",
            52,
            "52 cards, 40 (no court cards) or 20 (A to 5), for children.",
            allowed=(52, 40, 20),
        ),
    )

    def check_options(self, options: dict[str, Any]) -> None:
        if self._kinds(options) > 2 and options["match"] != "rank":
            raise BadOptions(
                "Three or four of a kind only match by rank: use match=rank with that flip mode."
            )
        card = options["tiebreak_card"]
        if card is not None and card not in deck_for(options):
            raise BadOptions(f"The tiebreak card {symbol(card)} is not on this board; pick one that is.")

    @staticmethod
    def _kinds(options: Mapping[str, Any]) -> int:
        flip = options["flip"]
        return 2 if flip == 2 or (flip == 3 and options["flip3"] == "pairs") else flip

    def _new(self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None) -> State:
        state = ConcentrationState(self, players, options, seed)
        cards = deck_for(options)
        if deal is not None:
            grid = deal.get("grid")
            if not isinstance(grid, list | tuple):
                raise BadDeal("A deal needs `grid`: the cards in grid order.")
            check_deal_cards(list(grid), cards, "grid")
            state.board = list(grid)
        else:
            random.Random(seed).shuffle(cards)
            state.board = list(cards)
        if not state._match_left():
            state.mover = None
        return state

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """A full position consistent with `view`: face-up and remembered cards where they were
        seen, the other face-down cards shuffled among the remaining places."""
        options = dict(view["options"])
        state = ConcentrationState(self, view["players"], options, rng.randrange(2**63))
        known = {i: card for i, card in enumerate(view["board"]) if card not in (None, "?")}
        known.update({i: card for i, card in enumerate(view["seen"]) if card is not None})
        gone = {card for cards in view["taken"] for card in cards} | set(known.values())
        pool = [card for card in deck_for(options) if card not in gone]
        rng.shuffle(pool)
        board: list[str | None] = []
        for i, cell in enumerate(view["board"]):
            board.append(None if cell is None else known[i] if i in known else pool.pop())
        state.board = board
        state.face_up = list(view["face_up"])
        state.mover = view["to_move"]
        state.taken = [list(cards) for cards in view["taken"]]
        state.turns = list(view["moves"])
        state.skips = list(view["skips"])
        state.seen = {i: card for i, card in enumerate(view["seen"]) if card is not None}
        state.seen.update({i: known[i] for i in state.face_up})
        state.last_seen = [(i, card) for i, card in view["last_seen"]]
        state.last_outcome = view["last_outcome"]
        state.shuffled_few = view["shuffled_few"]
        state.history = [(who, action) for who, action in view["history"]]
        state.ply = len(state.history)
        return state


GAME = ConcentrationGame()
