-- The seats' invitation codes indexed (a code the server does not hold in memory is looked up
-- in the store) (SQLite). The stored pairing pool of ../postgres/0011_pool.sql is several
-- nodes' only: SQLite is one node, which pairs in memory.

CREATE INDEX seats_by_invite ON seats (invite) WHERE invite IS NOT NULL;
