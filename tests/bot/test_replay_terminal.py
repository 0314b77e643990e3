"""`python -m bot export` and `python -m bot replay`: a finished local game, written and replayed."""

from __future__ import annotations

import io
import re
import sqlite3

from bot.__main__ import main as bot_main
from bot.terminal import local_table
from games.record import parse_record


def finished_local_game(tmp_path, monkeypatch, capsys):
    db = tmp_path / "local.db"
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    assert local_table.main(["scopa", "--computers", "1", "--db", str(db), "--seed", "4"]) == 0
    played = capsys.readouterr().out
    return db, played


def test_a_finished_local_game_exports_and_replays_move_by_move(tmp_path, monkeypatch, capsys):
    db, played = finished_local_game(tmp_path, monkeypatch, capsys)
    out = tmp_path / "game.txt"
    assert bot_main(["export", "1", "--db", str(db), "--out", str(out)]) == 0
    record = parse_record(out.read_text(encoding="utf-8"))
    raw = sqlite3.connect(db)
    assert list(record.actions) == [r[0] for r in raw.execute("SELECT notation FROM actions ORDER BY seq")]
    raw.close()
    capsys.readouterr()

    assert bot_main(["replay", str(out)]) == 0
    replayed = capsys.readouterr().out
    # Every move the game printed as it was played, in the same words and order.
    moves = [line.split(": ", 1) for line in played.splitlines() if line.startswith(("You: ", "Computer 1"))]
    numbered = [line for line in replayed.splitlines() if re.match(r"^ *\d+\. ", line)]
    shown = [line.split(". ", 1)[1].split(": ", 1) for line in numbered]
    assert shown == moves
    game_over = next(line for line in played.splitlines() if line.startswith("Game over:"))
    winner = game_over.removeprefix("Game over: ").split(" won")[0]
    assert replayed.rstrip().splitlines()[-1].endswith(f"— {winner} won")
    assert "— deal 1 over:" in replayed


def test_stepping_shows_every_hand_and_goes_back(tmp_path, monkeypatch, capsys):
    db, _ = finished_local_game(tmp_path, monkeypatch, capsys)
    out = tmp_path / "game.txt"
    assert bot_main(["export", "1", "--db", str(db), "--out", str(out)]) == 0
    record = parse_record(out.read_text(encoding="utf-8"))
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO("\n\nb\nq\n"))
    assert bot_main(["replay", str(out), "--step"]) == 0
    text = capsys.readouterr().out
    first = record.states().__next__()
    from bot.service.card_names import card_names

    for seat, name in enumerate(record.names()):
        assert f"     {name}: {card_names(first.view(seat)['hand'], 'scopa')}" in text
    steps = [line for line in text.splitlines() if re.match(r"^ *\d+\. ", line)]
    assert [s.split(".")[0].strip() for s in steps] == ["0", "1", "2", "1"]


def test_a_broken_record_is_refused_with_its_line(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("Tavolo game record\nGame: scopa\nnonsense\n", encoding="utf-8")
    assert bot_main(["replay", str(bad)]) == 2
    assert "Line 3 is not a header line" in capsys.readouterr().err


def test_an_unfinished_table_has_no_record_yet(tmp_path, monkeypatch, capsys):
    db = tmp_path / "local.db"
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nquit\n"))
    assert local_table.main(["scopa", "--computers", "1", "--db", str(db), "--seed", "4"]) == 0
    capsys.readouterr()
    assert bot_main(["export", "1", "--db", str(db)]) == 2
    assert "still being played" in capsys.readouterr().err
