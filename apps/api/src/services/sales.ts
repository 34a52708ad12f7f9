import type { Orm } from '../db/database';
import { setSale, type Sale } from '../db/prices-repo';
import type { CatalogueSync } from './catalogue-sync';

/**
 * Puts a product on sale (or replaces its sale) with its price history, then has every process's read model
 * rebuilt from the database (the catalogue-change message seeding uses): a sale moves the product in the price
 * orders and bands and brings a new lowest price, and sales are set rarely. Starts and ends need no message:
 * the read models re-price at those moments themselves.
 */
export async function putOnSale(
  deps: { db: Orm; catalogue: CatalogueSync },
  productId: number,
  sale: Sale,
): Promise<void> {
  await deps.db.transaction((tx) => setSale(tx, productId, sale));
  await deps.catalogue.announceChange();
}
