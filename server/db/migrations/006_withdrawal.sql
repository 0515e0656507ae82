-- Account withdrawal: when the account left the service. The row itself stays, anonymised,
-- because orders, report history and penalties (kept by law) still point at it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz;
