-- The rows updated most are updated in place (PostgreSQL's HOT updates: no new index entries),
-- which needs room on their page and no index on a column the update changes.
--
-- A node renews every lease it holds every two seconds (5,000 rows at 5,000 live games), an
-- UPDATE of `expires_at`. Its two indexes made every renewal a new entry in each of the
-- table's three indexes; no statement uses them (the sweep for orphaned games starts from the
-- unfinished games and looks each lease up by its game, crates/store/src/cluster.rs), so they
-- go, and half of each page is kept free for the updates.
DROP INDEX game_leases_expiry;
DROP INDEX game_leases_owner;
ALTER TABLE game_leases SET (fillfactor = 50);

-- A game's row is updated at every action (its count, revision and time), never in an
-- indexed column: a fifth of each page kept free keeps these updates in place.
ALTER TABLE games SET (fillfactor = 80);
