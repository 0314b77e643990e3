-- PostgreSQL twin of migrations/0004_dm_channels.sql.
ALTER TABLE users ADD COLUMN dm_channel_id BIGINT;
