-- Config studio: staff role, published config versions, per-staff drafts and an audit log.
-- Version 0 is the built-in config (spec/config as built) and is never stored.
ALTER TABLE users ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'broker';

CREATE TABLE IF NOT EXISTS config_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  parent_version integer,
  files jsonb NOT NULL,
  schema_hash text NOT NULL,
  author_id integer NOT NULL REFERENCES users(id),
  note text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);

-- One row: the version every server process serves (changed only inside a publish transaction).
CREATE TABLE IF NOT EXISTS config_active (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL DEFAULT 0
);
INSERT INTO config_active (id, version) VALUES (true, 0) ON CONFLICT DO NOTHING;

CREATE TABLE IF NOT EXISTS config_drafts (
  user_id integer PRIMARY KEY REFERENCES users(id),
  base_version integer NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  files jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS config_audit (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  action text NOT NULL,
  version integer,
  detail text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE orders ADD COLUMN IF NOT EXISTS config_version integer NOT NULL DEFAULT 0;
