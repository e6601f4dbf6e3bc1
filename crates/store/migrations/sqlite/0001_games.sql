-- Quartet's games, their seats and every action, as they happen (SQLite).
-- Times are milliseconds since the Unix epoch. Keep in step with ../postgres/0001_games.sql.

CREATE TABLE games (
    id           TEXT    NOT NULL PRIMARY KEY,
    kind         TEXT    NOT NULL,
    rules        TEXT    NOT NULL,
    seed         INTEGER NOT NULL,
    start        TEXT,
    time_control TEXT    NOT NULL,
    status       TEXT    NOT NULL CHECK (status IN ('open', 'live', 'finished')),
    plies        INTEGER NOT NULL DEFAULT 0 CHECK (plies >= 0),
    result       TEXT,
    termination  TEXT,
    ended_at     INTEGER,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
) STRICT;

CREATE INDEX games_by_created ON games (created_at DESC, id DESC);
CREATE INDEX games_by_status ON games (status, created_at DESC, id DESC);

CREATE TABLE seats (
    game_id    TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    kind       TEXT    NOT NULL CHECK (kind IN ('human', 'bot', 'open')),
    bot_level  TEXT,
    name       TEXT,
    token_hash TEXT,
    invite     TEXT,
    PRIMARY KEY (game_id, seat),
    CHECK ((kind = 'bot') = (bot_level IS NOT NULL))
) STRICT, WITHOUT ROWID;

CREATE TABLE actions (
    game_id TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL CHECK (ply >= 0),
    seat    INTEGER NOT NULL,
    action  TEXT    NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) STRICT, WITHOUT ROWID;
