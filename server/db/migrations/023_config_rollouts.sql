-- Rolling a config change out to a segment of offices before everyone (issue 25, item 5).

-- A rollout: a snapshot of a draft or of an approved review request (an overlay over the build's
-- defaults, and the version it was made from; with an item, only that item's changes) that the offices of its segment get instead of the
-- active version. The segment is a condition over the session fields (CEL, checked like every
-- config condition) and/or a stable share of offices (a hash of office and rollout id below
-- `percent`). At most one rollout is live at a time; promoting publishes it as the next version,
-- rolling back ends it. `version` is the version a promote published.
CREATE TABLE IF NOT EXISTS config_rollouts (
  id serial PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users(id),
  base_version integer NOT NULL,
  overlay jsonb NOT NULL,
  note text NOT NULL,
  condition text,
  -- A single item rolled out on its own (a product, a menu item, a popup step): its file and
  -- keyed path; null when the whole snapshot goes out.
  item_file text,
  item_path text,
  percent integer CHECK (percent BETWEEN 1 AND 100),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'promoted', 'rolled-back')),
  request_id integer REFERENCES config_requests(id),
  ended_by integer REFERENCES users(id),
  ended_at timestamptz,
  version integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (condition IS NOT NULL OR percent IS NOT NULL)
);
CREATE UNIQUE INDEX IF NOT EXISTS config_rollouts_one_active
  ON config_rollouts ((true)) WHERE state = 'active';

-- The rollout an audit row is about (the history lists its changes), and the rollout whose prices
-- an order was priced with (null: the active version's).
ALTER TABLE config_audit ADD COLUMN IF NOT EXISTS rollout_id integer REFERENCES config_rollouts(id);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS config_rollout_id integer REFERENCES config_rollouts(id);
