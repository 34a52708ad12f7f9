import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { applyStock } from './applyStock';

const event = { productId: 2, qty: 7, totalQty: 7 };

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
});
