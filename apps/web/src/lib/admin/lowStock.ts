import type { AdminProductListItem } from '@keyshop/contracts/operator';

/**
 * A product's low-stock state in words, by its own threshold or else the shop's default:
 * 'Low: at or below 12', 'Above 5 (default)'.
 */
export function lowStockLabel(
  product: Pick<AdminProductListItem, 'qty' | 'lowStockThreshold'>,
  defaultThreshold: number,
): string {
  const threshold = product.lowStockThreshold ?? defaultThreshold;
  const state = product.qty <= threshold ? `Low: at or below ${threshold}` : `Above ${threshold}`;
  return product.lowStockThreshold === null ? `${state} (default)` : state;
}
