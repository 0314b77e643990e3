"""The terminal table at a terminal: cards in colour with the Discord names, Tab completing the
legal moves; plain text when the output is not a terminal."""

from __future__ import annotations

import asyncio
import io

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.text import Text

from bot.service.card_names import card_name
from bot.terminal import local_table
from bot.terminal.console import PlainConsole, RichConsole, colour_cards, console_for
from tests.bot.terminal.test_local import local_args


class Screen(io.StringIO):
    """What a terminal would show (it says it is one)."""

    def isatty(self) -> bool:
        return True


def test_plain_text_when_the_output_is_not_a_terminal():
    console = console_for(io.StringIO(), io.StringIO())
    assert type(console) is PlainConsole
    out = io.StringIO()
    PlainConsole(io.StringIO(), out).say(colour_cards("Your hand: 7 di denari, Re di coppe [7d]", "scopa"))
    assert out.getvalue() == "Your hand: 7 di denari, Re di coppe [7d]\n"


def test_card_names_are_coloured_by_suit_and_nothing_else_is():
    text = Text.from_markup(colour_cards("Computer 1: 7 di denari takes Re di coppe, 7♦? [x]", "scopa"))
    assert text.plain == "Computer 1: 7 di denari takes Re di coppe, 7♦? [x]"
    coloured = {text.plain[span.start : span.end]: str(span.style) for span in text.spans}
    assert set(coloured) == {"7 di denari", "Re di coppe"}  # 7♦ is not a Scopa card name
    assert coloured["7 di denari"] != coloured["Re di coppe"]  # denari and coppe differ
    french = Text.from_markup(colour_cards("10♦ J♣ and Trump 1", "gofish"))
    assert {french.plain[s.start : s.end] for s in french.spans} == {"10♦", "J♣"}
    tarot = Text.from_markup(colour_cards("Trump 13, Trump 1 and the Matto", "scarto"))
    assert {tarot.plain[s.start : s.end] for s in tarot.spans} == {"Trump 13", "Trump 1", "the Matto"}
    # A Japanese table's cards, named in Japanese and written without spaces around them.
    japanese = Text.from_markup(colour_cards("あなた：金貨の7で聖杯のレを取る", "scopa", "ja"))
    assert {japanese.plain[s.start : s.end] for s in japanese.spans} == {"金貨の7", "聖杯のレ"}


def test_a_move_is_typed_with_tab_completion_and_shown_in_colour(tmp_path, monkeypatch):
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("NO_COLOR", raising=False)
    args = local_args(tmp_path, seed=4, name="You")
    screen = Screen()

    async def play() -> local_table.LocalTable:
        with create_pipe_input() as keys:
            table = local_table.LocalTable(args, io.StringIO(), screen)
            table.console = RichConsole(io.StringIO(), screen, keys=keys, screen=DummyOutput())
            typed: list[str] = []

            async def type_keys() -> None:
                # Wait for the first prompt, then type the start of a card's name and press Tab.
                while table.service is None or not table.table_id or not screen.getvalue().count("Your hand"):
                    await asyncio.sleep(0.02)
                service = table.service
                now = service.table(table.table_id)
                legal = service.legal(now.id, now.to_move_user)
                options = table.completions(now, now.to_move_user)
                name = next(n for n in options if " di " in n)  # a card with one move, by name
                typed.append(next(a for a in legal if options.get(name) == options.get(a)))
                for keystroke in (name[:-1], "\t", "\r", "quit", "\r"):
                    await asyncio.sleep(0.1)
                    keys.send_text(keystroke)

            feeder = asyncio.create_task(type_keys())
            await table.run()
            await feeder
            table.typed = typed  # type: ignore[attr-defined]
            return table

    table = asyncio.run(play())
    shown = screen.getvalue()
    assert "\x1b[" in shown  # colour
    played = table.typed[0]  # type: ignore[attr-defined]
    card = played.split(":")[0]
    assert f"You lay the {card_name(card, 'scopa')}." in Text.from_ansi(shown).plain or (
        f"You play the {card_name(card, 'scopa')} and take the " in Text.from_ansi(shown).plain
    )
