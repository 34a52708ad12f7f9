import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { cartReducer, type CartLine } from './cartRules';

const witcher = makeProduct({ id: 1, price: 19.99 });
const doom = makeProduct({ id: 2, price: 5 });

const run = (...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce(cartReducer, [] as CartLine[]);

describe('cart rules', () => {
  it('appends a new product with quantity 1 and raises an existing one (matched by id) by one', () => {
    const lines = run(
      { type: 'add', product: witcher },
      { type: 'add', product: doom },
      { type: 'add', product: witcher },
    );
    expect(lines.map((line) => [line.id, line.cart_quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('increments by one and never decrements below 1', () => {
    const lines = run(
      { type: 'add', product: witcher },
      { type: 'increment', index: 0 },
      { type: 'decrement', index: 0 },
      { type: 'decrement', index: 0 },
      { type: 'decrement', index: 0 },
    );
    expect(lines[0]?.cart_quantity).toBe(1);
  });

  it('removes by position and clears everything', () => {
    const lines = run(
      { type: 'add', product: witcher },
      { type: 'add', product: doom },
      { type: 'remove', index: 0 },
    );
    expect(lines.map((line) => line.id)).toEqual([2]);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });
});
