import type { Product } from '@keyshop/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { addRefusal, cartReducer, type CartAction, type CartLine } from './cartRules';
import { notify } from './notify';
import { createStoredValue } from './storage';
import { storedSchemas } from './storedSchemas';
import { createStore } from './store';

export function createCart() {
  const lines = createStoredValue<CartLine[]>({ key: 'cart', schema: storedSchemas.cart, fallback: [] });
  /** Whether the header's cart dropdown is open. */
  const open = createStore(false);
  const dispatch = (action: CartAction) => lines.update((current) => cartReducer(current, action));
  /** Whether one more of `product` fits its stock; when not, says why (as `add` does). */
  const canAdd = (product: Product): boolean => {
    const refusal = addRefusal(lines.get(), product);
    if (refusal) notify.error(refusal);
    return !refusal;
  };

  return {
    lines,
    open,
    canAdd,
    /**
     * Adds one and opens the cart dropdown, so the shopper sees what happened; or, when no key is left for it
     * (`product.qty` is its stock now), says so and changes nothing. Tells whether it was added.
     */
    add(product: Product): boolean {
      if (!canAdd(product)) return false;
      dispatch({ type: 'add', product });
      notify.success('Added to cart!');
      open.set(true);
      return true;
    },
    increment: (index: number) => dispatch({ type: 'increment', index }),
    decrement: (index: number) => dispatch({ type: 'decrement', index }),
    /** Buy anyway (or take it back) for the line at `index`, whose key will not activate in `country`. */
    confirmRegion: (index: number, country: string | undefined) =>
      dispatch({ type: 'confirmRegion', index, country }),
    remove(index: number) {
      dispatch({ type: 'remove', index });
      notify.error('Removed from cart');
    },
    /** Empties the cart; checkout passes its own notice ('Proceeding to checkout!'). */
    clear(notice = 'Cart cleared') {
      dispatch({ type: 'clear' });
      notify.success(notice);
    },
  };
}

export type Cart = ReturnType<typeof createCart>;
export const cart = createCart();

export function useCart(store: Cart = cart) {
  const lines = useSyncExternalStore(store.lines.subscribe, store.lines.get, store.lines.getServerSnapshot);
  const isOpen = useSyncExternalStore(store.open.subscribe, store.open.get, store.open.get);
  return useMemo(
    () => ({
      lines,
      isOpen,
      setOpen: store.open.set,
      add: store.add,
      increment: store.increment,
      decrement: store.decrement,
      remove: store.remove,
      confirmRegion: store.confirmRegion,
      clear: store.clear,
    }),
    [lines, isOpen, store],
  );
}
