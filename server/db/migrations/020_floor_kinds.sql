-- Floors as Korean listings have them (issue 23 #6): 지상 (GROUND, floor 1 and up), 지하
-- (BASEMENT, floor -1 for B1 down to -9), 반지하 (SEMI_BASEMENT) and 옥탑 (ROOFTOP), the last two
-- without a floor number. Listings stored before keep their floor; a negative one was a basement.
ALTER TABLE agent_rooms ADD COLUMN IF NOT EXISTS floor_kind text NOT NULL DEFAULT 'GROUND';
ALTER TABLE agent_rooms ALTER COLUMN floor DROP NOT NULL;
UPDATE agent_rooms SET floor_kind = 'BASEMENT' WHERE floor < 0;
ALTER TABLE agent_rooms ADD CONSTRAINT agent_rooms_floor_kind_check CHECK (
  (floor_kind = 'GROUND' AND floor >= 1)
  OR (floor_kind = 'BASEMENT' AND floor BETWEEN -9 AND -1)
  OR (floor_kind IN ('SEMI_BASEMENT', 'ROOFTOP') AND floor IS NULL)
);
