-- PostgreSQL twin of migrations/0002_results_ratings.sql.
ALTER TABLE tables ADD COLUMN vs_computer INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN result TEXT;  -- JSON of games.Result

CREATE TABLE results (
    table_id      BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    user_id       BIGINT,
    name          TEXT    NOT NULL,
    computer      TEXT,
    side          INTEGER NOT NULL,
    score         DOUBLE PRECISION NOT NULL,
    rank          INTEGER NOT NULL,
    won           INTEGER NOT NULL CHECK (won IN (0, 1)),
    rating_before DOUBLE PRECISION,
    rating_after  DOUBLE PRECISION,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX results_by_user ON results (user_id);

CREATE TABLE ratings (
    guild_id   BIGINT  NOT NULL,
    game       TEXT    NOT NULL,
    user_id    BIGINT  NOT NULL,
    name       TEXT    NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);

CREATE TABLE guild_settings (
    guild_id BIGINT NOT NULL,
    key      TEXT   NOT NULL,
    value    TEXT   NOT NULL,  -- JSON
    PRIMARY KEY (guild_id, key)
);
