-- A table whose action log no longer replays is closed as 'broken' and kept, seats and log, for
-- inspection; its channel is free again (the twin of the SQLite migration of the same number).
ALTER TABLE tables DROP CONSTRAINT tables_status_check;
ALTER TABLE tables ADD CONSTRAINT tables_status_check
    CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned', 'broken'));
