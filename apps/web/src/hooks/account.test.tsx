import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { paidOrder } from '../../test/payments';
import { FreshSWR } from '../../test/swr';
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
    const order = await paidOrder([{ productId: 3, qty: 2 }]);

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
