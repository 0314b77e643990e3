-- Settings by scope: a user's (`user`, user id) or a server's (`guild`, guild id) choices,
-- one row per key, the value as JSON. Later features (language, card style, server defaults)
-- add keys, not tables.
CREATE TABLE settings (
    scope    TEXT    NOT NULL CHECK (scope IN ('user', 'guild')),
    scope_id INTEGER NOT NULL,
    key      TEXT    NOT NULL,
    value    TEXT    NOT NULL,
    PRIMARY KEY (scope, scope_id, key)
);
