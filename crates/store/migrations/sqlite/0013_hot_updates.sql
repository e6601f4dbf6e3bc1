-- Room on PostgreSQL's pages for its updates in place, and the leases' unused indexes dropped
-- (../postgres/0013_hot_updates.sql). SQLite has neither leases nor fill factors. Kept so that
-- both dialects have the same migrations.
SELECT 1;
