import type { Product } from '@keyshop/contracts';

export type WishlistAction = { type: 'add'; product: Product } | { type: 'remove'; index: number };

/** Spec §4: adding ignores a product already listed (same id); removal is by position. */
export function wishlistReducer(items: Product[], action: WishlistAction): Product[] {
  switch (action.type) {
    case 'add':
      return items.some((item) => item.id === action.product.id) ? items : [...items, action.product];
    case 'remove':
      return items.filter((_, i) => i !== action.index);
  }
}
