-- The 전체 tab's totals at scale (issue 14: 100,000 rooms, every list and count within 20 ms).
-- Counting the rooms still in play reads one index entry per room even index-only (90,000 for
-- the unfiltered tab), so those totals come from this table instead: how many rooms in play
-- there are per (status, room type, selling type), at most 7 × 5 × 3 rows, kept by the
-- triggers below in the same transaction as the room's change. A total is then the sum of the
-- rows its filters match, and it sees exactly the rooms the same snapshot sees.
-- server/gongsil-counts.test.ts checks the table against count(*) after every kind of change.
CREATE TABLE IF NOT EXISTS gongsil_open_counts (
  status text NOT NULL,
  room_type text NOT NULL,
  selling_type text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (status, room_type, selling_type)
);

-- Statement triggers with transition tables: a statement adds up its rooms per key first, so a
-- bulk insert of 90,000 rooms writes at most 105 counter rows once each (a row trigger would
-- update the same rows 90,000 times inside one transaction, each time past all the versions it
-- left before). An update that nets to zero per key (a claim: open → preempt, still in play,
-- same key) writes nothing, so claims do not queue on a counter row's lock.
CREATE OR REPLACE FUNCTION gongsil_open_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gongsil_open_counts AS c (status, room_type, selling_type, n)
      SELECT status, room_type, selling_type, count(*) FROM new_rows
       WHERE bucket <> 'complete' GROUP BY status, room_type, selling_type
      ON CONFLICT (status, room_type, selling_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE gongsil_open_counts c SET n = c.n - d.n
      FROM (SELECT status, room_type, selling_type, count(*) AS n FROM old_rows
             WHERE bucket <> 'complete' GROUP BY status, room_type, selling_type) d
     WHERE c.status = d.status AND c.room_type = d.room_type AND c.selling_type = d.selling_type;
  ELSE
    INSERT INTO gongsil_open_counts AS c (status, room_type, selling_type, n)
      SELECT status, room_type, selling_type, sum(n) FROM (
          SELECT status, room_type, selling_type, -1 AS n FROM old_rows WHERE bucket <> 'complete'
          UNION ALL
          SELECT status, room_type, selling_type, 1 FROM new_rows WHERE bucket <> 'complete') d
       GROUP BY status, room_type, selling_type HAVING sum(n) <> 0
      ON CONFLICT (status, room_type, selling_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION gongsil_open_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gongsil_open_counts;
  RETURN NULL;
END $$;

-- No writer may slip between the triggers' creation and the count at the end.
LOCK TABLE gongsil_rooms IN SHARE ROW EXCLUSIVE MODE;
DROP TRIGGER IF EXISTS gongsil_open_counts_insert ON gongsil_rooms;
CREATE TRIGGER gongsil_open_counts_insert AFTER INSERT ON gongsil_rooms
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gongsil_open_counts_track();
DROP TRIGGER IF EXISTS gongsil_open_counts_update ON gongsil_rooms;
CREATE TRIGGER gongsil_open_counts_update AFTER UPDATE ON gongsil_rooms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gongsil_open_counts_track();
DROP TRIGGER IF EXISTS gongsil_open_counts_delete ON gongsil_rooms;
CREATE TRIGGER gongsil_open_counts_delete AFTER DELETE ON gongsil_rooms
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gongsil_open_counts_track();
DROP TRIGGER IF EXISTS gongsil_open_counts_truncate ON gongsil_rooms;
CREATE TRIGGER gongsil_open_counts_truncate AFTER TRUNCATE ON gongsil_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION gongsil_open_counts_clear();

-- The rooms already there, counted under the same lock as the triggers' creation (the migration
-- runs in one transaction), so no room is written between this count and the triggers.
DELETE FROM gongsil_open_counts;
INSERT INTO gongsil_open_counts (status, room_type, selling_type, n)
  SELECT status, room_type, selling_type, count(*)
    FROM gongsil_rooms WHERE bucket <> 'complete'
   GROUP BY status, room_type, selling_type;
