-- The DM channel of each user, so a restart does not cost a "open DM channel" request per player.
ALTER TABLE users ADD COLUMN dm_channel_id INTEGER;
