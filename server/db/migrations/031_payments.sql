-- Paying and being paid (issue 27 item 3). An order is paid only when its payment is approved:
-- orders.status and each line's status say so, and only PAID and REFUNDED lines are products
-- the office holds (server/orders/order-lines.ts, HELD_LINE). Orders placed before this
-- migration were recorded as paid, so they stay PAID.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'PAID';
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('PENDING', 'PAID', 'FAILED'));
ALTER TABLE orders ADD COLUMN IF NOT EXISTS payment_method text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_at timestamptz;

-- UNPAID until the payment is approved; VOID when it is declined; CANCELLED when refunded in
-- full before its first day; REFUNDED when refunded pro rata after it started (its period then
-- ends on the day of the refund).
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'PAID';
ALTER TABLE order_lines DROP CONSTRAINT IF EXISTS order_lines_status_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_status_check
  CHECK (status IN ('UNPAID', 'PAID', 'VOID', 'CANCELLED', 'REFUNDED'));
-- Regular payments (day regular_N): ON renews at the end of the period, PAUSED skips renewals
-- until switched on again, STOPPED never renews again. NULL for other lines.
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS auto_renew text;
ALTER TABLE order_lines DROP CONSTRAINT IF EXISTS order_lines_auto_renew_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_auto_renew_check
  CHECK (auto_renew IS NULL OR auto_renew IN ('ON', 'PAUSED', 'STOPPED'));
UPDATE order_lines SET auto_renew = 'ON' WHERE day LIKE 'regular\_%' AND auto_renew IS NULL;

-- One row per attempt to charge an order through the payment adapter (server/lib/payments.ts).
-- merchant_uid is the key the PG is given and names the payment in its callbacks.
CREATE TABLE IF NOT EXISTS payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  merchant_uid text NOT NULL UNIQUE,
  method text NOT NULL CHECK (method IN ('CARD', 'BANK_TRANSFER', 'VIRTUAL_ACCOUNT')),
  amount bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  provider text NOT NULL,
  provider_ref text,
  message text,
  virtual_account jsonb,
  requested_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX IF NOT EXISTS payments_order_idx ON payments(order_id);

-- Every refund of a line, in the payment history.
CREATE TABLE IF NOT EXISTS refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  line_id integer NOT NULL UNIQUE REFERENCES order_lines(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  amount bigint NOT NULL CHECK (amount >= 0),
  kind text NOT NULL CHECK (kind IN ('FULL', 'PRO_RATA')),
  used_days integer NOT NULL,
  total_days integer NOT NULL,
  provider_ref text,
  refunded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refunds_order_idx ON refunds(order_id);

-- 현금영수증 or 세금계산서 for an order, one per order, issued to the office's business number.
CREATE TABLE IF NOT EXISTS receipt_requests (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  kind text NOT NULL CHECK (kind IN ('CASH_RECEIPT', 'TAX_INVOICE')),
  business_number text NOT NULL,
  email text,
  status text NOT NULL CHECK (status IN ('REQUESTED', 'ISSUED', 'REJECTED')),
  issue_no text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz
);

-- What the local payment sandbox was asked and answered (like sms_outbox for text messages).
CREATE TABLE IF NOT EXISTS payment_sandbox_log (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  merchant_uid text NOT NULL,
  amount bigint NOT NULL,
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
