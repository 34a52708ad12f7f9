-- The checkout's most frequent updates — a product's stock (qty, stock_version, updated_at) on every reservation,
-- and a payment session recorded on its order — set no indexed column once these two indexes are gone, so
-- PostgreSQL can write the new row version beside the old one (a HOT update) instead of adding an entry to every
-- index of the table. No query looks an order up by its payment session; products_id_updated_at served only the
-- sitemap's latest change (max(updated_at) from the index alone, once per crawl; slower without it, see
-- docs/benchmarks.md), as the sitemap's lists filter on products.published, which it does not hold (0015).
DROP INDEX IF EXISTS products_id_updated_at;
DROP INDEX IF EXISTS orders_payment_session;
-- Room on every page for a product's next version (HOT needs the same page); seeding fills pages to this mark.
ALTER TABLE products SET (fillfactor = 90);
