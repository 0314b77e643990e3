-- A table whose action log no longer replays (a rules change, a damaged row) is closed as
-- 'broken' and kept, seats and log, for inspection; its channel is free again. SQLite cannot
-- alter a CHECK constraint, so `tables` is rebuilt (its columns, order and indexes unchanged;
-- the migration runs with foreign keys off, so the drop cascades to nothing).
CREATE TABLE tables_new (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    preset       TEXT    NOT NULL,
    options      TEXT    NOT NULL DEFAULT '{}',
    seed         INTEGER,
    players      INTEGER NOT NULL CHECK (players > 0),
    host_id      INTEGER NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'lobby'
                 CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned', 'broken')),
    turn_seconds INTEGER NOT NULL DEFAULT 300 CHECK (turn_seconds >= 0),
    close_reason TEXT,                           -- for 'broken': which move no longer replays, and why
    created_at   REAL    NOT NULL,
    updated_at   REAL    NOT NULL,
    started_at   REAL,
    finished_at  REAL,
    vs_computer  INTEGER NOT NULL DEFAULT 0,
    result       TEXT
);
INSERT INTO tables_new (id, guild_id, channel_id, game, preset, options, seed, players, host_id, status,
                        turn_seconds, close_reason, created_at, updated_at, started_at, finished_at,
                        vs_computer, result)
SELECT id, guild_id, channel_id, game, preset, options, seed, players, host_id, status,
       turn_seconds, close_reason, created_at, updated_at, started_at, finished_at, vs_computer, result
FROM tables;
DROP TABLE tables;
ALTER TABLE tables_new RENAME TO tables;
CREATE UNIQUE INDEX tables_one_open_per_channel ON tables (channel_id) WHERE status IN ('lobby', 'playing');
CREATE INDEX tables_by_guild ON tables (guild_id, status, finished_at);
