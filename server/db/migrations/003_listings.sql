-- Listings for real (issue 17): the registration fields of a listing, an opaque id for URLs,
-- a sequence for new listing numbers, and the photos' metadata (the files live in the data
-- folder, see server/rooms/photo-store.ts).
CREATE SEQUENCE IF NOT EXISTS agent_rooms_seq START WITH 60000001;

ALTER TABLE agent_rooms
  ADD COLUMN IF NOT EXISTS room_id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
  ADD COLUMN IF NOT EXISTS sido text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS sigungu text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS dong text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS detail_address text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS area_m2 numeric(8, 2) NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS floor integer NOT NULL DEFAULT 1,
  ADD COLUMN IF NOT EXISTS total_floors integer NOT NULL DEFAULT 1,
  ADD COLUMN IF NOT EXISTS move_in_date date NOT NULL DEFAULT CURRENT_DATE,
  ADD COLUMN IF NOT EXISTS position integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS description text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS updated_time timestamptz;
CREATE UNIQUE INDEX IF NOT EXISTS agent_rooms_room_id_idx ON agent_rooms(room_id);
CREATE INDEX IF NOT EXISTS agent_rooms_agent_status_idx ON agent_rooms(agent_id, status);

CREATE TABLE IF NOT EXISTS room_photos (
  photo_id text PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  rooms_seq integer REFERENCES agent_rooms(rooms_seq) ON DELETE SET NULL,
  sort integer NOT NULL DEFAULT 0,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS room_photos_room_idx ON room_photos(rooms_seq, sort);
CREATE INDEX IF NOT EXISTS room_photos_agent_idx ON room_photos(agent_id);

-- Listings stored before this migration get their structured address and plausible details
-- from what they have (the seed does the same for a fresh database: server/db/seed/listings.ts).
UPDATE agent_rooms SET
  sido = split_part(address, ' ', 1),
  sigungu = split_part(address, ' ', 2),
  dong = split_part(address, ' ', 3),
  detail_address = btrim(substr(address, length(split_part(address, ' ', 1)) + length(split_part(address, ' ', 2)) + length(split_part(address, ' ', 3)) + 4)),
  area_m2 = 18 + rooms_seq % 40,
  floor = 1 + rooms_seq % 5,
  total_floors = 5 + rooms_seq % 3,
  move_in_date = (saved_time + interval '14 days')::date,
  description = title || ' 매물입니다. 방문 상담 환영합니다.'
WHERE sido = '';
