-- Broker journeys: inquiry threads, the SMS outbox and phone verification codes.
ALTER TABLE inquiries ADD COLUMN IF NOT EXISTS customer_phone text NOT NULL DEFAULT '';

-- Messages after the customer's first one (which stays in inquiries.message).
CREATE TABLE IF NOT EXISTS inquiry_messages (
  id serial PRIMARY KEY,
  inquiry_seq integer NOT NULL REFERENCES inquiries(inquiry_seq),
  sender text NOT NULL, -- CUSTOMER or AGENT
  user_id integer REFERENCES users(id),
  body text NOT NULL,
  sent_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS inquiry_messages_inquiry_idx ON inquiry_messages(inquiry_seq, id);

-- Every text message the portal sends; the default SMS adapter only writes here (no real SMS).
CREATE TABLE IF NOT EXISTS sms_outbox (
  id serial PRIMARY KEY,
  to_phone text NOT NULL,
  body text NOT NULL,
  purpose text NOT NULL, -- INQUIRY_ANSWER or VERIFY_TEL
  user_id integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sms_outbox_phone_idx ON sms_outbox(to_phone, id);

-- The one pending phone-verification code of a user (only its hash is kept).
CREATE TABLE IF NOT EXISTS tel_verifications (
  user_id integer PRIMARY KEY REFERENCES users(id),
  phone text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0
);
