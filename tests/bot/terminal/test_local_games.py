"""Every game played to the end at the terminal table, typed as its players type it, and what the
table says after each move (in English and in Italian or Japanese)."""

from __future__ import annotations

import argparse
import io
import re
from pathlib import Path

import pytest

from bot.service.card_names import card_name
from bot.terminal import local_table
from bot.terminal.moves import read_move
from games import get


class Typist:
    """Stdin for the table: each prompt answered with a legal move as a player would type it
    (Concentration by the card's place, Go Fish `ask NAME RANK`, Scarto's discard as three
    cards, elsewhere the number of the first listed move)."""

    def __init__(self, limit: int = 4000) -> None:
        self.table: local_table.LocalTable | None = None
        self.typed: list[str] = []
        self.limit = limit

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        assert self.table is not None and self.table.service is not None
        service, table_id = self.table.service, self.table.table_id
        table = service.table(table_id)
        user = table.to_move_user
        legal = service.legal(table_id, user)
        action = legal[-1] if table.game == "concentration" else legal[0]
        if len(self.typed) >= self.limit:
            line = "quit"
        elif table.game == "concentration":
            line = str(int(action.split(":")[1]) + 1)
        elif table.game == "gofish":
            _, target, rank = action.split(":")
            line = f"ask {self.table.name_of(int(target))} {rank}"
        elif table.game == "oldmaid":
            line = str(int(action.split(":")[1]) + 1) if action.startswith("draw:") else "1"
        elif action.startswith("discard:"):
            line = " ".join(action.removeprefix("discard:").split("+"))
        else:
            line = "1"
        self.typed.append(line)
        return line + "\n"


def args(tmp_path: Path, game: str, **changes: object) -> argparse.Namespace:
    values: dict[str, object] = dict(
        game=game,
        players=None,
        computers=None,
        level="easy",
        preset=None,
        db=str(tmp_path / "local.db"),
        seed=3,
        name=None,
        lang="en",
        new=False,
        yes=False,
    )
    values.update(changes)
    return argparse.Namespace(**values)


async def play_to_the_end(tmp_path: Path, game: str, **changes: object) -> tuple[str, Typist]:
    stdin, out = Typist(), io.StringIO()
    table = local_table.LocalTable(args(tmp_path, game, **changes), stdin, out)  # type: ignore[arg-type]
    stdin.table = table
    assert await table.run() == 0
    text = out.getvalue()
    assert "Traceback" not in text
    return text, stdin


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_concentration_shows_the_board_and_the_faces_turned_up(tmp_path, lang):
    out, typed = await play_to_the_end(tmp_path, "concentration", players=2, lang=lang)
    first = int(typed.typed[0])
    # The place typed is the card turned up, however many cards have gone: the numbers stay put.
    said = re.search(
        rf"(?:You turn up|Scopri la) (?:card )?{first}: (.+?)\.$"
        if lang == "en"
        else rf"Scopri la carta {first}: (.+?)\.$",
        out,
        re.M,
    )
    assert said, out[:2000]
    assert re.search(rf"│\s*{first}\b", out)  # the board shows the places by number
    if lang == "en":
        assert "A match: " in out and ("No match: they are turned face down again." in out)
        assert "Game over: " in out
    else:
        assert "Una coppia: " in out and "Niente coppia" in out and "Partita finita: " in out


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_go_fish_says_each_answer_draw_and_book(tmp_path, lang):
    out, _ = await play_to_the_end(tmp_path, "gofish", lang=lang)
    if lang == "en":
        assert re.search(r"^You ask Bot 1 for \w+\.$", out, re.M)
        assert re.search(r"^Bot 1 asks you for \w+\.$", out, re.M)
        assert "“Go fish!”" in out and re.search(r"^You draw \S+\.$", out, re.M)
        assert "Bot 1 draws a card." in out  # what they drew stays theirs
        assert re.search(r"lays? a book of \w+\.$", out, re.M)
        assert "Game over: " in out and "Books" in out
        assert "ask You" not in out
    else:
        assert re.search(r"^Chiedi (i|gli|le) \w+ a Bot 1\.$", out, re.M)
        assert "«Vai a pescare!»" in out and re.search(r"un quartetto di \w+\.$", out, re.M)
        assert "Partita finita: " in out


async def test_old_maid_says_each_draw_and_pair(tmp_path):
    out, _ = await play_to_the_end(tmp_path, "oldmaid", players=3)
    assert re.search(r"^You draw \S+ from Bot \d\.$", out, re.M)
    assert re.search(r"^Bot \d draws \S+ from you\.$", out, re.M)
    assert re.search(r"^Bot \d draws a card from Bot \d\.$", out, re.M)
    assert re.search(r"discards? a pair of \w+\.$", out, re.M)
    assert "Game over: " in out


@pytest.mark.parametrize("lang", ["en", "ja"])
async def test_scopa_breaks_each_deal_down_toward_the_target(tmp_path, lang):
    out, _ = await play_to_the_end(tmp_path, "scopa", lang=lang)
    if lang == "en":
        assert re.search(r"^You lay .+\.$", out, re.M) and re.search(
            r"^Bot 1 plays .+ and takes .+\.$", out, re.M
        )
        assert "Settebello" in out and "Primiera" in out and "Coins" in out
        assert "First to 11 points wins." in out
        assert "dealer Bot 1" in out or "dealer You" in out
        assert "Game over: " in out
    else:
        assert "セッテベッロ" in out and "11点先取で勝ちです。" in out and "ゲーム終了：" in out
        assert "Computer" not in out


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_scarto_names_trick_winners_and_each_deals_result(tmp_path, lang):
    out, typed = await play_to_the_end(tmp_path, "scarto", lang=lang)
    assert any(len(line.split()) == 3 for line in typed.typed)  # the discard, typed as three cards
    if lang == "en":
        assert re.search(r"^Trick 1 to (You|Bot \d): .+card points so far\)$", out, re.M)
        assert re.search(r"^You lay .+ aside\.$", out, re.M)
        assert "Bot 1 lays three cards aside." in out or "Bot 2 lays three cards aside." in out
        assert out.count("── Deal ") >= 3 and "dealer You" in out
        assert "Game over: " in out
    else:
        assert re.search(r"^Presa 1 a ", out, re.M) and "Partita finita: " in out


async def test_stovkahra_names_trick_winners(tmp_path):
    out, _ = await play_to_the_end(tmp_path, "stovkahra")
    assert re.search(r"^Trick \d+ to .+\(their team: ", out, re.M)
    assert "Game over: " in out


# -- typed moves -------------------------------------------------------------------------------
def dealer_position() -> tuple[list[str], list[str]]:
    game = get("scarto")
    for seed in range(50):
        state = game.new(3, seed=seed)
        legal = state.legal()
        if legal and legal[0].startswith("discard:"):
            return legal, state.view(state.to_move)["hand"]
    raise AssertionError("no dealer to move")


@pytest.mark.parametrize(
    "form",
    [
        lambda cards: " ".join(cards),
        lambda cards: ",".join(cards),
        lambda cards: ", ".join(card_name(c, "scarto", "en") for c in cards),
        lambda cards: "+".join(cards),
    ],
    ids=["spaces", "commas", "names", "plus"],
)
def test_the_dealers_discard_is_three_cards_in_any_common_form(form):
    legal, _ = dealer_position()
    action = legal[len(legal) // 2]
    chosen = action.removeprefix("discard:").split("+")
    reading = read_move("scarto", form(list(reversed(chosen))), legal, locale="en", phase="discard")
    assert reading.action == action


def test_a_discard_of_two_cards_says_three_are_needed():
    legal, _ = dealer_position()
    chosen = legal[0].removeprefix("discard:").split("+")[:2]
    reading = read_move("scarto", " ".join(chosen), legal, locale="en", phase="discard")
    assert reading.action is None and reading.problem is not None
    assert reading.problem.render("en") == "That is 2 cards: the discard is exactly three, like `2s 3s 6s`."


@pytest.mark.parametrize(
    "typed",
    ["ask Bot 1 for Sixes", "ask bot 1 6", "ask computer 1 6", "Bot 1 sixes", "6", "sixes", "ask 6"],
)
def test_go_fish_asks_as_players_say_them(typed):
    legal = ["ask:1:3", "ask:1:6", "ask:1:K"]
    names = {1: ["Bot 1", "Computer 1 (normal)", "Computer 1"]}
    reading = read_move("gofish", typed, legal, locale="en", seat_names=lambda seat: names[seat])
    assert reading.action == "ask:1:6"


def test_go_fish_with_two_opponents_asks_whom():
    legal = ["ask:1:6", "ask:2:6"]
    names = {1: ["bob"], 2: ["cy"]}
    reading = read_move("gofish", "6", legal, locale="en", seat_names=lambda seat: names[seat])
    assert reading.problem is not None and "Whom do you ask for Sixes?" in reading.problem.render("en")
    assert (
        read_move("gofish", "cy sixes", legal, locale="en", seat_names=lambda s: names[s]).action == "ask:2:6"
    )
    nobody = read_move("gofish", "dan 6", legal, locale="en", seat_names=lambda s: names[s])
    assert (
        nobody.problem is not None
        and nobody.problem.render("en") == "Nobody here is called dan. You can ask: bob or cy."
    )


def test_a_concentration_number_is_the_cards_place_not_a_list_position():
    legal = ["flip:0", "flip:5", "flip:11"]  # places 2–5 and 7–11 are gone or face up
    assert read_move("concentration", "12", legal, locale="en").action == "flip:11"
    gone = read_move("concentration", "3", legal, locale="en")
    assert gone.problem is not None and gone.problem.render("en").startswith("Card 3 is not on the board")
