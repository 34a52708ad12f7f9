import { givenConsent, type ProductUpdateEvent } from '@keyshop/contracts';
import { useEffect } from 'react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { newAccount } from '../../test/accounts';
import { FreshSWR } from '../../test/swr';
import { newIdempotencyKey, placeOrder } from '../api/orders';
import { getProduct, httpCatalogue } from '../api/products';
import { useProduct, useProducts } from './products';
import { session } from '../state/session';
import { CONNECT_DELAY_MS, useProductUpdates } from './useProductUpdates';

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

// Sent to the sockets as given, with any version (test/api-server.ts).
const send = (event: ProductUpdateEvent) =>
  fetch(inject('productUpdateUrl'), { method: 'POST', body: JSON.stringify(event) });

describe('useProductUpdates with the real API and socket', () => {
  it('writes the stock of a sold product into the cached list and detail, and reports the update', async () => {
    const { result, unmount } = await renderHook(
      // Fields are read during render, as a page does: SWR re-renders only for what a render used.
      () => ({
        list: useProducts({ sortBy: 'new', limit: 100 }).data,
        detail: useProduct('5').data,
        lastUpdate: useProductUpdates(),
      }),
      { wrapper: FreshSWR },
    );
    await expect.poll(() => result.current.detail?.qty).toBeGreaterThan(0);
    const before = result.current.detail!.qty;
    // The socket connects a second after mount; give it a moment more to finish the handshake.
    await new Promise((resolve) => setTimeout(resolve, CONNECT_DELAY_MS + 500));

    const { token, user } = await newAccount();
    session.set({ token, user });
    await placeOrder({ items: [{ productId: 5, qty: 1 }], consent: givenConsent }, newIdempotencyKey());

    await expect
      .poll(() => result.current.lastUpdate, { timeout: 5000 })
      .toMatchObject({ productId: 5, qty: before - 1 });
    expect(result.current.detail?.qty).toBe(before - 1);
    expect(result.current.list?.results.find((product) => product.id === 5)?.qty).toBe(before - 1);
    await unmount();
  });

  it('keeps a newer stock when an older productUpdate arrives after it', async () => {
    const reported: ProductUpdateEvent[] = [];
    const { result, unmount } = await renderHook(
      () => {
        const lastUpdate = useProductUpdates([6, 7]);
        useEffect(() => {
          if (lastUpdate) reported.push(lastUpdate);
        }, [lastUpdate]);
        return { six: useProduct('6').data, seven: useProduct('7').data, lastUpdate };
      },
      { wrapper: FreshSWR },
    );
    await expect.poll(() => result.current.six && result.current.seven).toBeTruthy();
    const held = result.current.six!.stockVersion!;
    await new Promise((resolve) => setTimeout(resolve, CONNECT_DELAY_MS + 500));

    await send({ productId: 6, qty: 3, totalQty: 3, version: held + 2 });
    await expect.poll(() => result.current.six?.qty, { timeout: 5000 }).toBe(3);
    await send({ productId: 6, qty: 9, totalQty: 9, version: held + 1 });
    // Events on one socket arrive in order: once 7's has, 6's older one was seen (and ignored).
    const seven = { productId: 7, qty: 1, totalQty: 1, version: result.current.seven!.stockVersion! + 1 };
    await send(seven);
    await expect.poll(() => result.current.lastUpdate, { timeout: 5000 }).toEqual(seven);
    expect(result.current.six).toMatchObject({ qty: 3, stockVersion: held + 2 });
    // The older one was not reported either (nothing to announce).
    expect(reported.map((update) => [update.productId, update.qty])).toEqual([
      [6, 3],
      [7, 1],
    ]);
    await unmount();
  });

  it('keeps a newer stock when an answer with an older stockVersion lands after it', async () => {
    const { stockVersion: version = 0 } = await getProduct(httpCatalogue, '8');
    // Product 8's answers are held once read: a request that left before the update lands after it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    const realFetch = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input).endsWith('/products/8')) {
        answered = true;
        await held;
      }
      return response;
    });
    const { result, rerender, unmount } = await renderHook(
      ({ detail = false, list = false }: { detail?: boolean; list?: boolean } = {}) => ({
        detail: useProduct(detail ? '8' : undefined).data,
        list: useProducts(list ? { sortBy: 'new', limit: 100 } : null).data,
        lastUpdate: useProductUpdates([8]),
      }),
      { wrapper: FreshSWR },
    );
    await new Promise((resolve) => setTimeout(resolve, CONNECT_DELAY_MS + 500));

    // The detail's request leaves and is answered (with the database's older stock), then the update comes.
    await rerender({ detail: true });
    await expect.poll(() => answered).toBe(true);
    const newer = { productId: 8, qty: 2, totalQty: 2, version: version + 5 };
    await send(newer);
    await expect.poll(() => result.current.lastUpdate, { timeout: 5000 }).toEqual(newer);
    release();
    await expect
      .poll(() => result.current.detail)
      .toMatchObject({ id: 8, qty: 2, stockVersion: version + 5 });

    // A list asked for after the update, answered from a process that has not applied it yet: still the newer.
    await rerender({ detail: true, list: true });
    await expect.poll(() => result.current.list?.results.length).toBeGreaterThan(8);
    const inList = result.current.list!.results.find((product) => product.id === 8);
    expect(inList).toMatchObject({ qty: 2, stockVersion: version + 5 });
    expect(result.current.detail).toMatchObject({ qty: 2, stockVersion: version + 5 });
    await unmount();
  });
});
