import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { createCart } from './cart';

/** A cart as a page sees it: read from storage. */
async function readyCart() {
  const cart = createCart();
  return cart;
}
import { setNotifier } from './notify';

const notifier = vi.fn();
setNotifier(notifier);
afterEach(() => notifier.mockClear());

describe('cart store', () => {
  it('opens the dropdown and says so when adding, and saves every change under `cart`', async () => {
    const cart = await readyCart();
    cart.add(makeProduct({ id: 7, price: '12.50' as unknown as number }));
    expect(cart.open.get()).toBe(true);
    expect(notifier).toHaveBeenCalledWith('success', 'Added to cart!');
    cart.increment(0);
    const saved = JSON.parse(localStorage.getItem('cart') ?? 'null') as {
      id: number;
      cart_quantity: number;
    }[];
    expect(saved).toMatchObject([{ id: 7, cart_quantity: 2 }]);
    // A new page load restores it.
    expect((await readyCart()).lines.get()).toMatchObject([{ id: 7, cart_quantity: 2, price: 12.5 }]);
  });

  it('toasts removal as an error and clearing with the given notice', async () => {
    const cart = await readyCart();
    cart.add(makeProduct({ id: 1 }));
    cart.remove(0);
    expect(notifier).toHaveBeenLastCalledWith('error', 'Removed from cart');
    cart.add(makeProduct({ id: 2 }));
    cart.clear();
    expect(notifier).toHaveBeenLastCalledWith('success', 'Cart cleared');
    cart.add(makeProduct({ id: 3 }));
    cart.clear('Proceeding to checkout!');
    expect(notifier).toHaveBeenLastCalledWith('success', 'Proceeding to checkout!');
    expect(cart.lines.get()).toEqual([]);
  });

  it('follows another tab: its write arrives through the storage event', async () => {
    const cart = await readyCart();
    const listener = vi.fn();
    cart.lines.subscribe(listener);
    const otherTab = JSON.stringify([{ ...makeProduct({ id: 9 }), cart_quantity: 3 }]);
    localStorage.setItem('cart', otherTab);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: otherTab, storageArea: localStorage }),
    );
    expect(cart.lines.get()).toMatchObject([{ id: 9, cart_quantity: 3 }]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['a line without a product shape', '[{"id":1,"cart_quantity":1}]'],
    ['a quantity below 1', JSON.stringify([{ ...makeProduct(), cart_quantity: 0 }])],
  ])('starts empty from unreadable storage (%s) without throwing', async (_, stored) => {
    localStorage.setItem('cart', stored);
    expect((await readyCart()).lines.get()).toEqual([]);
  });

  it('refuses a product whose keys are all in the cart already, says so and does not open the dropdown', async () => {
    const cart = await readyCart();
    cart.clear();
    cart.open.set(false);
    const twoLeft = makeProduct({ id: 11, company_name: 'Doom', qty: 2, totalQty: 2 });
    expect(cart.add(twoLeft)).toBe(true);
    expect(cart.add(twoLeft)).toBe(true);
    cart.open.set(false);
    expect(cart.add(twoLeft)).toBe(false);
    expect(notifier).toHaveBeenLastCalledWith('error', 'Only 2 keys of Doom left, all in your cart');
    expect(cart.open.get()).toBe(false);
    expect(cart.lines.get()).toMatchObject([{ id: 11, cart_quantity: 2 }]);
  });
});
