-- The ad disclosures a residential listing must carry (issue 26 #1): 공급면적, 중개대상물 종류,
-- 입주 가능일 as 즉시/협의/날짜, 방 수·욕실 수, 사용승인일, 주차, 관리비 (with what it includes
-- and, from 10만원, item by item), 방향 and its reference room, and who registered the listing
-- (the ad names the registrant). Listings stored before get plausible values from what they have,
-- by the rule the seed uses for demo listings (server/db/seed/data/listing-details.ts), so every
-- listing stays valid for the rules of server/rooms/disclosures.ts.
ALTER TABLE agent_rooms
  ADD COLUMN IF NOT EXISTS supply_area_m2 numeric(8, 2),
  ADD COLUMN IF NOT EXISTS building_type text,
  ADD COLUMN IF NOT EXISTS move_in_type text NOT NULL DEFAULT 'DATE',
  ADD COLUMN IF NOT EXISTS room_count integer,
  ADD COLUMN IF NOT EXISTS bathroom_count integer,
  ADD COLUMN IF NOT EXISTS approval_kind text,
  ADD COLUMN IF NOT EXISTS approval_date date,
  ADD COLUMN IF NOT EXISTS parking_available boolean,
  ADD COLUMN IF NOT EXISTS parking_spaces integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS maintenance_fee integer,
  ADD COLUMN IF NOT EXISTS maintenance_includes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS maintenance_breakdown jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN IF NOT EXISTS direction text,
  ADD COLUMN IF NOT EXISTS direction_basis text,
  ADD COLUMN IF NOT EXISTS registrant_user_id integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE agent_rooms ALTER COLUMN move_in_date DROP NOT NULL;

UPDATE agent_rooms SET
  building_type = CASE room_type
    WHEN 'APT' THEN 'APARTMENT'
    WHEN 'OFFICETEL' THEN 'OFFICETEL'
    WHEN 'ONE_ROOM' THEN 'MULTI_HOUSEHOLD'
    ELSE 'MULTI_FAMILY' END,
  supply_area_m2 = CASE room_type
    WHEN 'APT' THEN round(area_m2 * 1.3, 2)
    WHEN 'OFFICETEL' THEN round(area_m2 * 1.8, 2) END,
  room_count = CASE room_type
    WHEN 'TWO_ROOM' THEN 2
    WHEN 'THREE_ROOM' THEN 3
    WHEN 'APT' THEN 2 + rooms_seq % 2
    ELSE 1 END,
  bathroom_count = CASE WHEN room_type IN ('THREE_ROOM', 'APT') THEN 2 ELSE 1 END,
  approval_kind = 'USE_APPROVAL',
  approval_date = make_date(1995 + rooms_seq % 28, 1 + rooms_seq % 12, 1 + rooms_seq % 28),
  parking_available = room_type IN ('APT', 'OFFICETEL') OR rooms_seq % 3 <> 0,
  parking_spaces = CASE
    WHEN room_type IN ('APT', 'OFFICETEL') THEN 40 + rooms_seq % 200
    WHEN rooms_seq % 3 <> 0 THEN 1 + rooms_seq % 6
    ELSE 0 END,
  maintenance_fee = CASE WHEN room_type IN ('APT', 'OFFICETEL')
    THEN 120000 + (rooms_seq % 8) * 10000
    ELSE 50000 + (rooms_seq % 5) * 10000 END,
  maintenance_includes = CASE WHEN rooms_seq % 2 = 0 THEN '{WATER,INTERNET}'::text[] ELSE '{WATER}'::text[] END,
  maintenance_breakdown = CASE WHEN room_type IN ('APT', 'OFFICETEL') THEN
    jsonb_build_array(
      jsonb_build_object('item', 'GENERAL', 'amount', 90000 + (rooms_seq % 8) * 10000),
      jsonb_build_object('item', 'WATER', 'amount', 15000),
      jsonb_build_object('item', CASE WHEN rooms_seq % 2 = 0 THEN 'INTERNET' ELSE 'OTHER' END, 'amount', 15000))
    ELSE '[]'::jsonb END,
  direction = (ARRAY['SOUTH','SOUTH_EAST','SOUTH_WEST','EAST','WEST','NORTH','NORTH_EAST','NORTH_WEST'])[1 + rooms_seq % 8],
  direction_basis = CASE WHEN room_type IN ('APT', 'TWO_ROOM', 'THREE_ROOM') THEN 'LIVING_ROOM' ELSE 'MAIN_ROOM' END
WHERE building_type IS NULL;

ALTER TABLE agent_rooms
  ALTER COLUMN building_type SET NOT NULL,
  ALTER COLUMN room_count SET NOT NULL,
  ALTER COLUMN bathroom_count SET NOT NULL,
  ALTER COLUMN approval_kind SET NOT NULL,
  ALTER COLUMN approval_date SET NOT NULL,
  ALTER COLUMN parking_available SET NOT NULL,
  ALTER COLUMN maintenance_fee SET NOT NULL,
  ALTER COLUMN direction SET NOT NULL,
  ALTER COLUMN direction_basis SET NOT NULL,
  ADD CONSTRAINT agent_rooms_move_in_check CHECK ((move_in_type = 'DATE') = (move_in_date IS NOT NULL));
