-- Settings by scope: a user's (`user`, user id) or a server's (`guild`, guild id) choices, one
-- row per key, the value as JSON text (the twin of the SQLite migration of the same number).
CREATE TABLE settings (
    scope    TEXT   NOT NULL CHECK (scope IN ('user', 'guild')),
    scope_id BIGINT NOT NULL,
    key      TEXT   NOT NULL,
    value    TEXT   NOT NULL,
    PRIMARY KEY (scope, scope_id, key)
);
