"""The truth on disk: SQLite (WAL) through aiosqlite, versioned SQL migrations."""

from persistence.database import Database, DatabaseError, DatabaseLocked, DatabaseTooNew

__all__ = ["Database", "DatabaseError", "DatabaseLocked", "DatabaseTooNew"]
