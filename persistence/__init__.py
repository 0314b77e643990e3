"""The truth on disk behind one interface (`persistence.store.Store`): SQLite (WAL) through
aiosqlite by default, PostgreSQL through asyncpg as an option; versioned SQL migrations."""

from persistence.database import Database, DatabaseError, DatabaseLocked, DatabaseTooNew
from persistence.errors import Conflict
from persistence.store import Store, open

__all__ = ["Conflict", "Database", "DatabaseError", "DatabaseLocked", "DatabaseTooNew", "Store", "open"]
