-- Addresses by legal district (issue 26 #2): a listing and a gongsil room carry the 법정동코드 of
-- their 읍면동 or 리 (data/legal-districts/). Rows stored before keep their text; the codes of
-- those whose text names a district are filled right after this file by
-- server/address/fill-district-codes.ts (server/db/index.ts runs it: the dataset is not SQL).
-- Idempotent, because that fill runs before the migration is recorded.
ALTER TABLE agent_rooms ADD COLUMN IF NOT EXISTS bjd_code text;
ALTER TABLE gongsil_rooms ADD COLUMN IF NOT EXISTS bjd_code text;
-- The gongsil region search: the rooms of a code prefix (LIKE '11620%'), newest first.
CREATE INDEX IF NOT EXISTS gongsil_rooms_bjd_idx
  ON gongsil_rooms (bjd_code text_pattern_ops, saved_time DESC, rooms_seq DESC);


-- Gongsil claims to listings (issue 26 #4): who owns the room (their contact is shown to the
-- office that claimed it, and to no one else), when the office claimed it, the listing it became.
-- A claim not turned into a listing within the config's days (ui.json gongsil.claimDays) is
-- released by server/gongsil/claim-expiry.ts; claims made before this migration count from now.
ALTER TABLE gongsil_rooms
  ADD COLUMN IF NOT EXISTS owner_name text,
  ADD COLUMN IF NOT EXISTS owner_phone text,
  ADD COLUMN IF NOT EXISTS claimed_at timestamptz,
  ADD COLUMN IF NOT EXISTS listing_rooms_seq integer;
UPDATE gongsil_rooms SET claimed_at = now() WHERE bucket = 'preempt' AND claimed_at IS NULL;
-- The expiry job's scan: open claims by age.
CREATE INDEX IF NOT EXISTS gongsil_rooms_claim_due_idx ON gongsil_rooms (claimed_at)
  WHERE bucket = 'preempt' AND listing_rooms_seq IS NULL;
-- Sorting by price: the amount a broker compares for the deal type (monthly rent, lease deposit,
-- sale price).
ALTER TABLE gongsil_rooms ADD COLUMN IF NOT EXISTS price_key bigint GENERATED ALWAYS AS (
  CASE selling_type WHEN 'LEASE' THEN deposit ELSE price END) STORED;
CREATE INDEX IF NOT EXISTS gongsil_rooms_price_idx ON gongsil_rooms (price_key, rooms_seq);
-- Every release, by the office or by the expiry job, with its reason.
CREATE TABLE IF NOT EXISTS gongsil_releases (
  id bigserial PRIMARY KEY,
  rooms_seq integer NOT NULL,
  agent_id integer NOT NULL REFERENCES agents(id),
  reason text NOT NULL,
  automatic boolean NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS gongsil_releases_room_idx ON gongsil_releases (rooms_seq, released_at);
