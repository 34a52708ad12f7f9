import { apiPaths, productDetailResponseSchema, productListResponseSchema } from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_CACHE_BYTES, CatalogueReadModel } from '../src/catalogue/read-model';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';

describe("the read model's cache of finished answers", () => {
  /** `answer(key)` with a body of `size` bytes; counts how often the answer had to be made. */
  function counting(model: CatalogueReadModel, size = 10) {
    const made: string[] = [];
    const answer = (key: string) =>
      model.answer(key, () => {
        made.push(key);
        return Buffer.alloc(size, key);
      });
    return { made, answer };
  }

  it('makes an answer once per key and hands out the same bytes again', () => {
    const { made, answer } = counting(new CatalogueReadModel().seal());
    const first = answer('a');
    expect(answer('a')).toBe(first);
    answer('b');
    expect(made).toEqual(['a', 'b']);
  });

  it('forgets the least recently used answers beyond its byte budget', () => {
    // Four answers (with their one-letter keys) fit; a fifth pushes out the one used longest ago.
    const { made, answer } = counting(new CatalogueReadModel().seal(), BODY_CACHE_BYTES / 4 - 16);
    for (const key of ['a', 'b', 'c', 'd']) answer(key);
    answer('a');
    answer('e');
    answer('a');
    answer('b');
    expect(made).toEqual(['a', 'b', 'c', 'd', 'e', 'b']);
  });

  it('keeps nothing when there is no answer (an unknown product)', () => {
    const model = new CatalogueReadModel().seal();
    let made = 0;
    const missing = () => model.answer('product/404', () => (made++, undefined));
    expect(missing()).toBeUndefined();
    expect(missing()).toBeUndefined();
    expect(made).toBe(2);
  });
});

forEachDriver('cached catalogue answers', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 20 });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await fetch(`${t.baseUrl}${apiPaths.products}?${query}`);
    expect(res.status).toBe(200);
    return productListResponseSchema.parse(await res.json());
  };
  const qtyIn = async (query: string, id: number) =>
    (await list(query)).results.find((p) => p.id === id)?.qty;

  it('answers a repeated query with the current stock after every stock change', async () => {
    const query = 'limit=24&sortBy=price&sortType=desc';
    for (const qty of [4, 1, 0, 6]) {
      await setStock(t, 11, qty);
      expect(await qtyIn(query, 11)).toBe(qty);
      expect(await qtyIn(query, 11)).toBe(qty);
      // The same query written another way is another cache key, with the same answer.
      expect(await qtyIn('sortType=desc&sortBy=price&limit=24', 11)).toBe(qty);
    }
  });

  it('drops a product from a repeated in-stock list when it sells out, and shows it again when restocked', async () => {
    const query = 'inStock=true&limit=100';
    await setStock(t, 12, 2);
    expect(await qtyIn(query, 12)).toBe(2);
    await setStock(t, 12, 0);
    expect(await qtyIn(query, 12)).toBeUndefined();
    await setStock(t, 12, 3);
    expect(await qtyIn(query, 12)).toBe(3);
  });

  it('answers a repeated product detail with the current stock after every stock change', async () => {
    const qtyOf = async (ref: string) => {
      const res = await fetch(`${t.baseUrl}${apiPaths.products}/${ref}`);
      expect(res.status).toBe(200);
      return productDetailResponseSchema.parse(await res.json()).result.qty;
    };
    for (const qty of [5, 0, 2]) {
      await setStock(t, 13, qty);
      expect(await qtyOf('13')).toBe(qty);
      expect(await qtyOf('13')).toBe(qty);
      // The same product by a reference the contract trims is another cache key, with the same answer.
      expect(await qtyOf('%2013%20')).toBe(qty);
    }
  });

  it('answers the last of several stock changes made before any read, in the list and the detail alike', async () => {
    for (const qty of [3, 1, 4]) await setStock(t, 14, qty);
    const listed = (await list('limit=100')).results.find((p) => p.id === 14);
    expect(listed).toMatchObject({ qty: 4, totalQty: 4 });
    const res = await fetch(`${t.baseUrl}${apiPaths.products}/14`);
    expect(productDetailResponseSchema.parse(await res.json()).result).toEqual(listed);
  });

  it('answers unknown products with a 404 and blank references with a 400 every time', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${t.baseUrl}${apiPaths.products}/999999`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}${apiPaths.products}/%20`)).status).toBe(400);
    }
  });

  it('answers a query the contract rejects with a 400 every time (nothing cached)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${t.baseUrl}${apiPaths.products}?limit=1000`);
      expect(res.status).toBe(400);
    }
    expect((await list('limit=100')).results).toHaveLength(20);
  });
});
