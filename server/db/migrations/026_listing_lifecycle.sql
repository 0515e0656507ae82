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
-- The status order a broker reads the list in (광고중, 광고대기, 광고종료, 비공개, 거래완료, then
-- verification states), kept as a rank so that order walks an index instead of a sort.
ALTER TABLE agent_rooms
  ADD COLUMN IF NOT EXISTS status_rank smallint
  GENERATED ALWAYS AS (CASE status
    WHEN 'public' THEN 1 WHEN 'waiting' THEN 2 WHEN 'invisible' THEN 3 WHEN 'private' THEN 4
    WHEN 'complete' THEN 5 WHEN 'confirm_ing' THEN 6 WHEN 'confirm_fail' THEN 7
    WHEN 'confirm_cancel' THEN 8 ELSE 9 END) STORED;
CREATE INDEX IF NOT EXISTS agent_rooms_agent_status_rank_idx
  ON agent_rooms (agent_id, status_rank, saved_time DESC, rooms_seq DESC);

-- Each inquiry names the listing it asks about (kept when the listing is deleted, as "no
-- listing") and when the office first answered it: the answered state and the 48-hour answer
-- rate are read from it (server/inquiry/inquiry-stats.ts).
ALTER TABLE inquiries
  ADD COLUMN IF NOT EXISTS rooms_seq integer REFERENCES agent_rooms (rooms_seq) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS answered_time timestamptz;
UPDATE inquiries i SET answered_time = m.first
  FROM (SELECT inquiry_seq, min(sent_time) AS first FROM inquiry_messages
         WHERE sender = 'AGENT' GROUP BY inquiry_seq) m
 WHERE m.inquiry_seq = i.inquiry_seq AND i.answered_time IS NULL;
CREATE INDEX IF NOT EXISTS inquiries_agent_time_idx ON inquiries (agent_id, saved_time DESC);
CREATE INDEX IF NOT EXISTS inquiries_agent_tab_time_idx
  ON inquiries (agent_id, tab, saved_time DESC, inquiry_seq DESC);
CREATE INDEX IF NOT EXISTS inquiries_room_idx ON inquiries (rooms_seq);

-- Answer templates the office keeps (at most 30, server/handlers/inquiry-templates.ts).
CREATE TABLE IF NOT EXISTS inquiry_templates (
  template_id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  updated_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS inquiry_templates_agent_idx ON inquiry_templates (agent_id, template_id);
