-- The seats' token hashes indexed: a node whose pairing ticket was taken without news of its
-- game looks for the seat made with the ticket's token (ClusterStore::seat_of_token).
CREATE INDEX seats_by_token ON seats (token_hash) WHERE token_hash IS NOT NULL;
