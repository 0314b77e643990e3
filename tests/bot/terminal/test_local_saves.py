"""Nothing lost by a second command: one saved game per game, `--new` only after asking, `tables`,
`.env` read by every command, and output that behaves in a pipe."""

from __future__ import annotations

import io
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main as bot_main
from bot.__main__ import typed_command

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def english(monkeypatch):
    for name in (*LOCALE_VARIABLES, "TAVOLO_DB"):
        monkeypatch.delenv(name, raising=False)


class Keyboard(io.StringIO):
    """Typed input at a terminal (so the table may ask a question)."""

    def isatty(self) -> bool:
        return True


def play(monkeypatch, capsys, argv, lines=("quit",), stdin=io.StringIO):
    monkeypatch.setattr("sys.stdin", stdin("".join(f"{line}\n" for line in lines)))
    code = bot_main(["play", *argv])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def statuses(db: Path) -> dict[int, tuple[str, str]]:
    raw = sqlite3.connect(db)
    try:
        return {row[0]: (row[1], row[2]) for row in raw.execute("SELECT id, game, status FROM tables")}
    finally:
        raw.close()


def test_a_second_game_starts_beside_the_first_and_each_resumes(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    code, out = play(monkeypatch, capsys, ["gofish", "--db", db, "--seed", "1"], ["quit"])
    assert code == 0 and "Go Fish — table #1" in out
    code, out = play(monkeypatch, capsys, ["scarto", "--db", db, "--seed", "1"], ["quit"])
    assert code == 0 and "Scarto — table #2" in out and "Abandoned" not in out
    assert statuses(tmp_path / "t.db") == {1: ("gofish", "playing"), 2: ("scarto", "playing")}
    code, out = play(monkeypatch, capsys, ["gofish", "--db", db], ["quit"])
    assert "Resuming your Go Fish table #1" in out


def test_a_refused_command_never_touches_a_saved_game(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    play(monkeypatch, capsys, ["gofish", "--db", db, "--seed", "1"], ["quit"])
    code, out = play(monkeypatch, capsys, ["scarto", "--players", "4", "--db", db], ["quit"])
    assert code == 2 and out.strip() == "Scarto is for 3 players, not 4."
    code, out = play(monkeypatch, capsys, ["gofish", "--players", "9", "--db", db], ["quit"])
    assert out.strip() == "Go Fish is for 2–6 players, not 9."
    assert statuses(tmp_path / "t.db") == {1: ("gofish", "playing")}


def test_a_resume_with_other_options_says_what_it_resumed(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    play(monkeypatch, capsys, ["gofish", "--db", db, "--seed", "1"], ["quit"])
    code, out = play(
        monkeypatch, capsys, ["gofish", "--players", "4", "--level", "hard", "--db", db], ["quit"]
    )
    assert code == 0 and "Resuming your Go Fish table #1" in out
    assert "You asked for 4 players and hard; this saved game has 2 players and normal." in out
    assert "python -m bot play gofish --new --players 4 --level hard" in out


def test_new_asks_first_and_keeps_the_game_unless_told_yes(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    play(monkeypatch, capsys, ["concentration", "--db", db, "--seed", "1"], ["quit"])
    # Not at a terminal: nobody to ask, so nothing is abandoned.
    code, out = play(monkeypatch, capsys, ["concentration", "--new", "--db", db], ["y", "quit"])
    assert code == 2 and "`--new` would abandon your Concentration table #1" in out and "--yes" in out
    # At a terminal, anything but y keeps it.
    code, out = play(
        monkeypatch, capsys, ["concentration", "--new", "--db", db], ["", "quit"], stdin=Keyboard
    )
    assert "Abandon your Concentration table #1 (move 0) and start a new one?" in out
    assert "Kept table #1" in out and code == 2
    assert statuses(tmp_path / "t.db") == {1: ("concentration", "playing")}
    code, out = play(
        monkeypatch, capsys, ["concentration", "--new", "--db", db], ["y", "quit"], stdin=Keyboard
    )
    assert code == 0 and "Abandoned your Concentration table #1" in out and "Concentration — table #2" in out
    assert statuses(tmp_path / "t.db") == {1: ("concentration", "abandoned"), 2: ("concentration", "playing")}


def test_tables_lists_saved_and_finished_tables_with_their_ids(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    play(monkeypatch, capsys, ["scopa", "--db", db, "--seed", "4", "--level", "easy"], ["1"] * 400)
    play(monkeypatch, capsys, ["gofish", "--db", db, "--seed", "1"], ["quit"])
    assert bot_main(["tables", "--db", db]) == 0
    out = capsys.readouterr().out
    saved, finished = out.index("Saved (unfinished)"), out.index("Finished")
    assert saved < out.index("Go Fish") < finished < out.index("Scopa")
    row = next(line for line in out.splitlines() if "Scopa" in line)
    assert row.split()[0] == "1" and "You and Bot 1 (easy)" in row
    assert "python -m bot export ID" in out


def test_tables_with_none_says_how_to_start(tmp_path, capsys):
    assert bot_main(["tables", "--db", str(tmp_path / "t.db")]) == 0
    said = capsys.readouterr().out.strip()
    assert said == "No terminal tables yet. Start one with `python -m bot play scopa`."


def test_play_and_export_read_the_database_from_dotenv(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("TAVOLO_DB=./elsewhere/from-env.db\n", encoding="utf-8")
    code, _ = play(monkeypatch, capsys, ["scopa", "--seed", "4", "--level", "easy"], ["1"] * 400)
    assert code == 0 and (tmp_path / "elsewhere" / "from-env.db").is_file()
    assert not (tmp_path / "data").exists()
    assert bot_main(["export", "1"]) == 0
    assert capsys.readouterr().out.startswith("Tavolo game record")
    assert bot_main(["tables"]) == 0 and "Scopa" in capsys.readouterr().out
    # The real environment wins over .env.
    monkeypatch.setenv("TAVOLO_DB", str(tmp_path / "other.db"))
    assert bot_main(["export", "1"]) == 2
    assert "There is no table #1 in " in capsys.readouterr().err


def test_export_of_a_missing_table_names_the_file_not_a_server(tmp_path, capsys):
    assert bot_main(["export", "99", "--db", str(tmp_path / "t.db")]) == 2
    err = capsys.readouterr().err
    assert "There is no table #99 in" in err and "server" not in err


def test_a_replay_piped_into_head_stops_quietly(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    play(monkeypatch, capsys, ["scopa", "--db", db, "--seed", "4", "--level", "easy"], ["1"] * 400)
    record = tmp_path / "game.txt"
    assert bot_main(["export", "1", "--db", db, "--out", str(record)]) == 0
    env = {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}

    def bash(command: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            command,
            shell=True,
            cwd=ROOT,
            capture_output=True,
            text=True,
            env={**env, "PYTHONPATH": str(ROOT)},
            timeout=120,
            executable="/bin/bash",
        )

    # One run (a process start is the test's cost): head takes 3 lines of a long replay and
    # closes the pipe; the replay's own exit status comes after them.
    result = bash(f"set -o pipefail; {sys.executable} -m bot replay {record} | head -n 3; echo $?")
    *lines, status = result.stdout.splitlines()
    assert len(lines) == 3 and lines[0].startswith("Scopa — ")
    assert status == "0"
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr


def test_the_no_token_hint_names_the_interpreter_as_it_must_be_typed(monkeypatch, tmp_path):
    monkeypatch.chdir(ROOT)
    command = typed_command()
    assert command.endswith(" -m bot")
    interpreter = command.removesuffix(" -m bot")
    found = Path(interpreter) if os.sep in interpreter else None
    if found is not None:  # a path: it runs from here as typed
        assert os.path.abspath(found) == os.path.abspath(sys.executable)


def test_a_resume_in_another_language_names_every_seat_in_it(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "t.db")
    code, out = play(monkeypatch, capsys, ["scopa", "--db", db, "--seed", "1", "--lang", "ja"], ["quit"])
    assert "あなた" in out
    code, out = play(monkeypatch, capsys, ["scopa", "--db", db, "--lang", "it"], ["quit"])
    assert code == 0 and "Riprendo il tuo tavolo di Scopa #1" in out
    assert "Tu 0 · Bot 1 0" in out and "あなた" not in out


def test_python_m_bot_without_a_token_prints_the_command_as_it_runs_here(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}
    run = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env={**env, "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    line = next(
        x for x in run.stderr.splitlines() if x.strip().endswith("play scopa --players 2 --computers 1")
    )
    interpreter = line.strip().split(" -m bot ")[0]
    # Typed from here, that word or path is this very interpreter.
    resolved = Path(interpreter) if os.sep in interpreter else Path(shutil.which(interpreter) or "")
    assert os.path.abspath(ROOT / resolved) == os.path.abspath(sys.executable)
