-- The operator: roles on accounts, an audit log of every admin write, low-stock alerts and the order desk's
-- look-ups.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'shopper' CHECK (role IN ('shopper', 'admin'));

-- Who changed what, when, with the record before and after (null for a creation or a deletion).
CREATE TABLE admin_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- The admin's account (null once it is deleted, or for the command line); actor keeps their e-mail or 'cli'.
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb
);

-- A product is low when its unsold keys are at or below its threshold (null: LOW_STOCK_THRESHOLD); the alert
-- goes out once, and again only after stock went back above.
ALTER TABLE products
  ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold >= 0),
  ADD COLUMN low_stock_alerted_at timestamptz;

-- The order desk finds orders by a key (exact), and the dashboard sums today's payments.
CREATE INDEX product_keys_key ON product_keys (key);
CREATE INDEX orders_paid_at ON orders (paid_at) WHERE paid_at IS NOT NULL;
