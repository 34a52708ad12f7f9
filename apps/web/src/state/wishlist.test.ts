import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { createCart } from './cart';
import { setNotifier } from './notify';
import { createWishlist } from './wishlist';
import { withStock } from './cartRules';

const notifier = vi.fn();
setNotifier(notifier);
afterEach(() => notifier.mockClear());

/** A wishlist as a page sees it: read from storage (its schema loads lazily). */
async function readyWishlist(cart = createCart()) {
  const wishlist = createWishlist(cart);
  return wishlist;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('wishlist store', () => {
  it('ignores a product already listed and removes by position', async () => {
    const wishlist = await readyWishlist();
    wishlist.add(makeProduct({ id: 1 }));
    wishlist.add(makeProduct({ id: 2 }));
    wishlist.add(makeProduct({ id: 1, company_name: 'Same id, other name' }));
    expect(ids(wishlist.items.get())).toEqual([1, 2]);
    expect(notifier.mock.calls).toEqual([
      ['success', 'Added to wishlist!'],
      ['success', 'Added to wishlist!'],
    ]);
    wishlist.remove(0);
    expect(ids(wishlist.items.get())).toEqual([2]);
    expect(notifier).toHaveBeenLastCalledWith('success', 'Removed from wishlist');
  });

  it('toggles membership by product id, as the card heart does', async () => {
    const wishlist = await readyWishlist();
    wishlist.toggle(makeProduct({ id: 5 }));
    expect(wishlist.has(5)).toBe(true);
    wishlist.toggle(makeProduct({ id: 5 }));
    expect(wishlist.has(5)).toBe(false);
  });

  it('moves an item to the cart: out of the wishlist, wishlist dropdown closed, cart dropdown open', async () => {
    const cart = createCart();
    const wishlist = await readyWishlist(cart);
    wishlist.add(makeProduct({ id: 1 }));
    wishlist.add(makeProduct({ id: 2 }));
    wishlist.open.set(true);
    wishlist.moveToCart(1);
    expect(ids(wishlist.items.get())).toEqual([1]);
    expect(wishlist.open.get()).toBe(false);
    expect(cart.open.get()).toBe(true);
    expect(cart.lines.get()).toMatchObject([{ id: 2, cart_quantity: 1 }]);
    expect(notifier).toHaveBeenLastCalledWith('success', 'Added to cart!');
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toHaveLength(1);
  });

  it('keeps an item sold out since it was saved out of the cart: it stays, the dropdown stays open, it says so', async () => {
    localStorage.clear();
    const cart = createCart();
    const wishlist = await readyWishlist(cart);
    wishlist.add(makeProduct({ id: 8, company_name: 'Celeste', qty: 3 }));
    // The stock read when the dropdown opens: sold out since.
    wishlist.items.update((items) => withStock(items, [{ id: 8, qty: 0, totalQty: 0 }]));
    expect(wishlist.items.get()[0]).toMatchObject({ id: 8, qty: 0 });
    wishlist.open.set(true);
    wishlist.moveToCart(0);
    expect(ids(wishlist.items.get())).toEqual([8]);
    expect(wishlist.open.get()).toBe(true);
    expect(cart.lines.get()).toEqual([]);
    expect(notifier).toHaveBeenLastCalledWith('error', 'Celeste is sold out');
  });
});
