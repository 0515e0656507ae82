-- Listing lifecycle and inquiries tied to listings (issue 26 items 3 and 6).

-- The listing list sorts and filters by price server-side: the headline amount of a listing is
-- its 매매가 for a sale and its deposit otherwise (a monthly rent breaks ties, see
-- server/rooms/room-list-query.ts), kept by the database so no writer can forget it.
ALTER TABLE agent_rooms
  ADD COLUMN IF NOT EXISTS amount bigint
  GENERATED ALWAYS AS (CASE WHEN selling_type = 'SALE' THEN price ELSE deposit END) STORED;
-- The office's list in each order it offers, and its type filter (every list query starts with
-- the office).
CREATE INDEX IF NOT EXISTS agent_rooms_agent_saved_idx
  ON agent_rooms (agent_id, saved_time DESC, rooms_seq DESC);
CREATE INDEX IF NOT EXISTS agent_rooms_agent_amount_idx ON agent_rooms (agent_id, amount, price);
CREATE INDEX IF NOT EXISTS agent_rooms_agent_type_idx
  ON agent_rooms (agent_id, room_type, selling_type);
