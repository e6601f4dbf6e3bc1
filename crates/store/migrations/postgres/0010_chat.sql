-- Whether a game's table has its chat (1, the default) or not (0: chosen at creation, e.g. for
-- games with children in mind) (PostgreSQL). Keep in step with ../sqlite/0010_chat.sql.
ALTER TABLE games ADD COLUMN chat BIGINT NOT NULL DEFAULT 1 CHECK (chat IN (0, 1));
