import { socketEvents, type ProductUpdateEvent } from '@keyshop/contracts';
import type { Server } from 'socket.io';
import type { Executor } from '../db/database';
import { stockOf } from '../db/products-repo';
import type { CatalogueSync } from './catalogue-sync';

/** productUpdate events of these stock rows (totalQty is the unsold count too, as in toProduct). */
export const toStockEvents = (rows: { id: number; qty: number }[]): ProductUpdateEvent[] =>
  rows.map((row) => ({ productId: row.id, qty: row.qty, totalQty: row.qty }));

/**
 * Tells every connected socket (on every API process, through the Redis adapter) and every catalogue read
 * model these stock events. Call it after the transaction that changed the products' keys committed.
 */
export async function sendProductUpdates(
  deps: { io: Server; catalogue: CatalogueSync },
  events: ProductUpdateEvent[],
): Promise<void> {
  for (const event of events) deps.io.emit(socketEvents.productUpdate, event);
  await deps.catalogue.publish(events);
}

/** sendProductUpdates of these products' current stock, read after the commit. */
export async function publishProductUpdate(
  deps: { db: Executor; io: Server; catalogue: CatalogueSync },
  productIds: Iterable<number>,
): Promise<ProductUpdateEvent[]> {
  const events = toStockEvents(await stockOf(deps.db, [...new Set(productIds)]));
  await sendProductUpdates(deps, events);
  return events;
}
