import type { ProductUpdateEvent } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database';
import { stockOf } from '../db/products-repo';
import type { CatalogueSync } from './catalogue-sync';

/** productUpdate events of these stock rows (totalQty is the unsold count too, as in toProduct). */
export const toStockEvents = (
  rows: { id: number; qty: number; stockVersion: number }[],
): ProductUpdateEvent[] =>
  rows.map((row) => ({ productId: row.id, qty: row.qty, totalQty: row.qty, version: row.stockVersion }));

/**
 * Reads these products' stock (with its version) after the commit that changed their keys and tells every
 * process: one Redis message, after which each process applies it to its read model and sends productUpdate
 * to its own sockets (CatalogueSync.onStock).
 */
export async function publishProductUpdate(
  deps: { db: Executor; catalogue: CatalogueSync },
  productIds: Iterable<number>,
): Promise<ProductUpdateEvent[]> {
  const events = toStockEvents(await stockOf(deps.db, [...new Set(productIds)]));
  await deps.catalogue.publish(events);
  return events;
}

/** Sends a productUpdate after a committed change of keys; a lost event must not turn the change into an error. */
export async function announce(
  deps: { log: FastifyBaseLogger },
  send: () => Promise<unknown>,
): Promise<void> {
  try {
    await send();
  } catch (err) {
    deps.log.error({ err }, 'productUpdate failed');
  }
}

/** publishProductUpdate of these products (if any) after the commit that changed their keys, never throwing. */
export function announceStock(
  deps: { db: Executor; catalogue: CatalogueSync; log: FastifyBaseLogger },
  productIds: number[],
): Promise<void> {
  if (productIds.length === 0) return Promise.resolve();
  return announce(deps, () => publishProductUpdate(deps, productIds));
}
