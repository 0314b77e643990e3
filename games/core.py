"""The one protocol every Tavolo game implements, and the option machinery they share.

Modelled on OpenSpiel's game/state split: a `Game` is the immutable description (name,
presets, option schema) and a factory of `State`s; a `State` is an immutable position.
`state.play(action)` returns a new state and leaves the old one untouched, so the
service, the computer players and the tests can hold on to any position safely.

Actions are strings in the shared notation (`7d:3c+4s`, `ask:2:7`, `flip:12`, ...).
Engines may use any internal representation (ints, bitmasks) but notation is what
crosses the boundary: it is what the action log stores and what replays feed back in.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from i18n import Text, is_message_id


class GameError(ValueError):
    """Base of every error the rules core raises; its message is fit to show a player.

    Raised with a catalogue id and its arguments (`IllegalAction("game-over")`,
    `IllegalAction("gofish-no-such-card", card=...)`): `.text` is that `Text`, which the face
    renders in the player's language, and `str(error)` is the English sentence. Plain English
    text is still accepted (`.text` then says it as it is, in every language).
    """

    def __init__(self, message: str | Text, /, **args: Any) -> None:
        if isinstance(message, Text):
            self.text = message
        elif args or is_message_id(message):
            self.text = Text(message, **args)
        else:
            self.text = Text.plain(message)
        super().__init__(str(self.text))

    def __str__(self) -> str:
        return str(self.text)


#: The message that names a seat ("player 2", counting from 1): the rules core knows no names;
#: the table service puts the seated player's name in its place (`bot.service.model.name_players`).
PLAYER = "seat-player"


def reason(error: BaseException) -> Text:
    """What `error` says, as a `Text` to put inside another message."""
    return error.text if isinstance(error, GameError) else Text.plain(str(error))


class IllegalAction(GameError):
    """An action that is not legal in this position (or not understood at all)."""


class BadOptions(GameError):
    """An unknown option, a value outside its allowed set, or a bad player count / preset."""


class BadDeal(GameError):
    """An explicit `deal=` that is not a valid starting position."""


#: Longer text is refused unread: every game's longest legal action is far shorter, and a
#: refusal must never have to repeat a long paste.
MAX_ACTION_CHARS = 200
_KINDS = {type(None): "none", bool: "bool", int: "number", float: "number", bytes: "bytes"}


def quoted(text: str, limit: int = 30) -> str:
    """`text` in backticks for a refusal: one line, at most `limit` characters (then `…`)."""
    flat = " ".join(text.split()).replace("`", "'")
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return f"`{flat}`"


def action_text(action: object, example: str) -> str:
    """`action` itself when it is non-blank text of a plausible length, else `IllegalAction`.

    Every engine's `play` reads its action through here (or an equivalent fast check), so a bad
    value (None, a number, bytes, a list, a 5,000-character paste, blank text) is refused with one
    short message naming `example`, instead of failing deep inside a parser.
    """
    if not isinstance(action, str):
        kind = _KINDS.get(type(action)) or ("list" if isinstance(action, list | tuple) else "other")
        raise IllegalAction("action-not-text", example=example, kind=kind)
    if len(action) > MAX_ACTION_CHARS:
        raise IllegalAction("action-too-long", length=len(action), example=example)
    if not action.strip():
        raise IllegalAction("action-empty", example=example)
    return action


def whole_number(text: str) -> int | None:
    """The integer `text` spells with ASCII digits (an optional sign, spaces around), else None.

    Python's `int` also reads full-width and other Unicode digits and `1_000`; the notation is
    plain digits, so those are refused here rather than logged in a second spelling.
    """
    body = text.strip()
    digits = body[1:] if body[:1] in "+-" else body
    if not digits or not digits.isascii() or not digits.isdigit():
        return None
    return int(body)


@dataclass(frozen=True)
class Option:
    """One entry of a game's option schema.

    `type` is one of "bool", "int", "choice"; `allowed` lists the legal values for
    "choice" (and optionally for "int"); `None` in `allowed` means "unset".
    """

    name: str
    type: str
    default: Any
    help: str
    allowed: tuple[Any, ...] | None = None
    min: int | None = None
    max: int | None = None

    def coerce(self, value: Any) -> Any:
        """Validate (and convert from text, as a slash command may send it) one value."""
        if self.type == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in ("on", "true", "yes", "1"):
                return True
            if isinstance(value, str) and value.strip().lower() in ("off", "false", "no", "0"):
                return False
            if isinstance(value, int) and value in (0, 1):
                return bool(value)
            raise BadOptions("option-on-off", option=self.name, value=repr(value))
        if self.type == "int":
            if isinstance(value, bool):
                raise BadOptions("option-whole-number", option=self.name, value=repr(value))
            if value is None and self.allowed is not None and None in self.allowed:
                return None
            if (
                isinstance(value, str)
                and value.strip().lower() in ("none", "off", "")
                and (self.allowed is not None and None in self.allowed)
            ):
                return None
            try:
                number = int(value)
            except (TypeError, ValueError, OverflowError):  # OverflowError: int(float("inf"))
                raise self._not_whole(value) from None
            if self.allowed is not None and number not in self.allowed:
                shown = ", ".join("none" if a is None else str(a) for a in self.allowed)
                raise BadOptions("option-one-of", option=self.name, shown=shown, value=str(number))
            if self.min is not None and number < self.min:
                raise BadOptions("option-at-least", option=self.name, low=self.min, value=str(number))
            if self.max is not None and number > self.max:
                raise BadOptions("option-at-most", option=self.name, high=self.max, value=str(number))
            return number
        if self.type == "choice":
            assert self.allowed is not None
            if value is None and None in self.allowed:
                return None
            for allowed in self.allowed:
                if value == allowed or (
                    isinstance(value, str) and allowed is not None and value.strip().lower() == str(allowed)
                ):
                    return allowed
            shown = ", ".join("none" if a is None else str(a) for a in self.allowed)
            raise BadOptions("option-one-of", option=self.name, shown=shown, value=repr(value))
        raise AssertionError(f"unknown option type {self.type}")

    def _not_whole(self, value: Any) -> BadOptions:
        shown = repr(value)
        if self.min is not None and self.max is not None:
            return BadOptions(
                "option-number-between", option=self.name, low=self.min, high=self.max, value=shown
            )
        if self.min is not None:
            return BadOptions("option-number-at-least", option=self.name, low=self.min, value=shown)
        if self.max is not None:
            return BadOptions("option-number-at-most", option=self.name, high=self.max, value=shown)
        return BadOptions("option-whole-number", option=self.name, value=shown)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "type": self.type,
            "default": self.default,
            "allowed": list(self.allowed) if self.allowed is not None else None,
            "min": self.min,
            "max": self.max,
            "help": self.help,
        }


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    `sides[seat]` is the side (team) index of each seat; `scores[side]` the final total;
    `ranks[side]` the finishing place, 0 best, equal places share a rank; `winners` the
    sides ranked 0. `detail` carries game-specific extras (JSON-able).
    """

    sides: list[int]
    scores: list[float]
    ranks: list[int]
    winners: list[int]
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "sides": list(self.sides),
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "detail": self.detail,
        }


def ranks_from_scores(scores: Sequence[float], *, higher_is_better: bool = True) -> list[int]:
    """Competition ranks (0 best, ties share) from per-side scores."""
    ordered = sorted(scores, reverse=higher_is_better)
    return [ordered.index(score) for score in scores]


class State:
    """An immutable game position. Engines subclass it and fill in every member below.

    Required attributes/properties:
      - `game`: the `Game` that made it; `num_players`; `options` (resolved dict); `seed`.
      - `to_move`: seat index of the player to act, `None` once the game is over.
      - `over`: bool; `result`: a `Result` once over, else `None`.
      - `sides`: side index of each seat; `scores`: running total per side.
      - `deal`: index (0-based) of the current deal, so searches can stop at a deal's end.
    """

    game: Game
    num_players: int
    options: dict[str, Any]
    seed: int | None

    @property
    def to_move(self) -> int | None:
        raise NotImplementedError

    @property
    def over(self) -> bool:
        raise NotImplementedError

    @property
    def result(self) -> Result | None:
        raise NotImplementedError

    @property
    def sides(self) -> list[int]:
        raise NotImplementedError

    @property
    def scores(self) -> list[float]:
        raise NotImplementedError

    @property
    def deal(self) -> int:
        raise NotImplementedError

    def legal(self) -> list[str]:
        """Every legal action for `to_move`, in notation, each exactly once."""
        raise NotImplementedError

    def play(self, action: str) -> State:
        """Return the state after `action`; raise `IllegalAction` (with a player-facing why)."""
        raise NotImplementedError

    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-able dict of what `seat` may know (`None`: a spectator), nothing more."""
        raise NotImplementedError

    def describe(self, action: str, *, style: str = "french") -> str:
        """A short human label for an action (for autocomplete and the table history), in English."""
        return str(self.describe_text(action, style=style))

    def describe_text(self, action: str, *, style: str = "french") -> Text:
        """`describe` as a `Text` the face says in the reader's language; seats are `seat-player`
        (the face names whoever sits there). Games override this one, not `describe`."""
        return Text.plain(action)

    def is_legal(self, action: str) -> bool:
        """Whether `action` is legal now. Engines with huge action sets override it."""
        return action in self.legal()


class PlayCheckedState(State):
    """A `State` whose `is_legal` asks `play` itself: for engines whose legal list is long or
    costly to build while refusing a single action is cheap."""

    def is_legal(self, action: str) -> bool:
        """Whether `play` accepts `action` now."""
        try:
            self.play(action)
        except IllegalAction:
            return False
        return True


class Game:
    """A game's immutable description and the factory of its states.

    Subclasses set `name`, `title`, `min_players`, `max_players`, `presets`,
    `option_list` and implement `_new` (and `determinize` for computer players).
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_preset: ClassVar[str]
    presets: ClassVar[dict[str, dict[str, Any]]]
    option_list: ClassVar[tuple[Option, ...]]
    summary: ClassVar[str] = ""
    # Where the game comes in `games.names()` (and so in menus): lower first, then by name.
    order: ClassVar[int] = 1000
    # What players call a preset's game, where it has a name of its own (`scopone`: "Scopone").
    preset_titles: ClassVar[dict[str, str]] = {}
    # What each form of the game is, in a few words, as catalogue ids ("Scopone — Scopa for four").
    subtitles: ClassVar[dict[str, str]] = {}

    def subtitle(self, preset: str | None = None) -> Text | None:
        """A preset's subtitle (a `Text` the face says in the reader's language), or None."""
        found = self.subtitles.get(preset or self.default_preset)
        return None if found is None else Text(found)

    def title_text(self) -> Text:
        """The game's title as players of the reader's language call it (`Memory`, `ババ抜き`):
        the catalogue's `-game-<name>`; `title` is the English one, for logs and notation."""
        return Text("game-title", game=self.name)

    def preset_title(self, preset: str | None = None) -> str:
        """The name of the game a preset plays: `Scopone`, `Babanuki`, or `Scopa (preset)`."""
        preset = preset or self.default_preset
        if preset in self.preset_titles:
            return self.preset_titles[preset]
        return self.title if preset == self.default_preset else f"{self.title} ({preset})"

    @property
    def options(self) -> dict[str, Option]:
        """The option schema, by option name."""
        return {option.name: option for option in self.option_list}

    def player_counts(self, preset: str | None = None) -> list[int]:
        """Player counts this game (or preset) can be played with."""
        fixed = self.presets.get(preset or self.default_preset, {}).get("players")
        if fixed is not None:
            return [fixed] if isinstance(fixed, int) else list(fixed)
        return list(range(self.min_players, self.max_players + 1))

    def resolve_options(
        self, preset: str | None = None, options: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """Defaults, then the preset, then explicit options; every value validated."""
        preset = preset or self.default_preset
        if preset not in self.presets:
            known = ", ".join(self.presets)
            raise BadOptions("option-no-preset", game=self.title_text(), preset=preset, known=known)
        schema = self.options
        resolved = {option.name: option.default for option in self.option_list}
        for source in (
            {k: v for k, v in self.presets[preset].items() if k != "players"},
            dict(options or {}),
        ):
            for name, value in source.items():
                if name not in schema:
                    known = ", ".join(sorted(schema))
                    raise BadOptions("option-no-such", game=self.title_text(), option=name, known=known)
                resolved[name] = schema[name].coerce(value)
        self.check_options(resolved)
        return resolved

    def check_options(self, options: dict[str, Any]) -> None:
        """Hook for cross-option constraints; raise `BadOptions`."""

    def check_players(self, players: int, preset: str | None) -> None:
        allowed = self.player_counts(preset)
        if players not in allowed:
            shown = ", ".join(map(str, allowed))
            form = preset or self.default_preset
            raise BadOptions(
                "option-players", game=self.title_text(), form=form, shown=shown, players=players
            )

    def new(
        self,
        players: int,
        preset: str | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        deal: Mapping[str, Any] | None = None,
    ) -> State:
        """A new game. `seed` drives every shuffle; `deal` fixes the first deal's cards."""
        resolved = self.resolve_options(preset, options)
        self.check_players(players, preset)
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        return self._new(players, resolved, seed, deal)

    def _new(self, players: int, options: dict[str, Any], seed: int, deal: Mapping[str, Any] | None) -> State:
        raise NotImplementedError

    def replay(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int,
        actions: Iterable[str],
        preset: str | None = None,
    ) -> State:
        """Rebuild a position from its truth: seed, options and the action log."""
        state = self.new(players, preset=preset, options=options, seed=seed)
        for action in actions:
            state = state.play(action)
        return state

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """A full state consistent with `view` (the seat's knowledge), hidden cards drawn at random.

        Used by computer players that search: they never see the true state.
        """
        raise NotImplementedError(f"{self.name} cannot determinize yet")

    def describe_options(self, options: Mapping[str, Any]) -> str:
        """One line naming the options that differ from the defaults."""
        changed = [
            # on/off, the words `/table options` takes, rather than Python's True/False
            f"{o.name}={ ({True: 'on', False: 'off'}.get(v, v) if isinstance(v, bool) else v) }"
            for o in self.option_list
            if (v := options.get(o.name, o.default)) != o.default
        ]
        return ", ".join(changed) if changed else "standard rules"
