-- The listing list's keyword search at scale (issue 26: every list query p99 ≤ 20 ms at 100,000
-- listings). `title ILIKE '%kw%' OR address ILIKE '%kw%'` lower-cases both texts of every row
-- it looks at, on each call: for an office of 3,000 listings that cost 120-180 ms per page and
-- total on PGlite (docs/perf/scale.md). The texts are now lower-cased once, when a listing is
-- written, into one column the list matches with a plain LIKE of the lower-cased keyword
-- (server/rooms/room-list-query.ts): the same rows as before (Korean has no case).
-- A trigram index (pg_trgm) on this column was measured and left out: every list query names
-- the office, whose index already narrows the rows, and on PGlite the planner then chose the
-- trigram index for two-character keywords (신림), which have no trigram, reading the whole
-- index: 285-1,000 ms a call for any office (docs/perf/scale.md, 2026-11-26).
ALTER TABLE agent_rooms
  ADD COLUMN IF NOT EXISTS search_text text
  GENERATED ALWAYS AS (lower(title || E'\n' || address)) STORED;
