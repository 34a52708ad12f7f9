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

-- A product is low when its unsold keys are at or below its threshold (null: LOW_STOCK_THRESHOLD).
ALTER TABLE products ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold >= 0);
-- The products whose low-stock e-mail went out: the row is claimed once (one e-mail across processes) and
-- removed when stock is above the threshold again. Kept apart so alerts never touch products.updated_at.
CREATE TABLE low_stock_alerts (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  alerted_at timestamptz NOT NULL DEFAULT now()
);

-- The dashboard sums today's payments (the desk finds keys by their unique hash, 0013).
CREATE INDEX orders_paid_at ON orders (paid_at) WHERE paid_at IS NOT NULL;
