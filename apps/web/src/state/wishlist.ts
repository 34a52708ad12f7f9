import type { Product } from '@keyshop/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { cart as defaultCart, type Cart } from './cart';
import { notify } from './notify';
import { createStoredValue } from './storage';
import { storedSchemas } from './storedSchemas';
import { createStore } from './store';
import { wishlistReducer } from './wishlistRules';

export function createWishlist(cart: Cart = defaultCart) {
  const items = createStoredValue<Product[]>({
    key: 'wishlist',
    schema: storedSchemas.wishlist,
    fallback: [],
  });
  /** Whether the header's wishlist dropdown is open. */
  const open = createStore(false);
  const has = (id: number) => items.get().some((item) => item.id === id);

  const add = (product: Product) => {
    if (has(product.id)) return;
    items.update((current) => wishlistReducer(current, { type: 'add', product }));
    notify.success('Added to wishlist!');
  };
  const remove = (index: number) => {
    items.update((current) => wishlistReducer(current, { type: 'remove', index }));
    notify.success('Removed from wishlist');
  };

  return {
    items,
    open,
    has,
    add,
    remove,
    /** The card's heart: by product id. */
    toggle(product: Product) {
      const index = items.get().findIndex((item) => item.id === product.id);
      if (index === -1) add(product);
      else remove(index);
    },
    /**
     * Add To Cart from the wishlist: the item moves, the wishlist dropdown closes and the cart's opens; when the
     * cart refuses it (no key left for it), the item stays and the cart says why.
     */
    moveToCart(index: number) {
      const product = items.get()[index];
      if (!product) return;
      if (!cart.canAdd(product)) return;
      items.update((current) => wishlistReducer(current, { type: 'remove', index }));
      open.set(false);
      cart.add(product);
    },
  };
}

export type Wishlist = ReturnType<typeof createWishlist>;
export const wishlist = createWishlist();

export function useWishlist(store: Wishlist = wishlist) {
  const items = useSyncExternalStore(store.items.subscribe, store.items.get, store.items.getServerSnapshot);
  const isOpen = useSyncExternalStore(store.open.subscribe, store.open.get, store.open.get);
  return useMemo(
    () => ({
      items,
      isOpen,
      setOpen: store.open.set,
      has: (id: number) => items.some((item) => item.id === id),
      add: store.add,
      remove: store.remove,
      toggle: store.toggle,
      moveToCart: store.moveToCart,
    }),
    [items, isOpen, store],
  );
}
