-- The leaderboards: a class's ratings, best first, found without reading every class's
-- (AccountStore::leaderboard). Keep in step with ../postgres/0014_leaderboards.sql.
CREATE INDEX ratings_by_class ON ratings (class, rating DESC, deviation);
