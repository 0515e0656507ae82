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

