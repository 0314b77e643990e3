"""The database file on disk: its folder, its lock, and a plain sentence when it can't be used.

Everything here runs before (or instead of) a traceback: a missing folder is created; a
path that is a folder, a file this user cannot read or write, a read-only folder, a file
that is not an SQLite database or is damaged, one another program wrote, or one another
Tavolo process is using, each becomes one `DatabaseError` line saying what is wrong and
what to do. The entry points print that line and exit non-zero.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path

from persistence.migrations import DatabaseError

try:
    import fcntl
except ImportError:  # Windows: no flock; the lock is skipped there
    fcntl = None  # type: ignore[assignment]

ELSEWHERE = "or set TAVOLO_DB to another file"
log = logging.getLogger(__name__)


class DatabaseLocked(DatabaseError):
    """Another process holds the database's lock."""


def prepare(path: Path) -> None:
    """Create the database's folder if needed; refuse, in words, a path SQLite could not use."""
    if path.is_dir():
        raise DatabaseError(
            f"The database path {path} is a folder, not a file. Set TAVOLO_DB to a file in it, "
            f"e.g. {path / 'tavolo.db'}."
        )
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        blocking = next((p for p in [folder, *folder.parents] if p.exists() and not p.is_dir()), folder)
        raise DatabaseError(
            f"Cannot create the folder {folder} for the database: {blocking} is a file, not a folder. "
            f"Move that file, {ELSEWHERE}."
        ) from None
    except PermissionError:
        raise DatabaseError(
            f"Cannot create the folder {folder} for the database: permission denied. Create it "
            f"yourself (mkdir -p {folder}) {ELSEWHERE} in a folder this user can write."
        ) from None
    except OSError as exc:
        raise DatabaseError(f"Cannot create the folder {folder} for the database: {exc.strerror}.") from None
    if path.exists() and not os.access(path, os.R_OK):
        raise DatabaseError(
            f"Cannot read the database {path}: permission denied. Give this user read and write "
            f"access (chmod u+rw {path}) {ELSEWHERE}."
        )
    read_only = [p for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")) if p.exists()]
    read_only = [p for p in read_only if not os.access(p, os.W_OK)]
    if read_only:
        raise _read_only(path, read_only[0])
    if not os.access(folder, os.W_OK | os.X_OK):
        raise _read_only_folder(path)


def explain(path: Path, error: BaseException) -> DatabaseError:
    """One line for an SQLite or OS error met while opening `path`."""
    text = str(error)
    lowered = text.lower()
    if "file is not a database" in lowered:
        return DatabaseError(
            f"{path} is not a Tavolo database: it is not an SQLite file, or its header is damaged. "
            f"Move it aside (a new database is then created) {ELSEWHERE}."
        )
    if "malformed" in lowered or "corrupt" in lowered:
        return DatabaseError(
            f"The database {path} is damaged ({text}). Restore it from a backup, or move it aside "
            f"to start a new one (`sqlite3 {path} .recover` may save its rows)."
        )
    if "readonly" in lowered or "read-only" in lowered:
        return _read_only(path, path)
    if "unable to open" in lowered:
        return DatabaseError(
            f"Cannot open the database {path}: check that this user may read and write it and its "
            f"folder {path.parent}, {ELSEWHERE}."
        )
    if "disk is full" in lowered or "disk i/o" in lowered:
        return DatabaseError(f"Cannot write the database {path} ({text}): free space or check the disk.")
    if "locked" in lowered or "busy" in lowered:
        return DatabaseError(
            f"The database {path} is locked by another program (an open sqlite3 shell?). Close it and "
            "start again."
        )
    return DatabaseError(f"Cannot use the database {path}: {text}. Check the file, {ELSEWHERE}.")


def check_foreign(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse an SQLite file another program made: it has tables but no Tavolo schema version,
    and migrating it would fail half-way or mix Tavolo's tables into it."""
    if conn.execute("PRAGMA user_version").fetchone()[0] != 0:
        return
    found = conn.execute(
        "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name != 'migrations' LIMIT 1"
    ).fetchone()
    if found is not None:
        raise DatabaseError(
            f"{path} is an SQLite database of another program (it has a table {found[0]!r} but no "
            f"Tavolo schema version). Set TAVOLO_DB to Tavolo's own file, or to a new one."
        )


def probe_writes(conn: sqlite3.Connection) -> None:
    """Make SQLite write a page now, inside a transaction rolled back at once: a file opened
    read-only (a read-only file, or one root made) otherwise fails only at the first move."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE tavolo_write_probe (x)")
    finally:
        conn.execute("ROLLBACK")


def verify(conn: sqlite3.Connection) -> None:
    """A damaged page is found now, with a clear message, rather than in the middle of a game."""
    result = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
    if result != "ok":
        raise sqlite3.DatabaseError(f"database disk image is malformed: {result}")


# -- one process per database -----------------------------------------------------------------

_held: dict[str, tuple[int, int]] = {}  # real lock path -> (file descriptor, opens in this process)


def lock(path: Path) -> None:
    """Hold `<path>.lock` exclusively for as long as this process has the database open.

    Two processes on one file would each load every open table and fight over it (every move
    of the second refused as an earlier turn): the second process is refused here instead.
    The lock is the OS's (flock), so it goes with the process, even after a crash. Opens in
    one process share it (a test, or a restart of the bot inside one process)."""
    if fcntl is None:
        return
    name = os.path.realpath(f"{path}.lock")
    if name in _held:
        fd, count = _held[name]
        _held[name] = (fd, count + 1)
        return
    try:
        fd = os.open(name, os.O_RDWR | os.O_CREAT, 0o644)
    except PermissionError:
        raise _read_only_folder(path) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.read(fd, 32).decode(errors="replace").strip()
        os.close(fd)
        who = f" (pid {holder})" if holder.isdigit() else ""
        raise DatabaseLocked(
            f"Another Tavolo process{who} is using the database {path}. Stop it first, {ELSEWHERE}: "
            "two processes on one file would fight over every table."
        ) from None
    except OSError as exc:  # a file system without locks (some network mounts): run unguarded
        os.close(fd)
        log.warning("cannot lock %s (%s): make sure only one Tavolo process uses it", name, exc.strerror)
        return
    os.ftruncate(fd, 0)
    os.write(fd, str(os.getpid()).encode())
    _held[name] = (fd, 1)


def unlock(path: Path) -> None:
    if fcntl is None:
        return
    name = os.path.realpath(f"{path}.lock")
    fd, count = _held.get(name, (-1, 0))
    if count > 1:
        _held[name] = (fd, count - 1)
    elif count == 1:
        del _held[name]
        os.close(fd)  # closing the descriptor releases the lock


def _read_only(path: Path, culprit: Path) -> DatabaseError:
    return DatabaseError(
        f"The database file {culprit} is read-only, and Tavolo writes every move to it. Make it "
        f"writable for this user (chmod u+w {culprit}) {ELSEWHERE}."
    )


def _read_only_folder(path: Path) -> DatabaseError:
    return DatabaseError(
        f"The folder {path.parent} is read-only, and Tavolo needs to create files beside the "
        f"database ({path.name}-wal, {path.name}-shm, {path.name}.lock). Make the folder writable "
        f"for this user {ELSEWHERE} in a writable folder."
    )
