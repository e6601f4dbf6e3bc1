-- One pairing pool across nodes (docs/cluster.md, "One pool across nodes"), and the seats'
-- invitation codes indexed (a code a node does not know is looked up in the store)
-- (PostgreSQL). Keep in step with ../sqlite/0011_pool.sql.

CREATE INDEX seats_by_invite ON seats (invite) WHERE invite IS NOT NULL;

-- Which node runs the pool (one row, name 'pool'), until when, under which epoch (+1 at every
-- change of owner): a pairing is fenced by it as a game's writes are by its lease.
CREATE TABLE pool_leases (
    name       TEXT        NOT NULL PRIMARY KEY,
    owner      TEXT        NOT NULL,
    epoch      BIGINT      NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);

-- A player waiting for an opponent on a node: in the pool of its game, rules, clock and
-- class, or with a seek (or a challenge) in the lobby (seek_id). The seat's token is made and
-- kept by the player's node: only its hash is here.
CREATE TABLE pairing_tickets (
    id              TEXT             NOT NULL PRIMARY KEY,
    node            TEXT             NOT NULL,
    kind            TEXT             NOT NULL,
    rules           TEXT             NOT NULL,
    clock           TEXT             NOT NULL,
    rated           BOOLEAN          NOT NULL,
    seek_id         TEXT,
    account_id      TEXT,
    account_name    TEXT,
    name            TEXT,
    browser         TEXT,
    challenged      TEXT,
    rating          DOUBLE PRECISION NOT NULL,
    joined_at       BIGINT           NOT NULL,
    token_hash      TEXT             NOT NULL
);
CREATE INDEX pairing_tickets_node ON pairing_tickets (node);
CREATE UNIQUE INDEX pairing_tickets_seek ON pairing_tickets (seek_id) WHERE seek_id IS NOT NULL;
