-- Password recovery by a code sent to the account's registered phone (issue 23 #16): one
-- pending code per account, stored as a hash, valid until expires_at, at most 5 entries.
-- Replaces the password_reset_requests rows, which recorded a request and sent nothing.
CREATE TABLE IF NOT EXISTS password_resets (
  user_id integer PRIMARY KEY REFERENCES users(id),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
