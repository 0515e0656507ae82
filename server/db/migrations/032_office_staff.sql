-- Staff of the office (issue 27 #2): the master invites a staff member, who sets a password with
-- a code texted to their phone (the code is kept like a recovery code, in password_resets);
-- the master may deactivate them (no login, every session ended) and take them back, or remove
-- them (anonymised like a withdrawal). Their listings go to a person the master picks.
ALTER TABLE users ADD COLUMN IF NOT EXISTS invited_at timestamptz;
ALTER TABLE users ADD COLUMN IF NOT EXISTS deactivated_at timestamptz;
-- The listings a staff member registered, looked up when they leave.
CREATE INDEX IF NOT EXISTS agent_rooms_registrant_idx ON agent_rooms (registrant_user_id)
  WHERE registrant_user_id IS NOT NULL;
