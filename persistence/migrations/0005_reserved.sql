-- Intentionally empty: version 5 is being written on another branch at the same time.
-- When that branch's 0005 is merged, delete this file (migrations must be numbered without gaps).
SELECT 1;
