import type { CartLineData } from '../CartLine';
import { parsePrice } from '../Price/prices';

/** Sum of price × quantity; a line with a non-numeric price counts as 0. */
export const cartListSubtotal = (lines: readonly CartLineData[]): number =>
  lines.reduce((sum, line) => sum + (parsePrice(line.price) ?? 0) * line.quantity, 0);

/**
 * The cart's quantity rule: a line's quantity changes by `by`, never falls below 1 (remove takes it out) and
 * never rises above the keys in stock (`stock`, when known); a line already above it may only go down.
 */
export const nextCartQuantity = (quantity: number, by: number, stock?: number | null): number => {
  const next = Math.max(1, quantity + by);
  return by > 0 && stock != null && next > stock ? quantity : next;
};

export const cartLineStockStates = ['available', 'at-limit', 'short', 'sold-out'] as const;
export type CartLineStockState = (typeof cartLineStockStates)[number];

/**
 * A line against the keys in stock now: `available` (more can be added, or the stock is unknown), `at-limit`
 * (the line holds every key left), `short` (it holds more than are left: it became short since it was added)
 * or `sold-out`.
 */
export function cartLineStockState(quantity: number, stock: number | null | undefined): CartLineStockState {
  if (stock == null || quantity < stock) return 'available';
  if (stock <= 0) return 'sold-out';
  return quantity === stock ? 'at-limit' : 'short';
}

/** The number of keys in the cart (the header badge). */
export const cartListQuantity = (lines: readonly CartLineData[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
