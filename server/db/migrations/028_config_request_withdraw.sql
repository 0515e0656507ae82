-- A review request its author withdraws (issue 25 item 3): final, like a published one, and
-- frees the author's one open request (config_requests_one_open); a waiting schedule of it is
-- cancelled in the same transaction (server/config/review-requests.ts).
ALTER TABLE config_requests DROP CONSTRAINT IF EXISTS config_requests_state_check;
ALTER TABLE config_requests ADD CONSTRAINT config_requests_state_check
  CHECK (state IN ('pending', 'approved', 'returned', 'published', 'withdrawn'));

ALTER TABLE config_request_events DROP CONSTRAINT IF EXISTS config_request_events_kind_check;
ALTER TABLE config_request_events ADD CONSTRAINT config_request_events_kind_check
  CHECK (kind IN (
    'submit', 'resubmit', 'comment', 'approve', 'send-back', 'publish', 'schedule',
    'schedule-cancel', 'schedule-failed', 'withdraw'));
