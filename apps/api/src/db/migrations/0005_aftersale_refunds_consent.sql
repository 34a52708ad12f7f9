-- Refunds of unrevealed keys and the withdrawal waiver given with each order.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders
  ADD CONSTRAINT orders_status_check CHECK (status IN ('completed', 'partially_refunded', 'refunded')),
  -- The shopper's consent to immediate delivery (and loss of the right of withdrawal): when, and which text.
  -- Null for orders placed before it was asked for.
  ADD COLUMN consent_at timestamptz,
  ADD COLUMN consent_version text,
  ADD COLUMN consent_text text,
  -- The latest refund and the sum of all refunds of the order.
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN refunded_total numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refunded_total >= 0);

-- One row per key given back: the key itself returns to its product's pool (order_id and sold_at cleared, so
-- the stock trigger raises products.qty) and may be sold again; this row keeps what the order refunded.
CREATE TABLE order_refunds (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  key_id uuid NOT NULL REFERENCES product_keys (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
  refunded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, key_id)
);
