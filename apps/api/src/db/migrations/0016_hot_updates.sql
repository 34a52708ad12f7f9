-- The checkout's most frequent updates — a product's stock (qty, stock_version, updated_at) on every reservation,
-- and a payment session recorded on its order — set no indexed column once these two indexes are gone, so
-- PostgreSQL can write the new row version beside the old one (a HOT update) instead of adding an entry to every
-- index of the table. Neither index serves a query any more: the sitemap filters on products.published, which
-- products_id_updated_at does not hold (0015), and no query looks an order up by its payment session.
DROP INDEX IF EXISTS products_id_updated_at;
DROP INDEX IF EXISTS orders_payment_session;
-- Room on every page for a product's next version (HOT needs the same page); seeding fills pages to this mark.
ALTER TABLE products SET (fillfactor = 90);
