-- What the faces remember between restarts: posted message ids and DM state.
CREATE TABLE table_messages (
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,  -- "table", "lobby", ...
    message_id INTEGER NOT NULL,
    PRIMARY KEY (table_id, kind)
);

CREATE TABLE dm_messages (
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    deal       INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id, deal)
);

CREATE TABLE users (
    user_id    INTEGER PRIMARY KEY,
    dms_closed INTEGER NOT NULL DEFAULT 0 CHECK (dms_closed IN (0, 1))
);
