-- Quartet's games keep a count of their changes, when their clocks started, the clocks after a
-- take-back, and their rematch (SQLite). Keep in step with ../postgres/0002_revisions_clocks_rematches.sql.

-- Every write to a game adds one: what a restarted server numbers its states from, so that the
-- numbers only grow. Games stored before count their creation and their actions.
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
UPDATE games SET revision = plies + 1;

-- When the clocks started: at creation for a game with every seat taken, else when it went live.
ALTER TABLE games ADD COLUMN started_at INTEGER;
UPDATE games SET started_at = created_at
    WHERE status <> 'open' AND NOT EXISTS (
        SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.invite IS NOT NULL);

-- The clocks as the server kept them after the last take-back (its own text), and after how
-- many actions; set together.
ALTER TABLE games ADD COLUMN clock_ply INTEGER CHECK (clock_ply >= 0);
ALTER TABLE games ADD COLUMN clock TEXT;

-- A finished game's rematch: for each of its seats, the seat in the new game and the invitation
-- to it (when it waits for that seat's holder).
CREATE TABLE rematches (
    game_id      TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat >= 0),
    rematch_id   TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    rematch_seat INTEGER NOT NULL CHECK (rematch_seat >= 0),
    invite       TEXT,
    PRIMARY KEY (game_id, seat)
) STRICT, WITHOUT ROWID;
