-- The offers standing at a table (SQLite): a draw offer and a take-back request, each with the
-- seat that made it and the count of actions when it was made; the take-back also with the
-- seats that accepted it so far (their indexes, separated by spaces). NULL: none stands.
-- Keep in step with ../postgres/0009_offers.sql.
ALTER TABLE games ADD COLUMN draw_by INTEGER;
ALTER TABLE games ADD COLUMN draw_ply INTEGER;
ALTER TABLE games ADD COLUMN take_back_by INTEGER;
ALTER TABLE games ADD COLUMN take_back_ply INTEGER;
ALTER TABLE games ADD COLUMN take_back_accepted TEXT;
