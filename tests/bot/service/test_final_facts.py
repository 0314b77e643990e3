"""What the game-over message says decided each game, read from a finished game's public view."""

from __future__ import annotations

import random

import pytest

import games
from bot.service.final_facts import final_facts, score_text

NAMES = ["ann", "bob", "cat", "dan"]


def finished(preset: str, players: int, options: dict | None = None, seed: int = 3):
    game, preset = games.find(preset)
    state = game.new(players, preset=preset, options=options or {}, seed=seed)
    rng = random.Random(seed)
    while not state.over:
        state = state.play(rng.choice(state.legal()))
    return game, state


def side_names(state, players: int) -> list[str]:
    sides = state.result.sides
    return [
        " & ".join(NAMES[s] for s in range(players) if sides[s] == side) for side in range(max(sides) + 1)
    ]


@pytest.mark.parametrize(
    ("preset", "players", "options", "wanted"),
    [
        (
            "scopa",
            2,
            {"target": 1},
            ["**Settebello (7 di denari):**", "**Primiera:**", "**Scope (sweeps):**"],
        ),
        ("scopone", 4, {"target": 1}, ["ann & cat", "bob & dan", "**Most cards:**"]),
        ("scopa", 3, {"target": 1}, ["**Primiera:**", " ("]),
        ("scarto", 3, {}, ["ann:", "→ **", "tricks in all"]),
        ("stovkahra", 4, {"brcke": 1}, ["**Games won:**", "**Last game:**", "brčk"]),
        ("gofish", 3, {}, ["book"]),
        ("babanuki", 3, {}, ["was left holding the joker"]),
        ("jiji-nuki", 3, {}, ["was left holding the odd card", "set aside at the start was"]),
        ("old-maid", 3, {}, ["was left holding the odd Queen"]),
    ],
)
def test_each_game_says_what_decided_it(preset, players, options, wanted):
    game, state = finished(preset, players, options)
    names = NAMES[:players]
    facts = final_facts(game.name, state.view(None), state.result, names, side_names(state, players))
    text = "\n".join(f"{title}\n{body}" for title, body in facts)
    for words in wanted:
        assert words in text, text


def test_go_fish_names_ranks_in_words_not_in_card_notation():
    game, state = finished("gofish", 2, seed=8)
    facts = final_facts(game.name, state.view(None), state.result, NAMES[:2], NAMES[:2])
    text = facts[0][1]
    laid = [book for seat in state.view(None)["books"] for book in seat]
    assert laid
    for rank in {book[0][:-1] for book in laid}:
        word = {
            "A": "Aces",
            "2": "Twos",
            "3": "Threes",
            "4": "Fours",
            "5": "Fives",
            "6": "Sixes",
            "7": "Sevens",
            "8": "Eights",
            "9": "Nines",
            "10": "Tens",
            "J": "Jacks",
            "Q": "Queens",
            "K": "Kings",
        }[rank]
        assert word in text, text


def test_scores_read_with_their_unit_and_number():
    assert score_text("scopa", 1) == "1 point" and score_text("scopa", 11.0) == "11 points"
    assert score_text("stovkahra", 1) == "1 brčka" and score_text("stovkahra", 10) == "10 brčke"
    assert score_text("scarto", -3) == "−3 points" and score_text("scarto", 12.0) == "+12 points"
    assert score_text("concentration", 12.0, {"flip": 2}) == "6 pairs"
    assert score_text("concentration", 9, {"flip": 3, "flip3": "triples"}) == "3 triples"
    assert score_text("oldmaid", 2) is None  # a place, not a score: the medals say it


SCOPE_OF = {
    "en": ("**Scope (sweeps):**", "{count} for {who}"),
    "it": ("**Scope:**", "{count} per {who}"),
    "fr": ("**Scope (balayages)\u202f:**", "{count} pour {who}"),
    "ja": ("**スコパ：**", "{who}さんが{count}回"),
}


@pytest.mark.parametrize("locale", sorted(SCOPE_OF))
def test_the_sweeps_line_never_puts_a_count_right_after_a_name_ending_in_a_number(locale):
    """`Scope (sweeps): alice 2, Bot 1 1` read as a player "Bot 1 1": the count comes first."""
    for seed in range(1, 60):
        game, state = finished("scopa", 2, {"target": 1}, seed=seed)
        last = state.view(None)["deal_results"][-1]
        if all(items.get("scope") for items in last):
            break
    else:
        pytest.fail("no deal where both sides swept")
    names = ["Bot 1", "Bot 2"]
    facts = final_facts(game.name, state.view(None), state.result, names, names, locale)
    title, pattern = SCOPE_OF[locale]
    line = next(line for _, body in facts for line in body.splitlines() if line.startswith(title))
    for side, items in enumerate(last):
        assert pattern.format(count=items["scope"], who=names[side]) in line, line
        assert f"{names[side]} {items['scope']}" not in line, line


@pytest.mark.parametrize("locale", ["en", "it", "fr", "ja"])
def test_the_tricks_won_line_never_puts_a_count_right_after_a_name_ending_in_a_number(locale):
    """`Tricks won: alice 3 (6 pts), Bot 1 4 (16 pts)` reads as a player "Bot 1 4"."""
    import re

    from bot.discord.games.tricks.face import ScartoAdapter

    state = games.get("scarto").new(players=3, seed=5)
    rng = random.Random(5)
    while not any(state.view(None).get("tricks_won") or []):
        state = state.play(rng.choice(state.legal()))
    names = ["Bot 1", "Bot 2", "Bot 3"]
    lines = ScartoAdapter().table_lines(state.view(None), names)
    said = [line.render(locale) if hasattr(line, "render") else line for line in lines]
    won = state.view(None)["tricks_won"]
    line = next(text for text in said if all(name in text for name in names) and str(max(won)) in text)
    for seat, name in enumerate(names):
        assert not re.search(rf"{name} {won[seat]}\b", line), line


def test_scarto_says_each_seats_deals_as_each_language_writes_them():
    game, state = finished("scarto", 3, {})
    for locale, seat, counted in (("ja", "ann：", "トリック）"), ("fr", "ann\u202f:", "en tout)")):
        facts = final_facts(game.name, state.view(None), state.result, NAMES[:3], NAMES[:3], locale)
        lines = [line for _, body in facts for line in body.splitlines() if line.startswith(seat)]
        assert len(lines) == 1 and "→ **" in lines[0] and lines[0].endswith(counted), facts
        if locale == "ja":  # the deals listed as Japanese lists them
            assert ", " not in lines[0], lines[0]
