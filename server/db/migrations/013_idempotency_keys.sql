-- At most once for money and messages (docs/decisions.md A-84, issue 23): the first answer to
-- each Idempotency-Key, per caller and operation, kept 24 hours. A row is written in the same
-- transaction as the order or the text message it answers for (server/lib/idempotency.ts), so
-- the effect and its key commit together, and every server process on the database sees it.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  caller text NOT NULL,
  operation text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  -- The first answer's JSON exactly as it was sent (text, not jsonb, which would reorder keys).
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, operation, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created_idx ON idempotency_keys (created_at);
