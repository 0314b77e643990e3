"""The live table's words say what its picture is too small to say on a phone (issue 35): the
score line by side name with what the scores run to, the teams once a deal, the trick's taker,
the last deal's scoring in the game over's words through the next deal's first round only; the
lobby's target and who starts (`bot.discord.core.embeds`)."""

from __future__ import annotations

import random
import re

import pytest

import games
from bot.discord.core.card_pictures import picture_seats
from bot.discord.core.embeds import hand_text, lobby_embed, picture_embed, trick_taken_line
from bot.service.events import DealEnded, Moved
from bot.service.model import Seat, Table
from i18n import LOCALES


def table_of(game: str, players: int, state, options: dict | None = None, status: str = "playing") -> Table:
    computers = [Seat(n, None, f"Computer {n} (normal)", computer="normal") for n in range(1, players)]
    seats = (Seat(0, 1, "alice"), *computers)
    resolved = dict(options if options is not None else state.view(None).get("options") or {})
    return Table(1, 1, 1, game, game, resolved, 1, status, players, seats, 0, state, None)


def played(game: str, players: int, moves: int, seed: int = 4, **options):
    state = games.get(game).new(players, options=options, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        state = state.play(rng.choice([a for a in state.legal() if a != "dost"] or state.legal()))
    return state


def first_line(table: Table, locale: str = "en") -> str:
    return (picture_embed(table, [], locale=locale).description or "").splitlines()[0]


@pytest.mark.parametrize(
    ("game", "players", "moves", "options", "expected"),
    [
        ("scopa", 2, 0, {}, r"alice \*\*0\*\* · Bot 1 \*\*0\*\* — first to 11"),
        (
            "scopa",
            4,
            0,
            {"teams": True},
            r"alice \+ Bot 2 \*\*0\*\* · Bot 1 \+ Bot 3 \*\*0\*\* — first to 11",
        ),
        ("scarto", 3, 0, {}, r"alice \*\*\+0\*\* · Bot 1 \*\*\+0\*\* · Bot 2 \*\*\+0\*\* — deal 1 of 3"),
        (
            "stovkahra",
            4,
            0,
            {},
            r"alice \+ Bot 2 \*\*0\*\* · Bot 1 \+ Bot 3 \*\*0\*\* — "
            r"100 points win a game · 10 brčke win the match",
        ),
        ("gofish", 3, 0, {}, r"alice \*\*0\*\* · Bot 1 \*\*0\*\* · Bot 2 \*\*0\*\* — most books wins"),
        ("concentration", 2, 0, {}, r"alice \*\*0\*\* · Bot 1 \*\*0\*\* — most pairs wins"),
    ],
)
def test_the_score_line_names_every_side_as_the_table_does(game, players, moves, options, expected):
    table = table_of(game, players, played(game, players, moves, **options))
    assert re.fullmatch(expected, first_line(table)), first_line(table)


def test_the_score_line_follows_the_score_and_old_maid_counts_the_cards_left():
    state = next(
        s
        for s in (played("gofish", 3, n, seed=2) for n in range(10, 200, 5))
        if not s.over and any(s.view(None)["books"])
    )
    books = [len(b) for b in state.view(None)["books"]]  # a book was laid: the line moved with it
    line = first_line(table_of("gofish", 3, state))
    assert re.findall(r"\*\*(\d+)\*\*", line) == [str(n) for n in books], line
    state = played("oldmaid", 4, 3)
    line = first_line(table_of("oldmaid", 4, state))
    sizes = state.view(None)["hand_sizes"]
    assert re.findall(r"\*\*(\d+)\*\*", line) == [str(n) for n in sizes] and line.endswith("— cards left")


@pytest.mark.parametrize("locale", LOCALES)
def test_teams_are_named_in_the_first_round_only(locale):
    state = played("scopa", 4, 0, teams=True)
    fresh = picture_embed(table_of("scopa", 4, state), [], locale=locale).description.splitlines()
    later_state = played("scopa", 4, 5, teams=True)
    later = picture_embed(table_of("scopa", 4, later_state), [], locale=locale).description.splitlines()
    names, _ = picture_seats(table_of("scopa", 4, state), locale)
    assert len(fresh) == 2 and all(name in fresh[1] for name in names), fresh
    assert len(later) == 1  # the score line (which names the sides) alone, with no moves given


def deal_two(game: str, players: int, seed: int = 4, **options):
    """The state just after the first deal is scored, and that deal's `DealEnded`."""
    state = games.get(game).new(players, options=options, seed=seed)
    rng = random.Random(seed)
    while state.view(None)["deal"] == 0:
        before = state
        state = state.play(rng.choice([a for a in state.legal() if a != "dost"] or state.legal()))
    view = state.view(None)
    summary = {"scores": list(view["scores"]), "previous_scores": [0] * len(view["scores"])}
    summary["sides"] = list(view["sides"])
    assert before.view(None)["deal"] == 0
    return state, DealEnded(table_id=1, deal=0, summary=summary), rng


@pytest.mark.parametrize("locale", LOCALES)
def test_the_deal_summary_reads_like_the_game_over_and_leaves_after_the_first_round(locale):
    state, ended, rng = deal_two("scopa", 2, target=21)
    table = table_of("scopa", 2, state)
    (field,) = picture_embed(table, [], last_deal=ended, locale=locale).fields
    lines = field.value.splitlines()
    assert len(lines) >= 6  # settebello, primiera, coins, cards, scope (+ extras), then the totals
    assert all(line.startswith("**") for line in lines[:-1]), lines  # one category a line, titled
    bot = picture_seats(table, locale)[0][1]  # `Bot 1`, `CPU1`: the computer as the felt names it
    assert lines[-1].startswith("alice **") and f"{bot} **" in lines[-1] and "21" in lines[-1], lines
    assert "Computer" not in field.value and "Computer" not in field.name  # named as on the felt
    if locale == "it":
        for english in ("cards", "coins", "Most", " to "):
            assert english not in field.value, (english, field.value)
    while len(state.view(None)["history"]) < 2:  # the new deal's first round
        state = state.play(rng.choice(state.legal()))
    assert picture_embed(table_of("scopa", 2, state), [], last_deal=ended, locale=locale).fields == []


def test_a_trick_game_says_who_took_each_trick_with_its_cards():
    state = games.get("scarto").new(3, seed=4)
    rng = random.Random(4)
    told, said = 0, []
    while len(state.view(None)["tricks"]) < 3:
        action = rng.choice(state.legal())
        state = state.play(action)
        event = Moved(table_id=1, seq=1, seat=0, action=action, label=action)
        line, told = trick_taken_line(table_of("scarto", 3, state), event, told)
        if line is not None:
            said.append(line.render("en"))
    tricks = state.view(None)["tricks"]
    assert told == 3 and len(said) == 3
    names = ["alice", "Bot 1", "Bot 2"]
    for line, trick in zip(said, tricks, strict=True):
        assert line.startswith(f"{names[trick['winner']]} takes the trick (") and line.count(",") == 2, line


def test_the_lobby_says_the_target_and_that_only_the_host_starts():
    table = table_of("scopa", 2, None, options={"target": 21}, status="lobby")
    embed = lobby_embed(table)
    options = next(field.value for field in embed.fields if field.name == "Options")
    assert "First to 21 points." in options.splitlines()
    assert "Only alice, the host, can press Start." in embed.footer.text


def test_no_deal_number_in_the_hand_of_a_game_without_deals():
    for game, players, dealt in (("gofish", 3, False), ("oldmaid", 3, False), ("scopa", 2, True)):
        state = played(game, players, 0)
        text = hand_text(table_of(game, players, state), state.view(0))
        assert ("deal 1" in text.splitlines()[0]) is dealt, text
