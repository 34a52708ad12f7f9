-- The operator's products (issue 23): published or not, and covers uploaded through the admin API.
-- An unpublished product is left out of the read model, the sitemap and new orders; its keys and orders stay.
ALTER TABLE products ADD COLUMN published boolean NOT NULL DEFAULT true;

-- One uploaded cover per product, served from here by every process (products.img names it by its digest).
CREATE TABLE product_covers (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  digest text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The order desk's searches at 100,000 orders: the latest orders (an empty search), and a key's refunds.
CREATE INDEX orders_created ON orders (created_at DESC, id DESC);
CREATE INDEX order_refunds_key ON order_refunds (key_id);
