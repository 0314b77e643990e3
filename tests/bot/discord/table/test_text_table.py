"""The live table in words (`cards: text`) reads on a phone: a headline, then one line a seat
and one a team, every fact said once, in every language (`bot.discord.core.embeds.table_embed`).
Its height at 360 px is measured by `tools/phone_heights.py --text` (docs/BENCHMARKS.md)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import games
from bot.discord.core.embeds import headline_moves, lines_text, move_line, picture_embed, table_embed
from bot.service.card_names import card_name
from bot.service.model import Seat, Table
from i18n import LOCALES

CASES = [
    ("scopa", 2, {}),
    ("scopa", 4, {"teams": True}),
    ("scopa", 6, {"teams": True}),
    ("scarto", 3, {}),
    ("stovkahra", 4, {}),
    ("gofish", 6, {}),
    ("concentration", 2, {}),
    ("oldmaid", 4, {}),
]


def table_after(game: str, players: int, options: dict, moves: int, seed: int = 4) -> Table:
    """alice and computers at `game`, `moves` random moves into a fixed deal."""
    state = games.get(game).new(players, options=options, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        # No dost: a wrong claim ends a Stovkahra game at once.
        state = state.play(rng.choice([a for a in state.legal() if a != "dost"] or state.legal()))
    computers = [Seat(n, None, f"Computer {n} (normal)", computer="normal") for n in range(1, players)]
    seats = (Seat(0, 1, "alice"), *computers)
    resolved = dict(state.view(None).get("options") or {})
    return Table(1, 1, 1, game, game, resolved, 1, "playing", players, seats, moves, state, None)


def said(embed) -> list[str]:
    lines = (embed.description or "").splitlines()
    for field in embed.fields:
        lines += [field.name, *field.value.splitlines()]
    return lines


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_one_line_a_seat_and_no_line_said_twice(game, players, options, locale):
    table = table_after(game, players, options, moves=players + 3)
    embed = table_embed(table, "alice: something\nBot 1: something else", locale=locale)
    lines = said(embed)
    assert [line for line, n in Counter(lines).items() if n > 1] == []
    (seats,) = embed.fields  # one field: the seats (and teams) under the deal
    rows = seats.value.splitlines()
    sides = set(table.state.view(None)["sides"])
    teams = len(sides) < players
    assert len(rows) == players + (len(sides) if teams else 0), rows
    for index in range(1, players):  # each computer once on its own line, by its picture name
        own = [row for row in rows[:players] if f"{index} ★★" in row]
        assert len(own) == 1, rows
    assert "Computer" not in "\n".join(lines) and "(normal" not in "\n".join(lines)
    if locale == "ja":  # a row's parts and the heading's facts as Japanese separates them: ・
        assert " · " not in seats.value and " · " not in seats.name, (seats.name, rows)
    if game != "concentration":  # (no hand, no "My hand" button: how to flip stays said)
        assert embed.footer.text is None  # the buttons say how to play
    assert len(lines) <= players + len(sides) + 9, lines


def test_a_trick_is_said_once_first_and_by_seat():
    for moves in range(3, 40):
        table = table_after("scarto", 3, {}, moves=moves)
        view = table.state.view(None)
        if len(view.get("trick") or []) >= 2:
            break
    embed = table_embed(table, "alice: 9 of batons", locale="en")
    first = embed.description.splitlines()[0]
    assert first.startswith("**Trick "), embed.description
    assert "On the table" not in embed.description and "alice: 9 of batons" not in embed.description
    text = "\n".join(said(embed))
    for _seat, card in view["trick"]:
        assert text.count(card_name(card, "scarto", "en")) == 1, (card, text)


def test_the_last_deal_is_told_in_the_first_round_of_the_next_then_its_totals_only():
    game = games.get("scarto")
    state = game.new(3, seed=4)
    rng = random.Random(4)
    while state.view(None)["deal"] == 0:
        state = state.play(rng.choice(state.legal()))
    seats = (Seat(0, 1, "alice"), Seat(1, 2, "bob"), Seat(2, 3, "carol"))
    options = dict(state.view(None)["options"])

    def words(state) -> str:
        table = Table(1, 1, 1, "scarto", "scarto", options, 1, "playing", 3, seats, 0, state, None)
        return "\n".join(said(table_embed(table, None, locale="en")))

    assert "Deal 1 scored" in words(state)
    while len(state.view(None)["history"]) < 3:
        state = state.play(rng.choice(state.legal()))
    assert "Deal 1 scored" not in words(state)


def test_go_fish_books_sit_on_their_seat_line():
    for moves in range(10, 200, 5):
        table = table_after("gofish", 3, {}, moves=moves, seed=2)
        books = table.state.view(None)["books"]
        if any(books):
            break
    embed = table_embed(table, None, locale="en")
    assert "Books:" not in embed.description
    rows = embed.fields[0].value.splitlines()
    for seat, laid in enumerate(books):
        assert (" book" in rows[seat]) == bool(laid), rows


def test_stovkahra_teams_carry_their_tricks_and_the_game_line_its_number():
    for moves in range(8, 60):
        table = table_after("stovkahra", 4, {}, moves=moves, seed=3)
        if any(table.state.view(None).get("team_tricks") or []):
            break
    embed = table_embed(table, None, locale="en")
    text = "\n".join(said(embed))
    assert "Tricks won" not in text and "brčke alice" not in text
    teams = embed.fields[0].value.splitlines()[4:]
    assert len(teams) == 2 and all(" tricks (" in line or " trick (" in line for line in teams), teams
    assert "Game 1 (the match is won at 10 brčke)" in embed.description


@pytest.mark.parametrize("pictured", [True, False])
def test_a_stovkahra_declaration_is_said_once_on_the_live_table(pictured):
    """After a declaration, the live table says it in its "Declared:" line, which stays all
    deal, and not again among the last moves over it (with the picture or in words)."""
    state = games.get("stovkahra").new(4, seed=1)
    table, lines = None, []
    while True:
        seat = state.to_move
        action = "declare:777" if "declare:777" in state.legal() else state.legal()[0]
        state = state.play(action)
        seats = (Seat(0, 1, "alice"), *[Seat(n, None, f"Bot {n}", computer="normal") for n in range(1, 4)])
        table = Table(1, 1, 1, "stovkahra", "stovkahra", {}, 1, "playing", 4, seats, 1, state, None)
        lines.append(move_line(table, seat, state.describe_text(action, style="italian")))
        if action == "declare:777":
            break
    assert len(lines) == 3  # two passes before it: the declaration is the newest move
    if pictured:
        embed = picture_embed(table, lines, locale="en")
    else:
        embed = table_embed(table, lines_text(headline_moves(table, lines), "en"), locale="en")
    text = "\n".join(said(embed))
    assert text.count("three 7s") == 1, text
    assert "Declared: Bot 1 three 7s" in text, text
