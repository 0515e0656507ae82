-- Four eyes and publishing at a time in the config studio (issue 25, items 3 and 4).

-- A review request: a snapshot of its author's draft (an overlay over the build's defaults, and
-- the version it was made from), reviewed as it is; resubmitting replaces the snapshot and asks
-- for review again. `version` is the version it became once published.
CREATE TABLE IF NOT EXISTS config_requests (
  id serial PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users(id),
  base_version integer NOT NULL,
  overlay jsonb NOT NULL,
  note text NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'approved', 'returned', 'published')),
  revision integer NOT NULL DEFAULT 1,
  -- Some change of the snapshot is one the office setting sends to review (at submission).
  needs_review boolean NOT NULL DEFAULT false,
  reviewer_id integer REFERENCES users(id),
  reviewed_at timestamptz,
  version integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One request waiting for review (or sent back) per author: submitting again updates it.
CREATE UNIQUE INDEX IF NOT EXISTS config_requests_one_open
  ON config_requests (author_id) WHERE state IN ('pending', 'returned');
CREATE INDEX IF NOT EXISTS config_requests_by_state ON config_requests (state, id DESC);

-- What happened to a request, in order: submitted, comments, approved, sent back, scheduled...
CREATE TABLE IF NOT EXISTS config_request_events (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES config_requests(id),
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN (
    'submit', 'resubmit', 'comment', 'approve', 'send-back', 'publish', 'schedule',
    'schedule-cancel', 'schedule-failed')),
  body text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS config_request_events_of ON config_request_events (request_id, id);

-- An approved request to publish at a time. The server processes' timers publish each due row
-- exactly once: the row is taken with FOR UPDATE SKIP LOCKED and leaves 'scheduled' in the same
-- transaction as the publish (server/config/schedules.ts).
CREATE TABLE IF NOT EXISTS config_schedules (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES config_requests(id),
  at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'scheduled'
    CHECK (state IN ('scheduled', 'published', 'cancelled', 'failed')),
  scheduled_by integer NOT NULL REFERENCES users(id),
  cancelled_by integer REFERENCES users(id),
  version integer,
  failure text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS config_schedules_one_per_request
  ON config_schedules (request_id) WHERE state = 'scheduled';
CREATE INDEX IF NOT EXISTS config_schedules_due ON config_schedules (at) WHERE state = 'scheduled';

-- The request a version was published from (null for a direct publish or a rollback), and the
-- request an audit row is about (the history lists a request's changes beside its approval).
ALTER TABLE config_versions ADD COLUMN IF NOT EXISTS request_id integer REFERENCES config_requests(id);
ALTER TABLE config_audit ADD COLUMN IF NOT EXISTS request_id integer REFERENCES config_requests(id);
