-- Sales with honest prices. A product may have one sale: its price while it runs, from a start to an end.
-- The current price is `sale_price` while now() is in [sale_starts_at, sale_ends_at), else `price`.
ALTER TABLE products
  ADD COLUMN sale_price numeric(10, 2) CHECK (sale_price >= 0),
  ADD COLUMN sale_starts_at timestamptz,
  ADD COLUMN sale_ends_at timestamptz,
  ADD CONSTRAINT products_sale_complete CHECK (
    (sale_price IS NULL) = (sale_starts_at IS NULL)
    AND (sale_price IS NULL) = (sale_ends_at IS NULL)
    AND (sale_ends_at IS NULL OR sale_ends_at > sale_starts_at)
  );

-- Every change of a product's current price, at the moment it takes effect (a sale writes its start and its
-- end ahead). The "lowest price in the last 30 days" shown beside a discount is computed from these rows.
CREATE TABLE price_history (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL,
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (product_id, changed_at)
);

INSERT INTO price_history (product_id, changed_at, price) SELECT id, created_at, price FROM products;
