-- Money in bigint (issue 24): an order of 9 lines × 100 at the catalogue's largest price
-- (100,000,000 won, spec/config/products.schema.json) is 90,000,000,000 won, past the 2,147,483,647
-- an integer column holds. bigint holds any such total exactly, and both drivers read it back as a
-- JavaScript number (server/db/index.ts), which is exact up to 2^53.
ALTER TABLE orders
  ALTER COLUMN total TYPE bigint,
  ALTER COLUMN discount_total TYPE bigint;
ALTER TABLE order_lines
  ALTER COLUMN price TYPE bigint,
  ALTER COLUMN discount_price TYPE bigint,
  ALTER COLUMN total TYPE bigint;
