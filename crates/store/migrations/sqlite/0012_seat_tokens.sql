-- The seats' token hashes indexed, as in ../postgres/0012_seat_tokens.sql (where a node
-- looks for the seat made with a pairing ticket's token); SQLite keeps the same schema.
CREATE INDEX seats_by_token ON seats (token_hash) WHERE token_hash IS NOT NULL;
