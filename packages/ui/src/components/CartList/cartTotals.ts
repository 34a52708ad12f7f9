import type { CartLineData } from '../CartLine';
import { parsePrice } from '../Price/prices';

/** Sum of price × quantity; a line with a non-numeric price counts as 0. */
export const cartListSubtotal = (lines: readonly CartLineData[]): number =>
  lines.reduce((sum, line) => sum + (parsePrice(line.price) ?? 0) * line.quantity, 0);

/** The cart's quantity rule: a line's quantity changes by `by` and never falls below 1 (remove takes it out). */
export const nextCartQuantity = (quantity: number, by: number): number => Math.max(1, quantity + by);

/** The number of keys in the cart (the header badge). */
export const cartListQuantity = (lines: readonly CartLineData[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
