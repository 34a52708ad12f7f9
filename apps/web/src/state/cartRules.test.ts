import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { addRefusal, cartReducer, withStock, type CartLine } from './cartRules';
import { fitToStock, shortLines } from './stockCheck';

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

describe('cart rules against the stock', () => {
  const fourLeft = makeProduct({ id: 3, company_name: 'Hades', qty: 4, totalQty: 4 });
  const soldOut = makeProduct({ id: 4, company_name: 'Celeste', qty: 0, totalQty: 0 });

  it('never takes a sold-out product, and says why', () => {
    expect(run({ type: 'add', product: soldOut })).toEqual([]);
    expect(addRefusal([], soldOut)).toBe('Celeste is sold out');
  });

  it('never raises a line above the keys left, by adding or by plus', () => {
    const add = { type: 'add', product: fourLeft } as const;
    const lines = run(
      add,
      add,
      add,
      add,
      add,
      { type: 'increment', index: 0 },
      { type: 'increment', index: 0 },
    );
    expect(lines[0]?.cart_quantity).toBe(4);
    expect(addRefusal(lines, fourLeft)).toBe('Only 4 keys of Hades left, all in your cart');
  });

  it('keeps the latest stock on each line, flags lines that became short, and lowers them to it', () => {
    const add = { type: 'add', product: fourLeft } as const;
    let lines = run(add, add, add, add);
    expect(shortLines(lines)).toEqual([]);
    // Two keys sold elsewhere since the line was added.
    const stock = [{ id: 3, qty: 2, totalQty: 2 }];
    lines = withStock(lines, stock);
    expect(withStock(lines, stock)).toBe(lines);
    expect(shortLines(lines)).toEqual([{ line: lines[0], index: 0 }]);
    expect(cartReducer(lines, { type: 'increment', index: 0 })[0]?.cart_quantity).toBe(4);
    expect(cartReducer(lines, { type: 'decrement', index: 0 })[0]?.cart_quantity).toBe(3);
    lines = fitToStock(lines, 0);
    expect(lines[0]?.cart_quantity).toBe(2);
    expect(shortLines(lines)).toEqual([]);
    // Sold out since: flagged until removed.
    lines = withStock(lines, [{ id: 3, qty: 0, totalQty: 0 }]);
    expect(shortLines(lines)).toHaveLength(1);
  });
});
