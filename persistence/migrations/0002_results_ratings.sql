-- What finished tables leave behind: per-player results and per-(guild, game) ratings.
ALTER TABLE tables ADD COLUMN vs_computer INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN result TEXT;  -- JSON of games.Result

CREATE TABLE results (
    table_id      INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    user_id       INTEGER,          -- NULL for a computer seat
    name          TEXT    NOT NULL,
    computer      TEXT,
    side          INTEGER NOT NULL,
    score         REAL    NOT NULL,
    rank          INTEGER NOT NULL,
    won           INTEGER NOT NULL CHECK (won IN (0, 1)),
    rating_before REAL,
    rating_after  REAL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX results_by_user ON results (user_id);

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);

CREATE TABLE guild_settings (
    guild_id INTEGER NOT NULL,
    key      TEXT    NOT NULL,
    value    TEXT    NOT NULL,  -- JSON
    PRIMARY KEY (guild_id, key)
);
