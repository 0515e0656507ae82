-- The statistics page's months at scale (issue 26: the page within 20 ms at 100,000 listings).
-- Computing them from the status log (migration 029) read the office's whole log on every
-- request, a window over it and a count per month: 72 ms on PGlite and 225 ms on PostgreSQL for
-- an office of 3,000 listings (docs/perf/scale.md). This table keeps, per office and month (in
-- Korean time), what the log says: the listings registered, ended and completed in the month,
-- and by how many the listings advertised changed in it (a span in 'public' adds one where it
-- starts and takes one away where it ends), so the listings advertised at a month's end are the
-- running sum of the changes up to that month. The triggers below keep it in the same
-- transaction as every write to the log, whoever writes it (the listings' trigger of 029, the
-- demo seed that rewrites history). server/room-months.test.ts checks it against the log.
CREATE TABLE IF NOT EXISTS agent_room_months (
  agent_id integer NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  month date NOT NULL,
  registered integer NOT NULL DEFAULT 0,
  ended integer NOT NULL DEFAULT 0,
  completed integer NOT NULL DEFAULT 0,
  public_change integer NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, month)
);

-- The same figures per listing: what each listing's history adds to its office's months. A
-- write to the log works its listings out again from their whole history as it now stands and
-- moves the office's months by the difference to what they added before, so a row logged out of
-- order or moved in time changes the spans around it correctly, and working a listing out twice
-- (a statement that updates and inserts log rows fires two triggers) changes nothing the second
-- time. A listing's history is a few rows.
CREATE TABLE IF NOT EXISTS agent_room_listing_months (
  agent_id integer NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  rooms_seq integer NOT NULL,
  month date NOT NULL,
  registered integer NOT NULL,
  ended integer NOT NULL,
  completed integer NOT NULL,
  public_change integer NOT NULL,
  PRIMARY KEY (agent_id, rooms_seq, month)
);

-- The figures of log rows per office, listing and month: each row counts where it falls, and a
-- row in 'public' after one that was not (or first) starts a span, the other way round ends one.
-- The spans are a listing's rows in order of (at, id) within its office, as the page read them.
CREATE OR REPLACE FUNCTION agent_room_listing_figures(rows agent_room_status_log[])
RETURNS SETOF agent_room_listing_months LANGUAGE sql STABLE AS $$
  SELECT l.agent_id, l.rooms_seq, l.month,
         (count(*) FILTER (WHERE l.registered))::int,
         (count(*) FILTER (WHERE NOT l.registered AND l.status = 'invisible'))::int,
         (count(*) FILTER (WHERE NOT l.registered AND l.status = 'complete'))::int,
         sum(l.change)::int
    FROM (SELECT r.agent_id, r.rooms_seq, r.registered, r.status,
                 date_trunc('month', r.at AT TIME ZONE 'Asia/Seoul')::date AS month,
                 (r.status = 'public')::int - coalesce(lag((r.status = 'public')::int)
                   OVER (PARTITION BY r.agent_id, r.rooms_seq ORDER BY r.at, r.id), 0) AS change
            FROM unnest(rows) r) l
   GROUP BY l.agent_id, l.rooms_seq, l.month
$$;

-- Statement triggers with transition tables: the listings a statement wrote log rows of (or
-- removed them from) are worked out once per statement.
CREATE OR REPLACE FUNCTION agent_room_months_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agent_ids integer[] := '{}';
  seqs integer[] := '{}';
  fresh agent_room_listing_months[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT agent_ids || coalesce(array_agg(n.agent_id), '{}'), seqs || coalesce(array_agg(n.rooms_seq), '{}')
      INTO agent_ids, seqs FROM (SELECT DISTINCT agent_id, rooms_seq FROM new_rows) n;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT agent_ids || coalesce(array_agg(o.agent_id), '{}'), seqs || coalesce(array_agg(o.rooms_seq), '{}')
      INTO agent_ids, seqs FROM (SELECT DISTINCT agent_id, rooms_seq FROM old_rows) o;
  END IF;
  IF cardinality(seqs) = 0 THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(array_agg(f), '{}') INTO fresh
    FROM agent_room_listing_figures(ARRAY(
      SELECT l FROM agent_room_status_log l
       WHERE (l.agent_id, l.rooms_seq) IN (SELECT DISTINCT * FROM unnest(agent_ids, seqs)))) f
   -- An office being deleted takes its log and its months with it (ON DELETE CASCADE).
   WHERE EXISTS (SELECT 1 FROM agents a WHERE a.id = f.agent_id);
  INSERT INTO agent_room_months AS c (agent_id, month, registered, ended, completed, public_change)
    SELECT d.agent_id, d.month, sum(d.registered), sum(d.ended), sum(d.completed), sum(d.public_change)
      FROM (SELECT f.agent_id, f.month, f.registered, f.ended, f.completed, f.public_change
              FROM unnest(fresh) f
            UNION ALL
            SELECT s.agent_id, s.month, -s.registered, -s.ended, -s.completed, -s.public_change
              FROM agent_room_listing_months s
             WHERE (s.agent_id, s.rooms_seq) IN (SELECT DISTINCT * FROM unnest(agent_ids, seqs))) d
     WHERE EXISTS (SELECT 1 FROM agents a WHERE a.id = d.agent_id)
     GROUP BY d.agent_id, d.month
    HAVING sum(d.registered) <> 0 OR sum(d.ended) <> 0 OR sum(d.completed) <> 0
        OR sum(d.public_change) <> 0
    ON CONFLICT (agent_id, month) DO UPDATE
      SET registered = c.registered + EXCLUDED.registered, ended = c.ended + EXCLUDED.ended,
          completed = c.completed + EXCLUDED.completed,
          public_change = c.public_change + EXCLUDED.public_change;
  DELETE FROM agent_room_listing_months s
   WHERE (s.agent_id, s.rooms_seq) IN (SELECT DISTINCT * FROM unnest(agent_ids, seqs));
  INSERT INTO agent_room_listing_months SELECT * FROM unnest(fresh) f
   WHERE (f.registered, f.ended, f.completed, f.public_change) <> (0, 0, 0, 0);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION agent_room_months_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_room_months;
  DELETE FROM agent_room_listing_months;
  RETURN NULL;
END $$;

-- No writer may slip between the triggers' creation and the figures at the end.
LOCK TABLE agent_room_status_log IN SHARE ROW EXCLUSIVE MODE;
DROP TRIGGER IF EXISTS agent_room_months_insert ON agent_room_status_log;
CREATE TRIGGER agent_room_months_insert AFTER INSERT ON agent_room_status_log
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_months_track();
DROP TRIGGER IF EXISTS agent_room_months_update ON agent_room_status_log;
CREATE TRIGGER agent_room_months_update AFTER UPDATE ON agent_room_status_log
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_months_track();
DROP TRIGGER IF EXISTS agent_room_months_delete ON agent_room_status_log;
CREATE TRIGGER agent_room_months_delete AFTER DELETE ON agent_room_status_log
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_months_track();
DROP TRIGGER IF EXISTS agent_room_months_truncate ON agent_room_status_log;
CREATE TRIGGER agent_room_months_truncate AFTER TRUNCATE ON agent_room_status_log
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_months_clear();

-- The log already there, under the same lock as the triggers' creation (the migration runs in
-- one transaction).
DELETE FROM agent_room_months;
DELETE FROM agent_room_listing_months;
INSERT INTO agent_room_listing_months
  SELECT * FROM agent_room_listing_figures(ARRAY(SELECT l FROM agent_room_status_log l)) f
   WHERE (f.registered, f.ended, f.completed, f.public_change) <> (0, 0, 0, 0);
INSERT INTO agent_room_months (agent_id, month, registered, ended, completed, public_change)
  SELECT agent_id, month, sum(registered), sum(ended), sum(completed), sum(public_change)
    FROM agent_room_listing_months GROUP BY agent_id, month;

-- The converted claims of an office, which the page counts by their listing's registration.
CREATE INDEX IF NOT EXISTS gongsil_rooms_agent_listing_idx ON gongsil_rooms (agent_id, listing_rooms_seq)
  WHERE listing_rooms_seq IS NOT NULL;

-- The listings' writes are logged per statement instead of per row (migration 029 logged them
-- row by row): a statement that registers, ends or deletes many listings at once (the bulk end
-- and delete of the listing list, the demo seed) then writes the log in one statement, and the
-- months above are worked out once for all its listings. Each listing still gets the same row:
-- its registration at its saved_time, each change of status and its delete at now().
CREATE OR REPLACE FUNCTION agent_room_status_logged_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
      SELECT n.rooms_seq, n.agent_id, n.status, true, n.saved_time FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, at)
      SELECT o.rooms_seq, o.agent_id, 'deleted', now() FROM old_rows o;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.rooms_seq = n.rooms_seq
                 WHERE n.status IS DISTINCT FROM o.status) THEN
    INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, at)
      SELECT n.rooms_seq, n.agent_id, n.status, now()
        FROM new_rows n JOIN old_rows o ON o.rooms_seq = n.rooms_seq
       WHERE n.status IS DISTINCT FROM o.status;
  END IF;
  RETURN NULL;
END $$;
LOCK TABLE agent_rooms IN SHARE ROW EXCLUSIVE MODE;
DROP TRIGGER IF EXISTS agent_rooms_status_log ON agent_rooms;
DROP TRIGGER IF EXISTS agent_rooms_status_log_insert ON agent_rooms;
CREATE TRIGGER agent_rooms_status_log_insert AFTER INSERT ON agent_rooms
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_status_logged_rows();
DROP TRIGGER IF EXISTS agent_rooms_status_log_update ON agent_rooms;
CREATE TRIGGER agent_rooms_status_log_update AFTER UPDATE ON agent_rooms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_status_logged_rows();
DROP TRIGGER IF EXISTS agent_rooms_status_log_delete ON agent_rooms;
CREATE TRIGGER agent_rooms_status_log_delete AFTER DELETE ON agent_rooms
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_room_status_logged_rows();
DROP FUNCTION IF EXISTS agent_room_status_logged();
