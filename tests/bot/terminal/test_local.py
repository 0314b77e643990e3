"""The local terminal table: whole games through the service, lenient input, save and resume."""

from __future__ import annotations

import argparse
import io
import re
import sqlite3
from pathlib import Path
from typing import Any

from bot.service.card_names import card_name
from bot.terminal import local_table
from games import cards


def local_args(tmp_path: Path, **changes: Any) -> argparse.Namespace:
    """`python -m bot play`'s arguments for a two-seat Scopa against an easy computer."""
    args = dict(
        game="scopa",
        players=2,
        computers=1,
        level="easy",
        preset=None,
        db=str(tmp_path / "local.db"),
        seed=5,
        new=False,
        yes=False,
    )
    return argparse.Namespace(**{**args, **changes})


def run_local(monkeypatch, capsys, argv, lines, environ=None):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):  # the table speaks the environment's
        monkeypatch.delenv(name, raising=False)
    for name, value in (environ or {}).items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code = local_table.main(argv)
    return code, capsys.readouterr().out


def test_a_whole_game_against_a_computer_plays_to_the_end(tmp_path, monkeypatch, capsys):
    db = tmp_path / "local.db"
    code, out = run_local(
        monkeypatch,
        capsys,
        ["play", "scopa", "--players", "2", "--computers", "1", "--db", str(db), "--seed", "4"],
        ["1"] * 400,
    )
    assert code == 0
    assert len(re.findall(r"^Game over: (you win|Bot 1 wins)\.$", out, re.M)) == 1
    assert "Bot 1 plays " in out or "Bot 1 lays " in out
    assert "You lay " in out or "You play " in out
    raw = sqlite3.connect(db)
    [(status, vs_computer)] = raw.execute("SELECT status, vs_computer FROM tables").fetchall()
    assert (status, vs_computer) == ("finished", 1)
    raw.close()


def test_quit_saves_and_the_same_command_resumes(tmp_path, monkeypatch, capsys):
    argv = ["scopa", "--computers", "1", "--db", str(tmp_path / "local.db"), "--seed", "9"]
    code, out = run_local(monkeypatch, capsys, argv, ["1", "1", "quit"])
    assert code == 0 and "Saved" in out
    code, out = run_local(monkeypatch, capsys, argv, ["1"] * 400)
    assert code == 0
    assert "Resuming your Scopa table #1" in out and "Game over:" in out
    assert "You asked for" not in out  # the same command: nothing to explain


def test_help_numbers_and_mistakes_get_helpful_answers(tmp_path, monkeypatch, capsys):
    argv = ["scopa", "--computers", "1", "--db", str(tmp_path / "local.db"), "--seed", "3"]
    code, out = run_local(monkeypatch, capsys, argv, ["help", "99", "7 di denari", "quit"])
    assert code == 0
    assert "Commands: `help`" in out and "Play a card: its number in the list" in out
    assert "Pick a move between 1 and 3." in out
    assert (
        "You don't hold the 7 di denari. Your hand: 5 di bastoni, 7 di bastoni, Fante di bastoni." in out
    )  # the rules core's reason, as is


def test_four_seats_with_two_humans_take_turns_at_one_terminal(tmp_path, monkeypatch, capsys):
    argv = ["scopone", "--computers", "2", "--db", str(tmp_path / "local.db"), "--seed", "2"]
    code, out = run_local(monkeypatch, capsys, argv, ["1"] * 600)
    assert code == 0 and "Player 1 · Your move" in out and "Player 2 · Your move" in out
    assert "Game over:" in out


class CardNames:
    """Answers each prompt with the name of a card that has exactly one move: its Italian name,
    or its name in `locale` (as Tab offers it)."""

    def __init__(self, locale: str | None = None) -> None:
        self.table: local_table.LocalTable | None = None
        self.named = 0
        self.locale = locale

    def readline(self) -> str:
        assert self.table is not None and self.table.service is not None
        service, table_id = self.table.service, self.table.table_id
        table = service.table(table_id)
        legal = service.legal(table_id, table.to_move_user)
        if self.named >= 3:
            return "quit\n"
        for action in legal:
            card = action.split(":")[0]
            if sum(1 for a in legal if a.split(":")[0] == card) == 1:
                self.named += 1
                if self.locale is not None:
                    return card_name(card, "scopa", self.locale) + "\n"
                return cards.name(card, "italian") + "\n"
        return "1\n"


async def test_a_card_name_plays_that_cards_only_move(tmp_path):
    args = local_args(tmp_path, seed=5, name="Ann")
    stdin, out = CardNames(), io.StringIO()
    table = local_table.LocalTable(args, stdin, out)  # type: ignore[arg-type]
    stdin.table = table
    assert await table.run() == 0
    text = out.getvalue()
    assert stdin.named == 3
    assert text.count("\nYou lay ") + text.count("\nYou play ") == 3 and "don't" not in text
    assert "Ann and Bot 1 (easy)" in text  # the name given, at the table (a computer with its level)


def test_the_table_speaks_lang_or_the_environments_language(tmp_path, monkeypatch, capsys):
    argv = ["scopa", "--computers", "1", "--db", str(tmp_path / "local.db"), "--seed", "3"]
    code, out = run_local(monkeypatch, capsys, [*argv, "--lang", "ja"], ["99", "quit"])
    assert code == 0
    assert (
        "1から3までの番号で手を選んでください。" in out
        and "手札：" in out
        and "あなたの手（手の番号かカード）" in out
    )
    code, out = run_local(monkeypatch, capsys, argv, ["99", "quit"], environ={"LANG": "it_IT.UTF-8"})
    assert "Riprendo il tuo tavolo di Scopa #1" in out and "Scegli una mossa tra 1 e 3." in out
    assert "Salvato." in out


def test_a_japanese_table_names_computers_moves_and_cards_in_japanese(tmp_path, monkeypatch, capsys):
    argv = ["scopa", "--computers", "1", "--db", str(tmp_path / "local.db"), "--seed", "4", "--lang", "ja"]
    code, out = run_local(monkeypatch, capsys, argv, ["1"] * 400)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("スコパ — テーブル #1：あなたとCPU1（ふつう）。")
    moves = [line for line in lines if line.startswith("CPU1が")]
    assert moves and all("を取りました。" in line or "を場に出しました。" in line for line in moves)
    assert "Computer" not in out and " takes " not in out and "di denari" not in out
    over = next(line for line in lines if line.startswith("ゲーム終了："))
    assert "の勝ちです。" in over


def test_the_environments_french_names_the_computer_ordinateur(tmp_path, monkeypatch, capsys):
    argv = ["scopa", "--computers", "1", "--db", str(tmp_path / "local.db"), "--seed", "3"]
    code, out = run_local(monkeypatch, capsys, argv, ["1", "quit"], environ={"LANG": "fr_FR.UTF-8"})
    assert code == 0
    assert "Toi et Bot 1 (normal)" in out and "Bot 1 joue " in out
    assert " prend " in out and "Enregistré." in out


async def test_a_card_named_in_the_tables_language_plays_its_only_move(tmp_path):
    args = local_args(tmp_path, seed=5, name="Ann", lang="ja")
    stdin, out = CardNames("ja"), io.StringIO()
    table = local_table.LocalTable(args, stdin, out)  # type: ignore[arg-type]
    stdin.table = table
    assert await table.run() == 0
    text = out.getvalue()
    assert stdin.named == 3
    assert text.count("\nあなたは") == 3 and "AnnさんとCPU1（かんたん）" in text
