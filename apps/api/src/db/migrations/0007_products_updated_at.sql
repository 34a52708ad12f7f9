-- When a product last changed (price, stock, anything on its row): the sitemap's lastmod. Stock changes arrive
-- as UPDATEs from the product_keys triggers (and the seed), so one row trigger keeps it current for all.
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE FUNCTION products_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

CREATE TRIGGER products_touch BEFORE UPDATE ON products
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION products_touch();

-- The sitemap lists products in id order with their updated_at.
CREATE INDEX products_id_updated_at ON products (id) INCLUDE (updated_at);
