-- Staff roles in the config studio (issue 25, item 3): what a studio account may do (viewer
-- reads, editor edits drafts and asks for review, publisher publishes and schedules, approver
-- reviews others' requests). Every staff account before this could do all of it, and keeps that.
ALTER TABLE users ADD COLUMN IF NOT EXISTS staff_roles text[] NOT NULL DEFAULT '{}';
UPDATE users SET staff_roles = ARRAY['viewer', 'editor', 'publisher', 'approver']
 WHERE role = 'staff' AND staff_roles = '{}';
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_staff_roles_known;
ALTER TABLE users ADD CONSTRAINT users_staff_roles_known
  CHECK (staff_roles <@ ARRAY['viewer', 'editor', 'publisher', 'approver']::text[]);
