import type { Product } from '@keyshop/contracts';
import { nextCartQuantity } from '@keyshop/ui/cart';
import type { CartLine } from './storedSchemas';

export type { CartLine };

export type CartAction =
  | { type: 'add'; product: Product }
  | { type: 'increment'; index: number }
  | { type: 'decrement'; index: number }
  | { type: 'remove'; index: number }
  /** Buy anyway: the line's key will not activate in `country` (undefined takes the confirmation back). */
  | { type: 'confirmRegion'; index: number; country: string | undefined }
  | { type: 'clear' };

// The quantity rule is the library's: the cart's controls, stories and this store follow the one rule.
const changeQuantity = (lines: CartLine[], index: number, by: number): CartLine[] =>
  lines.map((line, i) =>
    i === index ? { ...line, cart_quantity: nextCartQuantity(line.cart_quantity, by) } : line,
  );

/** Spec §4: a product already in the cart (same id) gains one; otherwise it is appended with quantity 1. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const index = lines.findIndex((line) => line.id === action.product.id);
      return index === -1
        ? [...lines, { ...action.product, cart_quantity: 1 }]
        : changeQuantity(lines, index, 1);
    }
    case 'increment':
      return changeQuantity(lines, action.index, 1);
    case 'decrement':
      return changeQuantity(lines, action.index, -1);
    case 'remove':
      return lines.filter((_, i) => i !== action.index);
    case 'confirmRegion':
      return lines.map((line, i) =>
        i === action.index ? { ...line, regionConfirmedFor: action.country } : line,
      );
    case 'clear':
      return [];
  }
}
