-- Objections online (issue 27 #4): a broker objects to the result of a self-handled report within
-- the policy's days (001 §4 "Objection within 2 weeks after self-handling"), with a reason and
-- photos uploaded through the listing-photo path; staff move it through 접수 → 검토중 → 인용/기각
-- and answer it. One objection per handled report.
CREATE TABLE IF NOT EXISTS objections (
  id serial PRIMARY KEY,
  history_id integer NOT NULL UNIQUE REFERENCES report_history(id),
  user_id integer NOT NULL REFERENCES users(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'RECEIVED'
    CHECK (status IN ('RECEIVED', 'REVIEWING', 'ACCEPTED', 'REJECTED')),
  answer text NOT NULL DEFAULT '',
  answered_by integer REFERENCES users(id),
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS objections_user_idx ON objections (user_id, id);
CREATE INDEX IF NOT EXISTS objections_status_idx ON objections (status, id);
-- Attachments are listing-photo uploads (their checks, re-encoding and quota): a photo attached
-- to an objection is kept like one attached to a listing.
ALTER TABLE room_photos ADD COLUMN IF NOT EXISTS objection_id integer REFERENCES objections(id);
