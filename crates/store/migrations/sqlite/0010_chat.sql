-- Whether a game's table has its chat (1, the default) or not (0: chosen at creation, e.g. for
-- games with children in mind) (SQLite). Keep in step with ../postgres/0010_chat.sql.
ALTER TABLE games ADD COLUMN chat INTEGER NOT NULL DEFAULT 1 CHECK (chat IN (0, 1));
