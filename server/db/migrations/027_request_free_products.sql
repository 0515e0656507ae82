-- A product sold at 0원 goes live only when staff confirm it (issue 25, item 7): a review request
-- keeps the products its author confirmed at 0원 with its snapshot, so the publish of the
-- approved request (now or at its scheduled time) carries the same confirmation.
ALTER TABLE config_requests ADD COLUMN IF NOT EXISTS free_products jsonb NOT NULL DEFAULT '[]'::jsonb;
