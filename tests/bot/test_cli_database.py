"""What `python -m bot` and `python -m bot play` say about a database file they cannot use
(issue 18, points 5 and 8): one line saying what is wrong and what to do, a non-zero exit,
never a traceback; and a second process on the same file is refused."""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from persistence import Database, DatabaseLocked

ROOT = Path(__file__).resolve().parents[2]
# root ignores file permissions: the read-only cases then run as `nobody` (through setpriv).
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def can_drop_privileges() -> bool:
    if not AS_ROOT:
        return True
    if shutil.which("setpriv") is None:
        return False
    probe = subprocess.run(
        [*NOBODY, sys.executable, "-c", "import bot, persistence"],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd="/",
        capture_output=True,
    )
    return probe.returncode == 0


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    """A folder everyone may use (pytest's own temporary folders are private to their owner)."""
    path = Path(tempfile.mkdtemp(prefix="tavolo-cli-"))
    path.chmod(0o777)
    yield path
    for sub in path.rglob("*"):
        if sub.is_dir():
            sub.chmod(0o777)
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def good_db(folder: Path) -> Path:
    path = folder / "good" / "tavolo.db"

    async def create() -> None:
        await (await Database.open(path)).close()

    asyncio.run(create())
    return path


def _case_dir(folder: Path, name: str) -> Path:
    case = folder / name
    case.mkdir()
    case.chmod(0o777)
    return case


def _writable_copy(good: Path, case: Path) -> Path:
    db = case / "tavolo.db"
    shutil.copy(good, db)
    db.chmod(0o666)
    return db


def _writable(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    path.chmod(0o666)  # writable for whoever runs the command: only the content is wrong
    return path


def _text(case: Path, _good: Path) -> Path:
    return _writable(case / "tavolo.db", b"hello, this is not a database\n")


def _random(case: Path, _good: Path) -> Path:
    return _writable(case / "tavolo.db", bytes(range(256)) * 32)


def _truncated(case: Path, good: Path) -> Path:
    return _writable(case / "tavolo.db", good.read_bytes()[:3000])


def _corrupt(case: Path, good: Path) -> Path:
    db = _writable_copy(good, case)
    data = bytearray(db.read_bytes())
    for i in range(4096 + 100, len(data), 7):
        data[i] = 0xAB
    db.write_bytes(bytes(data))
    return db


def _newer(case: Path, good: Path) -> Path:
    db = _writable_copy(good, case)
    raw = sqlite3.connect(db)
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()
    return db


def _foreign(case: Path, _good: Path) -> Path:
    db = case / "tavolo.db"
    raw = sqlite3.connect(db)
    raw.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    raw.commit()
    raw.close()
    db.chmod(0o666)
    return db


def _folder_at_path(case: Path, _good: Path) -> Path:
    (case / "tavolo.db").mkdir()
    return case / "tavolo.db"


def _file_as_folder(case: Path, _good: Path) -> Path:
    (case / "data").write_text("x")
    return case / "data" / "tavolo.db"


def _read_only_file(case: Path, good: Path) -> Path:
    db = _writable_copy(good, case)
    db.chmod(0o444)
    return db


def _read_only_folder(case: Path, good: Path) -> Path:
    db = _writable_copy(good, case)
    case.chmod(0o555)
    return db


def _read_only_empty_folder(case: Path, _good: Path) -> Path:
    case.chmod(0o555)
    return case / "tavolo.db"


def _folder_not_creatable(case: Path, _good: Path) -> Path:
    case.chmod(0o555)
    return case / "data" / "tavolo.db"


def _unreadable(case: Path, good: Path) -> Path:
    db = _writable_copy(good, case)
    db.chmod(0o000)
    return db


# name -> (make the bad database, what the message says, whether file permissions matter)
CASES: dict[str, tuple[Callable[[Path, Path], Path], str, bool]] = {
    "text file": (_text, "is not a Tavolo database", False),
    "random bytes": (_random, "is not a Tavolo database", False),
    "truncated": (_truncated, "is damaged", False),
    "corrupt pages": (_corrupt, "is damaged", False),
    "newer version": (_newer, "written by a newer version", False),
    "another program's": (_foreign, "of another program", False),
    "a folder": (_folder_at_path, "is a folder, not a file", False),
    "under a file": (_file_as_folder, "is a file, not a folder", False),
    "read-only file": (_read_only_file, "is read-only", True),
    "read-only folder": (_read_only_folder, "folder", True),
    "new in a read-only folder": (_read_only_empty_folder, "is read-only", True),
    "folder not creatable": (_folder_not_creatable, "Cannot create the folder", True),
    "unreadable file": (_unreadable, "Cannot read the database", True),
}


def run_cli(db: Path, args: list[str], cwd: Path, *, drop: bool) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TAVOLO_DB": str(db), "DISCORD_TOKEN": "not-a-token"}
    command = [*(NOBODY if drop and AS_ROOT else []), sys.executable, "-m", "bot", *args]
    return subprocess.run(
        command, env=env, cwd=cwd, input="quit\n", capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_each_bad_database_file_is_one_clear_line_and_a_failing_exit(folder, good_db):
    droppable = can_drop_privileges()
    runs = []
    # Both entry points open the database through the same opener: each bad file is tried once,
    # the bot and the local table taking turns, so both meet most kinds of bad file (a process
    # start costs a second or more, and this test ran 16 of them).
    modes = (("play", ["play", "scopa", "--players", "2", "--computers", "1"]), ("bot", []))
    cases = [(name, case) for name, case in CASES.items() if droppable or not case[2]]
    for number, (name, (make, expected, _)) in enumerate(cases):
        mode, args = modes[number % 2]
        # One file per run: the runs go in parallel, and two on one file would meet its lock.
        case = _case_dir(folder, f"{mode}-{name}".replace(" ", "-").replace("'", ""))
        runs.append((name, expected, make(case, good_db), args, case))
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda r: run_cli(r[2], r[3], r[4], drop=True), runs))
    assert len(runs) >= 8 and {tuple(r[3]) for r in runs} == {tuple(args) for _, args in modes}
    for (name, expected, db, args, _), result in zip(runs, results, strict=True):
        what = f"{name} ({'python -m bot ' + ' '.join(args)})"
        assert result.returncode != 0, what
        assert "Traceback" not in result.stderr, (what, result.stderr[-2000:])
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and expected in lines[0], (what, result.stderr)
        assert str(db.parent) in lines[0], (what, lines[0])  # it names the file (or its folder)


def test_a_missing_folder_is_created(folder):
    case = _case_dir(folder, "missing")
    db = case / "a" / "b" / "tavolo.db"
    result = run_cli(db, ["play", "scopa"], case, drop=True)
    assert result.returncode == 0, result.stderr
    assert db.is_file()


HOLDER = """
import asyncio, sys
from persistence import Database

async def main():
    db = await Database.open(sys.argv[1])
    print("holding", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    await db.close()

asyncio.run(main())
"""


@pytest.mark.slow
async def test_a_second_process_on_the_same_database_is_refused(folder, good_db):
    case = _case_dir(folder, "shared")
    db = _writable_copy(good_db, case)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(db)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        for args in (["play", "scopa"], []):
            result = run_cli(db, args, case, drop=False)
            assert result.returncode != 0
            [line] = result.stderr.strip().splitlines()
            assert f"Another Tavolo process (pid {holder.pid}) is using the database {db}" in line
        with pytest.raises(DatabaseLocked):
            await Database.open(db)
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(timeout=30)
    # Once the first process is gone, the file is free again.
    await (await Database.open(db)).close()
