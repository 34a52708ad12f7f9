-- Stock versions: every change of a product's stock (products.qty) bumps its stock_version by one, in the same
-- UPDATE, under the row's lock, so the order of a product's versions is the order of the commits that moved
-- its stock. Read models, cached pages and browsers apply a stock only when its version is newer than theirs.
-- A row trigger on products rather than a line in product_keys_stock(): it covers every statement that moves
-- qty (key sales, refunds, reservations, imports, seeding), whichever function moves it.
ALTER TABLE products ADD COLUMN stock_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION products_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_version := OLD.stock_version + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER products_stock_version BEFORE UPDATE OF qty ON products
  FOR EACH ROW WHEN (OLD.qty IS DISTINCT FROM NEW.qty) EXECUTE FUNCTION products_stock_version();
