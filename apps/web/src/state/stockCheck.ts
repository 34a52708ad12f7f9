import { cartLineStockState } from '@keyshop/ui/cart';
import { keys, type CartLine } from './cartRules';

// The cart's lines against the stock each holds as its `qty` (read on arrival and followed live): what /cart
// and /checkout flag and wait for. Kept out of cartRules, which every page loads, as only those two need it.

/** A line against its stock: `available`, `at-limit`, `short` (it became short since it was added), `sold-out`. */
export const lineStockState = (line: CartLine) => cartLineStockState(line.cart_quantity, line.qty);

/** Lines holding more keys than are left (or sold out), which checkout waits for. */
export const shortLines = (lines: readonly CartLine[]) =>
  lines.flatMap((line, index) => {
    const state = lineStockState(line);
    return state === 'short' || state === 'sold-out' ? [{ line, index }] : [];
  });

/** What a line that became short says at checkout. */
export const shortLineMessage = (line: CartLine): string =>
  line.qty <= 0
    ? `${line.company_name} is sold out.`
    : `Only ${keys(line.qty)} of ${line.company_name} left; your cart holds ${line.cart_quantity}.`;

/** Shown while a line holds more keys than are left. */
export const stockBlockedHint =
  'Some keys in your cart are no longer in stock. Lower their quantity or remove them to continue.';

/** The line at `index` lowered to the keys left (a line that became short since it was added). */
export const fitToStock = (lines: CartLine[], index: number): CartLine[] =>
  lines.map((line, i) =>
    i === index && line.qty > 0 ? { ...line, cart_quantity: Math.min(line.cart_quantity, line.qty) } : line,
  );
