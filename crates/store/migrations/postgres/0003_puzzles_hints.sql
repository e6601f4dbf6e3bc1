-- Puzzles made by the engines, and the beginners' hints of a game (PostgreSQL). Keep in step
-- with ../sqlite/0003_puzzles_hints.sql.

-- Whether the game was created with hints for beginners (1) or without (0).
ALTER TABLE games ADD COLUMN hints BIGINT NOT NULL DEFAULT 0 CHECK (hints IN (0, 1));

-- One puzzle: its game, theme and rating, the position with its rules, the solution (actions
-- separated by spaces), and how often it was tried and solved.
CREATE TABLE puzzles (
    id       TEXT   NOT NULL PRIMARY KEY,
    kind     TEXT   NOT NULL,
    theme    TEXT   NOT NULL,
    rating   BIGINT NOT NULL,
    rules    TEXT   NOT NULL,
    position TEXT   NOT NULL,
    solution TEXT   NOT NULL,
    added_at BIGINT NOT NULL,
    tries    BIGINT NOT NULL DEFAULT 0 CHECK (tries >= 0),
    solved   BIGINT NOT NULL DEFAULT 0 CHECK (solved >= 0 AND solved <= tries)
);

CREATE INDEX puzzles_by_rating ON puzzles (kind, rating, id);
