import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { applyStock, heldStockVersion } from './applyStock';

const event = { productId: 2, qty: 7, totalQty: 7, version: 4 };

describe('applyStock', () => {
  it('updates the product in a list answer, a search answer and a detail', () => {
    const list = { success: true, results: [makeProduct({ id: 1 }), makeProduct({ id: 2 })], total: 2 };
    expect(applyStock(list, event).results.map((product) => [product.id, product.qty])).toEqual([
      [1, 50],
      [2, 7],
    ]);
    expect(applyStock([makeProduct({ id: 2 })], event)[0]).toMatchObject({ qty: 7, totalQty: 7 });
    expect(applyStock(makeProduct({ id: 2 }), event)).toMatchObject({ qty: 7, totalQty: 7 });
  });

  it('hands back unrelated data as the same object, so nothing re-renders', () => {
    const list = { results: [makeProduct({ id: 1 })] };
    const other = makeProduct({ id: 3 });
    expect(applyStock(list, event)).toBe(list);
    expect(applyStock(other, event)).toBe(other);
    expect(applyStock(undefined, event)).toBeUndefined();
  });

  it('applies an update only when it is newer than the stock held', () => {
    const held = makeProduct({ id: 2, qty: 9, totalQty: 9, stockVersion: 5 });
    expect(applyStock(held, event)).toBe(held);
    expect(applyStock({ ...held, stockVersion: 4 }, event).qty).toBe(9);
    expect(applyStock({ ...held, stockVersion: 3 }, event)).toMatchObject({ qty: 7, stockVersion: 4 });
    // No version (the static fallback catalogue): any update is newer.
    expect(applyStock({ ...held, stockVersion: undefined }, event).qty).toBe(7);
    const list = { results: [makeProduct({ id: 1 }), held] };
    expect(applyStock(list, event)).toBe(list);
  });

  it('tells the newest stock version cached data holds for a product', () => {
    const list = {
      results: [makeProduct({ id: 2, stockVersion: 3 }), makeProduct({ id: 1, stockVersion: 9 })],
    };
    expect(heldStockVersion(list, 2)).toBe(3);
    expect(heldStockVersion([makeProduct({ id: 2, stockVersion: 5 })], 2)).toBe(5);
    expect(heldStockVersion(makeProduct({ id: 2 }), 2)).toBe(-1);
    expect(heldStockVersion(undefined, 2)).toBe(-1);
  });
});
