-- The gongsil center at scale (issue 14: 100,000 rooms over 5,000 offices, every tab's list and
-- count within 20 ms). scripts/bench-scale.ts measures; server/gongsil-indexes.test.ts checks
-- that the list and count statements use these indexes.
-- 전체 tab: rooms still in play, newest first. Page 1 reads the first entries in order, and each
-- filter has its own index, so a filtered page and its total read matching entries only.
CREATE INDEX IF NOT EXISTS gongsil_rooms_all_time_idx
  ON gongsil_rooms (saved_time DESC, rooms_seq DESC) WHERE bucket <> 'complete';
CREATE INDEX IF NOT EXISTS gongsil_rooms_all_status_idx
  ON gongsil_rooms (status, saved_time DESC, rooms_seq DESC) WHERE bucket <> 'complete';
CREATE INDEX IF NOT EXISTS gongsil_rooms_all_room_type_idx
  ON gongsil_rooms (room_type, saved_time DESC, rooms_seq DESC) WHERE bucket <> 'complete';
CREATE INDEX IF NOT EXISTS gongsil_rooms_all_selling_type_idx
  ON gongsil_rooms (selling_type, saved_time DESC, rooms_seq DESC) WHERE bucket <> 'complete';
-- An office's own tabs (선점, 중개의뢰, 완료) hold a few rooms each: gongsil_rooms_bucket_idx
-- (bucket, agent_id) from 001 finds them, and sorting a handful costs nothing.
