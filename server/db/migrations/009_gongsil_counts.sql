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

CREATE OR REPLACE FUNCTION gongsil_open_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.bucket <> 'complete' THEN
    UPDATE gongsil_open_counts SET n = n - 1
     WHERE status = OLD.status AND room_type = OLD.room_type AND selling_type = OLD.selling_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.bucket <> 'complete' THEN
    INSERT INTO gongsil_open_counts (status, room_type, selling_type, n)
      VALUES (NEW.status, NEW.room_type, NEW.selling_type, 1)
      ON CONFLICT (status, room_type, selling_type) DO UPDATE SET n = gongsil_open_counts.n + 1;
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
DROP TRIGGER IF EXISTS gongsil_open_counts_insert_delete ON gongsil_rooms;
CREATE TRIGGER gongsil_open_counts_insert_delete AFTER INSERT OR DELETE ON gongsil_rooms
  FOR EACH ROW EXECUTE FUNCTION gongsil_open_counts_track();
-- Only updates that move a room between counter rows touch the table: a claim (open → preempt)
-- keeps the room in play with the same key, so claims do not queue on a counter row's lock.
DROP TRIGGER IF EXISTS gongsil_open_counts_update ON gongsil_rooms;
CREATE TRIGGER gongsil_open_counts_update AFTER UPDATE ON gongsil_rooms
  FOR EACH ROW
  WHEN ((OLD.bucket <> 'complete') IS DISTINCT FROM (NEW.bucket <> 'complete')
        OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.room_type IS DISTINCT FROM NEW.room_type
        OR OLD.selling_type IS DISTINCT FROM NEW.selling_type)
  EXECUTE FUNCTION gongsil_open_counts_track();
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
