import type { Product } from '@keyshop/contracts';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { getProduct, httpCatalogue } from '../api/products';
import { withStock, type ProductStock } from '../state/cartRules';
import type { StoredValue } from '../state/storage';
import { swrKeys } from './keys';
import { productEntry } from './products';
import { useProductUpdates } from './useProductUpdates';

/** Each product's current answer; one that cannot be read now is left out (its stored stock stands). */
async function loadStock(ids: string): Promise<Product[]> {
  const answers = await Promise.allSettled(ids.split(',').map((id) => getProduct(httpCatalogue, id)));
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
}

/**
 * While mounted: the current stock of stored products (a cart's lines, a wishlist's items), loaded once and
 * then followed live (`productUpdate` writes into this entry as into every product entry), written into the
 * stored copies on every change, so they show it and the cart's rules bound quantities by it.
 */
export function useCurrentStock<T extends ProductStock>(
  products: readonly T[],
  stored: StoredValue<T[]>,
): void {
  const ids = useMemo(
    () => [...new Set(products.map((product) => product.id))].sort((a, b) => a - b).join(','),
    [products],
  );
  // Read again on every mount: a stored product's stock is only as good as its last reading.
  const { data } = useSWR(ids ? swrKeys.stock(ids) : null, ([, list]) => loadStock(list), {
    ...productEntry,
    revalidateOnMount: true,
  });
  useProductUpdates();
  useEffect(() => {
    if (data) stored.update((items) => withStock(items, data));
  }, [data, stored]);
}
