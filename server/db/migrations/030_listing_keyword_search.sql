-- The listing list's keyword search at scale (issue 26: every list query p99 ≤ 20 ms at 100,000
-- listings). `title ILIKE '%kw%' OR address ILIKE '%kw%'` lower-cases both texts of every row
-- it looks at, on each call: for an office of 3,000 listings that cost 120-180 ms per page and
-- total on PGlite (docs/perf/scale.md). The texts are now lower-cased once, when a listing is
-- written, into one column the list matches with a plain LIKE of the lower-cased keyword
-- (server/rooms/room-list-query.ts): the same rows as before (Korean has no case).
-- A trigram index (pg_trgm) on that column finds a keyword of three characters or more without
-- reading the office's listings one by one; a keyword of one or two characters has no trigram
-- (most Korean place names: 신림, 봉천) and is matched on the office's rows, which the
-- lower-casing saved above makes cheap.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE agent_rooms
  ADD COLUMN IF NOT EXISTS search_text text
  GENERATED ALWAYS AS (lower(title || E'\n' || address)) STORED;
CREATE INDEX IF NOT EXISTS agent_rooms_search_trgm_idx
  ON agent_rooms USING gin (search_text gin_trgm_ops);
