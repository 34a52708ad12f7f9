import type { Product, ProductUpdateEvent } from '@keyshop/contracts';

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && 'id' in value && 'qty' in value;

function updateProduct(product: Product, event: ProductUpdateEvent): Product {
  if (product.id !== event.productId) return product;
  return { ...product, qty: event.qty, totalQty: event.totalQty };
}

function updateList(products: Product[], event: ProductUpdateEvent): Product[] {
  return products.some((product) => product.id === event.productId)
    ? products.map((product) => updateProduct(product, event))
    : products;
}

/**
 * The cached data of a product entry with the new stock applied: a list answer (`results`), a search answer (an
 * array) or one product. Unrelated data comes back as the same object, so nothing re-renders.
 */
export function applyStock<T>(data: T, event: ProductUpdateEvent): T {
  if (Array.isArray(data)) return updateList(data, event) as T;
  if (typeof data === 'object' && data !== null && 'results' in data && Array.isArray(data.results)) {
    const results = updateList(data.results, event);
    return results === data.results ? data : { ...data, results };
  }
  return isProduct(data) ? (updateProduct(data, event) as T) : data;
}
