import { givenConsent } from '@keyshop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { newAccount } from '../../test/accounts';
import { payWithCard } from '../../test/payments';
import { FreshSWR } from '../../test/swr';
import { newIdempotencyKey, placeOrder } from '../api/orders';
import { auth } from '../state/auth';
import { session } from '../state/session';
import { useInventory, useOrderKeys, useOrders } from './account';

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

// Fields are read during render, as a page does: SWR re-renders only for what a render used.

describe('account hooks against the real API', () => {
  it('ask nothing while signed out', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const { result } = await renderHook(
      () => ({ orders: useOrders().data, inventory: useInventory().data }),
      {
        wrapper: FreshSWR,
      },
    );
    expect(result.current).toEqual({ orders: undefined, inventory: undefined });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("load the signed-in user's orders, an order's keys and the inventory", async () => {
    const { token, user } = await newAccount();
    session.set({ token, user });
    await auth.start();
    const order = await placeOrder(
      { items: [{ productId: 3, qty: 2 }], consent: givenConsent },
      newIdempotencyKey(),
    );
    // Keys only for a paid order.
    await payWithCard(order.id);

    const { result } = await renderHook(
      () => ({
        orders: useOrders().data?.orders,
        keys: useOrderKeys(order.id).data?.keys,
        inventory: useInventory().data?.items,
      }),
      { wrapper: FreshSWR },
    );
    await expect.poll(() => result.current.orders?.map((o) => o.id)).toEqual([order.id]);
    await expect.poll(() => result.current.keys).toHaveLength(2);
    await expect.poll(() => result.current.inventory).toHaveLength(2);
  });
});
