-- The language an account chose (a tag such as `cs`; NULL until it chooses one), so that its
-- pages speak it on every browser it signs in on (PostgreSQL). Keep in step with
-- ../sqlite/0008_account_lang.sql.
ALTER TABLE accounts ADD COLUMN lang TEXT;
