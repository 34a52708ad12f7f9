import type { ProductUpdateEvent } from '@keyshop/contracts';
import { useLayoutEffect } from 'react';
import {
  unstable_serialize,
  useSWRConfig,
  type Cache,
  type Key,
  type Middleware,
  type ScopedMutator,
} from 'swr';
import { applyStock, heldStockVersion, productsOf, type StockReading } from '../realtime/applyStock';
import { productKeyKinds } from '../hooks/keys';

/**
 * The one rule for live stock in the browser: per product, the newest stock by version wins, whatever brought it
 * (a socket's productUpdate or a fetched answer), in whatever order they arrive. Each SWR cache (one per
 * document) keeps the newest reading of every product it has seen.
 */
const newestByCache = new WeakMap<Cache, Map<number, StockReading>>();

function newestOf(cache: Cache): Map<number, StockReading> {
  let newest = newestByCache.get(cache);
  if (!newest) newestByCache.set(cache, (newest = new Map()));
  return newest;
}

/** Keeps `reading` when it is newer than the one held. */
function keep(newest: Map<number, StockReading>, reading: StockReading): void {
  const held = newest.get(reading.productId);
  if (!held || held.version < reading.version) newest.set(reading.productId, reading);
}

export const isProductKey = (key: unknown): boolean =>
  Array.isArray(key) && productKeyKinds.includes(key[0] as string);

/** A fetched answer with each product's stock lifted to the newest seen; the newer stock it brings is kept. */
export function withNewestStock<T>(data: T, newest: Map<number, StockReading>): T {
  let result = data;
  for (const product of productsOf(data)) {
    if (product.stockVersion !== undefined) {
      const { id: productId, qty, totalQty, stockVersion: version } = product;
      keep(newest, { productId, qty, totalQty, version });
    }
    const held = newest.get(product.id);
    if (held) result = applyStock(result, held);
  }
  return result;
}

/**
 * SWR middleware of the product hooks. An answer that left before a newer productUpdate (or was read from a
 * process that had not applied it yet) lands with the newer stock, never over it. The route loader's answer
 * (`fallbackData`, SWR's pattern for server rendering) is shown as it is, asks for nothing while fresh, and
 * enters the cache with the newest stock before the page paints: there live stock and revalidation keep it
 * current, and it replaces what an earlier visit left.
 */
export const keepNewestStock: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache, mutate } = useSWRConfig();
  const newest = newestOf(cache);
  const loaded: unknown = config.fallbackData;
  const cacheKey = unstable_serialize(key);
  useLayoutEffect(() => {
    if (loaded !== undefined && cacheKey) {
      void mutate(cacheKey, withNewestStock(loaded, newest), { revalidate: false });
    }
  }, [cacheKey, loaded, mutate, newest]);
  const fetchNewest =
    fetcher && isProductKey(key)
      ? async (...args: Parameters<typeof fetcher>) => withNewestStock(await fetcher(...args), newest)
      : fetcher;
  return useSWRNext(
    key,
    fetchNewest,
    loaded === undefined ? config : { ...config, revalidateIfStale: false },
  );
};

/**
 * A productUpdate into every cached product entry holding an older stock of its product. An entry still waiting
 * for its first answer is left alone (SWR would drop that answer): the answer is lifted when it lands. Resolves
 * true when the update is news: newer than any stock of the product seen so far.
 */
export async function applyProductUpdate(
  cache: Cache,
  mutate: ScopedMutator,
  event: ProductUpdateEvent,
): Promise<boolean> {
  const newest = newestOf(cache);
  let held = newest.get(event.productId)?.version ?? -1;
  keep(newest, event);
  const cached = (key: Key) => cache.get(unstable_serialize(key))?.data as unknown;
  await mutate(
    (key) => {
      if (!isProductKey(key)) return false;
      const data = cached(key);
      held = Math.max(held, heldStockVersion(data, event.productId));
      return data !== undefined && applyStock(data, event) !== data;
    },
    (data: unknown) => applyStock(data, event),
    { revalidate: false },
  );
  return event.version > held;
}
