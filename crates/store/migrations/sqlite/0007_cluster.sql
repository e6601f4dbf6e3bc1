-- Several nodes on one database are PostgreSQL's (../postgres/0007_cluster.sql): SQLite is
-- one node, which drives every game, so it needs no leases. Kept so that both dialects have
-- the same migrations.
SELECT 1;
