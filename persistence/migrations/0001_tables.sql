-- A table's truth: game, preset, options, seed, seats and the append-only action log.
CREATE TABLE tables (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    preset       TEXT    NOT NULL,
    options      TEXT    NOT NULL DEFAULT '{}',  -- JSON: the host's explicit choices, resolved by the game
    seed         INTEGER,                        -- drawn at start
    players      INTEGER NOT NULL CHECK (players > 0),
    host_id      INTEGER NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'lobby'
                 CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
    turn_seconds INTEGER NOT NULL DEFAULT 300 CHECK (turn_seconds >= 0),
    close_reason TEXT,
    created_at   REAL    NOT NULL,
    updated_at   REAL    NOT NULL,
    started_at   REAL,
    finished_at  REAL
);

-- At most one open table per channel, whatever the code does.
CREATE UNIQUE INDEX tables_one_open_per_channel ON tables (channel_id) WHERE status IN ('lobby', 'playing');
CREATE INDEX tables_by_guild ON tables (guild_id, status, finished_at);

CREATE TABLE seats (
    table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  INTEGER,
    name     TEXT    NOT NULL,
    computer TEXT    CHECK (computer IN ('easy', 'normal', 'hard')),
    away     INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1)),
    PRIMARY KEY (table_id, seat),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (table_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    table_id    INTEGER NOT NULL,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    seat        INTEGER NOT NULL,
    notation    TEXT    NOT NULL,
    at          REAL    NOT NULL,
    by_computer INTEGER NOT NULL DEFAULT 0 CHECK (by_computer IN (0, 1)),
    UNIQUE (table_id, seq),
    FOREIGN KEY (table_id, seat) REFERENCES seats (table_id, seat)
);

-- The running timer of each open table (turn or lobby expiry); resumed at startup.
CREATE TABLE deadlines (
    table_id INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    kind     TEXT    NOT NULL CHECK (kind IN ('turn', 'lobby')),
    at       REAL    NOT NULL,
    seq      INTEGER NOT NULL,   -- the action count the deadline was set at: a later move voids it
    seat     INTEGER
);
