"""The terminal table's screen and keyboard: colour and tab completion at a terminal, plain text
elsewhere.

At a terminal (stdin and stdout both ttys) text goes through `rich` (cards coloured by suit, as on
the card pictures) and input through `prompt_toolkit` (Tab completes the legal moves: numbers,
notation and card names, each shown with what it does). Piped or redirected, the same lines are
printed without colour and input is read line by line, so scripts and tests see plain text.

Lines are written in rich markup; `colour_cards` marks the cards of a line, `escape` anything else
that might contain brackets (names, notation).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import IO, Any

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from bot.service.card_names import card_name, deck_cards, deck_style
from games import cards as C

__all__ = ["PlainConsole", "RichConsole", "colour_cards", "console_for", "escape"]

# Suit colours of the card pictures (bot/discord/pictures/suits.py): four colours in the French
# deck (hearts red, diamonds blue, clubs green, spades black, shown white on a dark screen).
_FRENCH = {"h": "bold red", "d": "bold blue", "c": "bold green", "s": "bold white"}
_ITALIAN = {"d": "bold yellow", "h": "bold red", "s": "bold blue", "c": "bold dark_orange3"}


def card_style(card: str, game: str) -> str:
    """The rich style of a card: its suit's colour, purple for tarot trumps."""
    if C.is_trump(card):
        return "bold magenta"
    if card == C.FOOL or card in C.JOKERS:
        return "bold bright_red"
    suits = _FRENCH if deck_style(game) == "french" else _ITALIAN
    return suits.get(C.suit_of(card), "bold")


_LATIN = "0-9A-Za-zÀ-ɏ_"


@lru_cache(maxsize=16)
def _names(game: str, locale: str) -> tuple[re.Pattern[str], dict[str, str]]:
    names = {card_name(card, game, locale): card for card in deck_cards(game)}
    # Longest first, so `Trump 13` is not read as `Trump 1`, `10♦` not as `0♦`. A name stands
    # apart from Latin letters and digits only: Japanese writes `金貨の7を取る` without spaces.
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![{_LATIN}♠♥♦♣])(?:{alternatives})(?![{_LATIN}])"), names


def colour_cards(text: str, game: str, locale: str = "en") -> str:
    """`text` (plain, not markup) escaped, with every card name in it (as `locale` names cards)
    coloured."""
    pattern, names = _names(game, locale)
    out, last = [], 0
    for match in pattern.finditer(text):
        out.append(escape(text[last : match.start()]))
        out.append(f"[{card_style(names[match.group()], game)}]{escape(match.group())}[/]")
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out)


class PlainConsole:
    """Lines without colour; input line by line (pipes, files, tests)."""

    def __init__(self, stdin: IO[str], stdout: IO[str]) -> None:
        self.stdin = stdin
        self.stdout = stdout
        # Tables drawn without colour or cursor codes, at a width a log or a pipe reads well.
        self.console = Console(
            file=stdout, color_system=None, force_terminal=False, width=100, highlight=False, emoji=False
        )

    def say(self, markup: str = "") -> None:
        print(Text.from_markup(markup).plain, file=self.stdout, flush=True)

    def show(self, renderable: Any) -> None:
        """A rich renderable (a table of the board, of the players, of a deal's points)."""
        self.console.print(renderable)
        self.stdout.flush()

    @property
    def interactive(self) -> bool:
        """Whether a person answers at a keyboard (a question may be asked)."""
        try:
            return bool(self.stdin.isatty())
        except (AttributeError, ValueError):
            return False

    async def ask(self, prompt: str, completions: Mapping[str, str]) -> str | None:
        """One line of input (None at the end of input). `completions`: what Tab offers, each
        with what it does."""
        if prompt:
            # No prompt_toolkit here; the prompt is a line of its own, so a log reads like the screen.
            print(prompt, file=self.stdout, flush=True)
        line = await asyncio.to_thread(self.stdin.readline)
        return line if line else None


class RichConsole(PlainConsole):
    """Colour through rich, and a prompt with Tab completion of the legal moves."""

    def __init__(self, stdin: IO[str], stdout: IO[str], *, keys: Any = None, screen: Any = None) -> None:
        """`keys`, `screen`: prompt_toolkit's input and output (tests pass a pipe; by default the
        terminal's)."""
        super().__init__(stdin, stdout)
        from prompt_toolkit import PromptSession

        self.console = Console(file=stdout, highlight=False, emoji=False)
        self.session: PromptSession[str] = PromptSession(input=keys, output=screen)

    def say(self, markup: str = "") -> None:
        self.console.print(markup)

    async def ask(self, prompt: str, completions: Mapping[str, str]) -> str | None:
        from prompt_toolkit.completion import WordCompleter

        completer = WordCompleter(
            list(completions), meta_dict=dict(completions), ignore_case=True, sentence=True
        )
        try:
            return await self.session.prompt_async(f"{prompt} ", completer=completer) + "\n"
        except EOFError:
            return None


def console_for(stdin: IO[str], stdout: IO[str]) -> PlainConsole:
    """Colour and completion at a terminal; plain text when either end is not one."""
    try:
        interactive = stdin.isatty() and stdout.isatty()
    except (AttributeError, ValueError):
        interactive = False
    return RichConsole(stdin, stdout) if interactive else PlainConsole(stdin, stdout)
