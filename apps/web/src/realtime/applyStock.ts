import type { Product, ProductUpdateEvent } from '@keyshop/contracts';

/** A product's stock at a version: a productUpdate's, or the one a fetched answer carried. */
export type StockReading = Omit<ProductUpdateEvent, 'totalQty'> & Pick<Product, 'totalQty'>;

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && 'id' in value && 'qty' in value;

/**
 * The product with the event's stock, when the event is newer than the stock it holds (events can arrive out of
 * order, and after an answer that already had them). A product without a version (the static fallback
 * catalogue, a cart stored before versions) takes any event.
 */
function updateProduct(product: Product, event: StockReading): Product {
  if (product.id !== event.productId) return product;
  if (product.stockVersion !== undefined && product.stockVersion >= event.version) return product;
  return { ...product, qty: event.qty, totalQty: event.totalQty, stockVersion: event.version };
}

function updateList(products: Product[], event: StockReading): Product[] {
  const updated = products.map((product) => updateProduct(product, event));
  return updated.some((product, i) => product !== products[i]) ? updated : products;
}

/**
 * The cached data of a product entry with the new stock applied: a list answer (`results`), a search answer (an
 * array) or one product. Unrelated data comes back as the same object, so nothing re-renders.
 */
export function applyStock<T>(data: T, event: StockReading): T {
  if (Array.isArray(data)) return updateList(data, event) as T;
  if (typeof data === 'object' && data !== null && 'results' in data && Array.isArray(data.results)) {
    const results = updateList(data.results, event);
    return results === data.results ? data : { ...data, results };
  }
  return isProduct(data) ? (updateProduct(data, event) as T) : data;
}

/** The products of cached data: a list answer's `results`, a search answer, or one product. */
export function productsOf(data: unknown): Product[] {
  if (Array.isArray(data)) return data as Product[];
  if (typeof data === 'object' && data !== null && 'results' in data && Array.isArray(data.results)) {
    return data.results as Product[];
  }
  return isProduct(data) ? [data] : [];
}

/** The newest stock version of the product in this cached data; -1 without it (or without a version). */
export function heldStockVersion(data: unknown, productId: number): number {
  let held = -1;
  for (const product of productsOf(data)) {
    if (product?.id === productId && product.stockVersion !== undefined) {
      held = Math.max(held, product.stockVersion);
    }
  }
  return held;
}
