import type { ProductListQuery } from '@keyshop/contracts';

/** SWR cache keys: one tuple shape per resource, so the live-stock updater can find every product entry. */
export const swrKeys = {
  products: (query: ProductListQuery) => ['products', query] as const,
  product: (id: string) => ['product', id] as const,
  search: (text: string) => ['product-search', text] as const,
  /** The current stock of several products (a cart's, a wishlist's), by their ids joined with commas. */
  stock: (ids: string) => ['product-stock', ids] as const,
  orders: (userId: string) => ['orders', userId] as const,
  orderKeys: (userId: string, orderId: string) => ['order-keys', userId, orderId] as const,
  order: (userId: string, orderId: string) => ['order', userId, orderId] as const,
  testPaymentSession: (userId: string, sessionId: string) =>
    ['test-payment-session', userId, sessionId] as const,
  inventory: (userId: string) => ['inventory', userId] as const,
};

/** Entries whose data holds products: a list answer, a single product, search results, or a stock list. */
export const productKeyKinds: readonly string[] = ['products', 'product', 'product-search', 'product-stock'];
