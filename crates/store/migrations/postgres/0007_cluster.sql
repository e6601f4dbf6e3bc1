-- Several nodes on one database (docs/cluster.md): the nodes and their heartbeats, the lease
-- that says which node drives each game (with the epoch that fences a stale owner's writes),
-- and the actions forwarded to a game's owner. Keep in step with ../sqlite/0007_cluster.sql
-- (a no-op: SQLite is one node).

-- One running `quartet serve`: a random id, new at every start.
CREATE TABLE nodes (
    id           TEXT        NOT NULL PRIMARY KEY,
    started_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    heartbeat_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    stopping     BOOLEAN     NOT NULL DEFAULT false
);

-- Who drives a game, until when (on PostgreSQL's clock), under which epoch (+1 at every
-- change of owner), and when its owner last renewed it (or gave it up): the game has had no
-- driver since then when another node takes it over.
CREATE TABLE game_leases (
    game_id    TEXT        NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    owner      TEXT        NOT NULL,
    epoch      BIGINT      NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    renewed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX game_leases_expiry ON game_leases (expires_at);
CREATE INDEX game_leases_owner ON game_leases (owner);

-- A room call a node forwarded to the game's owner, taken once (ever) and answered.
CREATE TABLE game_requests (
    id          BIGSERIAL   NOT NULL PRIMARY KEY,
    game_id     TEXT        NOT NULL,
    from_node   TEXT        NOT NULL,
    request     TEXT        NOT NULL,
    taken_by    TEXT,
    taken_epoch BIGINT,
    answer      TEXT,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX game_requests_pending ON game_requests (game_id) WHERE taken_by IS NULL;
