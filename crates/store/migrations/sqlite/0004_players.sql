-- Players: accounts, their sessions, which account holds which seat, rated games, ratings and
-- their changes, seeks, challenges and the games' chat (SQLite). Keep in step with
-- ../postgres/0004_players.sql.

-- An account: its name as written, the name folded for look-alikes (what is unique), and the
-- Argon2id hash of its password (a PHC string; never the password).
CREATE TABLE accounts (
    id            TEXT    NOT NULL PRIMARY KEY,
    name          TEXT    NOT NULL,
    name_key      TEXT    NOT NULL UNIQUE,
    password_hash TEXT    NOT NULL,
    created_at    INTEGER NOT NULL
) STRICT;

-- A signed-in browser: the hashes of its session token and of its CSRF token.
CREATE TABLE sessions (
    token_hash TEXT    NOT NULL PRIMARY KEY,
    account_id TEXT    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    csrf_hash  TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;

CREATE INDEX sessions_by_account ON sessions (account_id);

-- The account holding a seat; had_account stays 1 when the account is deleted (a deleted
-- player, whose games stay).
ALTER TABLE seats ADD COLUMN account_id TEXT REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE seats ADD COLUMN had_account INTEGER NOT NULL DEFAULT 0 CHECK (had_account IN (0, 1));

CREATE INDEX seats_by_account ON seats (account_id) WHERE account_id IS NOT NULL;

-- A rated game's rating class (game/family/speed); NULL for a casual game.
ALTER TABLE games ADD COLUMN rated TEXT;

-- An account's rating in one class.
CREATE TABLE ratings (
    account_id TEXT    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    class      TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL CHECK (deviation > 0),
    volatility REAL    NOT NULL CHECK (volatility > 0),
    games      INTEGER NOT NULL CHECK (games >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, class)
) STRICT, WITHOUT ROWID;

-- What a rated game did to an account's rating, once per game and account.
CREATE TABLE rating_changes (
    game_id           TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    account_id        TEXT    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    class             TEXT    NOT NULL,
    rating_before     REAL,
    deviation_before  REAL,
    volatility_before REAL,
    rating            REAL    NOT NULL,
    deviation         REAL    NOT NULL,
    volatility        REAL    NOT NULL,
    at                INTEGER NOT NULL,
    PRIMARY KEY (game_id, account_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX rating_changes_by_account ON rating_changes (account_id, class, at);

-- A seek in the lobby: a game anyone may accept.
CREATE TABLE seeks (
    id           TEXT    NOT NULL PRIMARY KEY,
    account_id   TEXT    REFERENCES accounts (id) ON DELETE CASCADE,
    name         TEXT,
    kind         TEXT    NOT NULL,
    rules        TEXT    NOT NULL,
    time_control TEXT    NOT NULL,
    rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rating       INTEGER,
    created_at   INTEGER NOT NULL,
    CHECK (rated = 0 OR account_id IS NOT NULL)
) STRICT;

CREATE INDEX seeks_by_created ON seeks (created_at, id);

-- A challenge from one account to another.
CREATE TABLE challenges (
    id           TEXT    NOT NULL PRIMARY KEY,
    from_account TEXT    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    to_account   TEXT    NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind         TEXT    NOT NULL,
    rules        TEXT    NOT NULL,
    time_control TEXT    NOT NULL,
    rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
    created_at   INTEGER NOT NULL,
    CHECK (from_account <> to_account)
) STRICT;

CREATE INDEX challenges_to ON challenges (to_account, created_at);
CREATE INDEX challenges_from ON challenges (from_account, created_at);

-- A game's chat: one line, numbered from 1 in its room (players or spectators).
CREATE TABLE chat (
    game_id    TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    room       TEXT    NOT NULL CHECK (room IN ('players', 'spectators')),
    n          INTEGER NOT NULL CHECK (n >= 1),
    account_id TEXT    REFERENCES accounts (id) ON DELETE CASCADE,
    name       TEXT,
    seat       INTEGER,
    text       TEXT    NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (game_id, room, n)
) STRICT, WITHOUT ROWID;
