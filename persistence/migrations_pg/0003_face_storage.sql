-- PostgreSQL twin of migrations/0003_face_storage.sql.
CREATE TABLE table_messages (
    table_id   BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    kind       TEXT   NOT NULL,
    message_id BIGINT NOT NULL,
    PRIMARY KEY (table_id, kind)
);

CREATE TABLE dm_messages (
    table_id   BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL,
    deal       INTEGER NOT NULL,
    message_id BIGINT  NOT NULL,
    PRIMARY KEY (table_id, user_id, deal)
);

CREATE TABLE users (
    user_id    BIGINT  PRIMARY KEY,
    dms_closed INTEGER NOT NULL DEFAULT 0 CHECK (dms_closed IN (0, 1))
);
