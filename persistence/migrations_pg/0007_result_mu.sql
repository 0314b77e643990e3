-- Each result row keeps the player's openskill mu before and after the game, so a rating change
-- reads on the scale players see (1500 + 15 per mu point, `bot.service.ratings.display`). Rows from
-- before this migration keep only the ordinals (mu - 3 sigma) and show no change.
ALTER TABLE results ADD COLUMN mu_before DOUBLE PRECISION;
ALTER TABLE results ADD COLUMN mu_after DOUBLE PRECISION;
