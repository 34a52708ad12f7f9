import type { Product } from '@keyshop/contracts';
import { nextCartQuantity } from '@keyshop/ui/cart';
import type { CartLine } from './storedSchemas';

export type { CartLine };

/** A product's stock as the API (or a live `productUpdate`) states it now. */
export type ProductStock = Pick<Product, 'id' | 'qty' | 'totalQty'>;

export type CartAction =
  /** `product.qty` is its stock now (the caller's product comes from the live catalogue). */
  | { type: 'add'; product: Product }
  | { type: 'increment'; index: number }
  | { type: 'decrement'; index: number }
  | { type: 'remove'; index: number }
  /** Buy anyway: the line's key will not activate in `country` (undefined takes the confirmation back). */
  | { type: 'confirmRegion'; index: number; country: string | undefined }
  | { type: 'clear' };

// The quantity rule is the library's (never below 1, never above the stock): the cart's controls, stories and
// this store follow the one rule. A line's `qty` is the latest stock known for it.
const changeQuantity = (lines: CartLine[], index: number, by: number): CartLine[] =>
  lines.map((line, i) =>
    i === index ? { ...line, cart_quantity: nextCartQuantity(line.cart_quantity, by, line.qty) } : line,
  );

/** "1 key", "4 keys". */
export const keys = (count: number) => `${count} ${count === 1 ? 'key' : 'keys'}`;

/**
 * Why adding one more of `product` is refused, or null when it fits: sold out, or every key left is already in
 * the cart.
 */
export function addRefusal(lines: readonly CartLine[], product: Product): string | null {
  if (product.qty <= 0) return `${product.company_name} is sold out`;
  const inCart = lines.find((line) => line.id === product.id)?.cart_quantity ?? 0;
  return inCart >= product.qty
    ? `Only ${keys(product.qty)} of ${product.company_name} left, all in your cart`
    : null;
}

/** The current stock applied to products (cart lines, wishlist items); the same array when nothing changed. */
export function withStock<T extends ProductStock>(items: T[], stock: readonly ProductStock[]): T[] {
  const next = items.map((item) => {
    const now = stock.find((entry) => entry.id === item.id);
    return now && (now.qty !== item.qty || now.totalQty !== item.totalQty)
      ? { ...item, qty: now.qty, totalQty: now.totalQty }
      : item;
  });
  return next.some((item, i) => item !== items[i]) ? next : items;
}

/**
 * Spec §4: a product already in the cart (same id) gains one; otherwise it is appended with quantity 1 — never
 * beyond the keys in stock (`addRefusal` says why nothing changed).
 */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      if (addRefusal(lines, action.product)) return lines;
      const index = lines.findIndex((line) => line.id === action.product.id);
      if (index === -1) return [...lines, { ...action.product, cart_quantity: 1 }];
      return changeQuantity(withStock(lines, [action.product]), index, 1);
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
