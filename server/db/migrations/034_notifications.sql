-- The notification centre (issue 27 item 1): what happened for each user of an office, read or
-- not. A row is written where the event happens (server/notifications/raise.ts), once per user
-- and event (event_key: a new inquiry, a report's deadline, a claim's expiry...), so a sweep
-- that sees the same deadline every minute, or two processes sweeping at once, store it once.
CREATE TABLE IF NOT EXISTS notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'INQUIRY', 'REPORT_DEADLINE', 'PENALTY', 'CLAIM_EXPIRING', 'PRODUCT_EXPIRING',
    'PRODUCT_RENEWED', 'SIGN_APPROVED')),
  event_key text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  -- When the text message of this notification was handed to the SMS adapter (at most once).
  sms_sent_at timestamptz,
  UNIQUE (user_id, event_key)
);
CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX IF NOT EXISTS notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Which kinds also go to the user's phone by text message; none until the user chooses.
CREATE TABLE IF NOT EXISTS notification_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sms_kinds text[] NOT NULL DEFAULT '{}'
);

-- The e-contract application is approved outside this server (the application stays PROCEED,
-- server/handlers/sign.ts, until the back office sets APPROVAL). Whoever writes the approval,
-- the database records when it happened, and the deadline sweep (server/notifications/sweep.ts)
-- notifies the office's brokers once. Offices approved before this migration keep NULL: they
-- were told already.
ALTER TABLE agents ADD COLUMN IF NOT EXISTS sign_approved_at timestamptz;
CREATE OR REPLACE FUNCTION agents_sign_approved_at() RETURNS trigger AS $$
BEGIN
  IF NEW.sign_status = 'APPROVAL' AND OLD.sign_status IS DISTINCT FROM 'APPROVAL' THEN
    NEW.sign_approved_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS agents_sign_approved_at ON agents;
CREATE TRIGGER agents_sign_approved_at BEFORE UPDATE OF sign_status ON agents
  FOR EACH ROW EXECUTE FUNCTION agents_sign_approved_at();
