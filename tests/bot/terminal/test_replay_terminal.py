"""`python -m bot export` and `python -m bot replay`: a finished local game, written and replayed."""

from __future__ import annotations

import io
import re
import sqlite3

from bot.__main__ import main as bot_main
from bot.terminal import local_table
from games.record import parse_record

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def finished_local_game(tmp_path, monkeypatch, capsys):
    for name in LOCALE_VARIABLES:  # played, exported and replayed in English unless a test says not
        monkeypatch.delenv(name, raising=False)
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
    moves = [line for line in played.splitlines() if re.match(r"^(You|Bot 1) (lay|play)s? ", line)]
    numbered = [line for line in replayed.splitlines() if re.match(r"^ *\d+\. ", line)]
    shown = [line.split(". ", 1)[1] for line in numbered]
    # The same moves in the same order, each said as the table said it.
    assert moves == shown
    game_over = next(line for line in played.splitlines() if line.startswith("Game over:"))
    said = game_over.removeprefix("Game over: ")
    winner = "You" if said == "you win." else said.split(" wins")[0]
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
    from bot.service.model import seat_text

    for seat, name in enumerate(record.names()):  # each seat by the name players read (`Bot 1`)
        shown = seat_text(name).render("en")
        assert f"     {shown}: {card_names(first.view(seat)['hand'], 'scopa')}" in text
    steps = [line for line in text.splitlines() if re.match(r"^ *\d+\. ", line)]
    assert [s.split(".")[0].strip() for s in steps] == ["0", "1", "2", "1"]


def test_a_broken_record_is_refused_with_its_line(tmp_path, monkeypatch, capsys):
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    bad = tmp_path / "bad.txt"
    bad.write_text("Tavolo game record\nGame: scopa\nnonsense\n", encoding="utf-8")
    assert bot_main(["replay", str(bad)]) == 2
    assert "Line 3 is not a header line" in capsys.readouterr().err
    assert bot_main(["replay", str(bad), "--lang", "it"]) == 2
    assert "La riga 3 non è una riga d'intestazione" in capsys.readouterr().err


def test_an_unfinished_table_has_no_record_yet(tmp_path, monkeypatch, capsys):
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    db = tmp_path / "local.db"
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nquit\n"))
    assert local_table.main(["scopa", "--computers", "1", "--db", str(db), "--seed", "4"]) == 0
    capsys.readouterr()
    assert bot_main(["export", "1", "--db", str(db)]) == 2
    assert "still being played" in capsys.readouterr().err


def exported(tmp_path, monkeypatch, capsys):
    db, played = finished_local_game(tmp_path, monkeypatch, capsys)
    out = tmp_path / "game.txt"
    assert bot_main(["export", "1", "--db", str(db), "--out", str(out)]) == 0
    capsys.readouterr()
    return out, played


def test_a_record_replays_in_italian_with_lang_it(tmp_path, monkeypatch, capsys):
    out, played = exported(tmp_path, monkeypatch, capsys)
    assert bot_main(["replay", str(out), "--lang", "it"]) == 0
    text = capsys.readouterr().out
    lines = text.splitlines()
    assert "Regole: regole standard" in lines and "Played" not in text
    # The computer seat and its moves in Italian: `Bot 1 gioca il 5 di bastoni e prende …`.
    computer_moves = [line for line in lines if re.match(r"^ *\d+\. Bot 1 (gioca|cala) ", line)]
    assert computer_moves and all(" takes " not in line and "lay" not in line for line in computer_moves)
    assert any(" e prende " in line for line in computer_moves)
    assert "— fine della smazzata 1: " in text
    english_winner = next(line for line in played.splitlines() if line.startswith("Game over:"))
    said = english_winner.removeprefix("Game over: ")
    winner = "Tu" if said == "you win." else said.split(" wins")[0].replace("(normal)", "(normale)")
    assert lines[-1].startswith("Risultato: ") and lines[-1].endswith(f"— vittoria di {winner}")


def test_stepping_in_italian_says_where_it_ends(tmp_path, monkeypatch, capsys):
    out, _ = exported(tmp_path, monkeypatch, capsys)
    monkeypatch.setattr("sys.stdin", io.StringIO("9999\n\nwhat\nq\n"))
    assert bot_main(["replay", str(out), "--step", "--lang", "it"]) == 0
    lines = capsys.readouterr().out.splitlines()
    help_line = "Invio: mossa successiva · b: indietro · un numero: vai a quella mossa · q: esci"
    assert lines.count(help_line) == 2  # at the start, and after `what`
    assert "  0. (carte distribuite)" in lines
    assert any(line.startswith("Partita finita. Risultato: ") for line in lines)
    assert "Era l'ultima mossa. (b: indietro, q: esci)" in lines


def test_the_environments_language_is_the_default_and_lang_wins(tmp_path, monkeypatch, capsys):
    out, _ = exported(tmp_path, monkeypatch, capsys)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert bot_main(["replay", str(out)]) == 0
    text = capsys.readouterr().out
    assert "Règles\u202f: règles standard" in text
    assert re.search(r"Bot 1 (joue|pose) ", text)
    assert text.rstrip().splitlines()[-1].startswith("Résultat\u202f: ")
    assert bot_main(["replay", str(out), "--lang", "ja"]) == 0
    text = capsys.readouterr().out
    assert "ルール：標準ルール" in text and "CPU1が" in text and "Règles" not in text
    assert bot_main(["replay", str(tmp_path / "missing.txt")]) == 2
    assert capsys.readouterr().err.startswith(f"Impossible de lire {tmp_path / 'missing.txt'}\u202f: ")
    assert (
        bot_main(["export", "1", "--db", str(tmp_path / "local.db"), "--out", str(out), "--lang", "it"]) == 0
    )
    assert capsys.readouterr().out == f"Partita scritta in {out}.\n"


def test_a_replays_header_says_seats_and_house_rules_in_words():
    from bot.terminal.replay import RecordPlayer
    from games.record import GameRecord, RecordSeat

    seats = (RecordSeat("You"), RecordSeat("Computer 1 (hard)", "hard"))
    record = GameRecord("scopa", "scopa", {"target": 21}, seats, seed=1, date="")
    for locale, header, rule in (
        ("en", "Scopa — You and Bot 1 (hard)", "  • Points to win: 21"),
        ("it", "Scopa — Tu e Bot 1 (difficile)", "  • Punti per vincere: 21"),
    ):
        out = io.StringIO()
        RecordPlayer(record, out, locale).header()
        lines = out.getvalue().splitlines()
        assert lines[0] == header and rule in lines, lines
        assert "target" not in out.getvalue() and "=" not in out.getvalue()


def test_a_finished_go_fish_replays_its_asks_as_sentences_with_you_where_you_were_asked():
    import random

    import games
    from bot.terminal.replay import RecordPlayer
    from games.record import GameRecord, RecordSeat

    state, actions, pick = games.get("gofish").new(2, preset="gofish", seed=5), [], random.Random(1)
    while not state.over:
        actions.append(pick.choice(state.legal()))
        state = state.play(actions[-1])
    seats = (RecordSeat("You"), RecordSeat("Computer 1 (easy)", "easy"))
    record = GameRecord("gofish", "gofish", {}, seats, seed=5, date="", actions=tuple(actions))
    for locale, yours, theirs in (
        ("en", "You ask Bot 1 for ", "Bot 1 asks you for "),
        ("it", "Chiedi ", "Bot 1 ti chiede "),
        ("ja", "あなたはCPU1に", "CPU1があなたに"),
    ):
        player = RecordPlayer(record, io.StringIO(), locale)
        said = [player.move_line(n).split(". ", 1)[1] for n in range(1, len(actions) + 1)]
        # Every ask a sentence: who asked whom, the reader named as the language names "you".
        assert all(line.startswith((yours, theirs)) for line in said), said[:4]
        assert any(line.startswith(theirs) for line in said) and any(line.startswith(yours) for line in said)
        assert not any("You " in line[1:] or "Youさん" in line for line in said)
