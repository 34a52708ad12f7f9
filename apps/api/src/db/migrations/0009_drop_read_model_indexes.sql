-- Lists, sorts and name search are served by each process's in-memory read model (catalogue/read-model.ts);
-- no query uses these indexes any more. Every stock change rewrites a products row (updated_at is in
-- products_id_updated_at, so the update is never HOT) and bulk seeding inserts 100,000 rows: both paid for
-- every one of them, the trigram GIN index most.
DROP INDEX IF EXISTS products_name_trgm;
DROP INDEX IF EXISTS products_featured_sort;
DROP INDEX IF EXISTS products_price_sort;
DROP INDEX IF EXISTS products_name_sort;
DROP INDEX IF EXISTS products_platform;
