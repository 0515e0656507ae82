-- Statistics of the office's listings (issue 26 #5): days advertised per listing, and per month
-- the listings registered, ended and completed and the slots in use at the month's end. A
-- listing's row says only where it is now, so every status it enters is logged here by the
-- trigger below (no writer can forget it): registration (the insert, at its saved_time), each
-- change of status, and the delete (status 'deleted'). The log has no foreign key to the listing,
-- so a deleted listing still counts in the month it was registered or ended.
CREATE TABLE IF NOT EXISTS agent_room_status_log (
  id bigserial PRIMARY KEY,
  rooms_seq integer NOT NULL,
  agent_id integer NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  status text NOT NULL,
  registered boolean NOT NULL DEFAULT false,
  at timestamptz NOT NULL
);
-- A listing's history in order (days advertised), and the office's in time (the months).
CREATE INDEX IF NOT EXISTS agent_room_status_log_room_idx ON agent_room_status_log (rooms_seq, at, id);
CREATE INDEX IF NOT EXISTS agent_room_status_log_agent_idx ON agent_room_status_log (agent_id, at);

CREATE OR REPLACE FUNCTION agent_room_status_logged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
      VALUES (NEW.rooms_seq, NEW.agent_id, NEW.status, true, NEW.saved_time);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, at)
      VALUES (OLD.rooms_seq, OLD.agent_id, 'deleted', now());
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, at)
      VALUES (NEW.rooms_seq, NEW.agent_id, NEW.status, now());
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS agent_rooms_status_log ON agent_rooms;
CREATE TRIGGER agent_rooms_status_log AFTER INSERT OR DELETE OR UPDATE OF status ON agent_rooms
  FOR EACH ROW EXECUTE FUNCTION agent_room_status_logged();

-- Listings stored before this migration: their history is not known, so the log starts with
-- their registration in the status they hold now (an ended listing counts no advertised days,
-- an advertised one counts from its registration).
INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
SELECT r.rooms_seq, r.agent_id, r.status, true, r.saved_time FROM agent_rooms r
 WHERE NOT EXISTS (SELECT 1 FROM agent_room_status_log l WHERE l.rooms_seq = r.rooms_seq);

-- Whether a listing came from a gongsil claim ("내 매물로 등록", issue 26 #4), per listing.
CREATE INDEX IF NOT EXISTS gongsil_rooms_listing_idx ON gongsil_rooms (listing_rooms_seq)
  WHERE listing_rooms_seq IS NOT NULL;
