-- Request limits shared by every server process on the database (server/limits/): one counter
-- per key (a login address, an account on an address, an account, a guest write's address, a
-- client of the global rate limit), changed by one atomic statement per request. `next_at` is
-- the backoff of an account: the earliest moment its next attempt is let through.
CREATE TABLE IF NOT EXISTS request_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL,
  next_at timestamptz
);
CREATE INDEX IF NOT EXISTS request_limits_reset_idx ON request_limits (reset_at);

-- The addresses each account signed in from: a sign-in from one of them is not held back by
-- the account's backoff, so whoever guesses a broker's password from elsewhere cannot lock the
-- broker out.
CREATE TABLE IF NOT EXISTS login_addresses (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address text NOT NULL,
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, address)
);
