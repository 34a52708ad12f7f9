// Story and test data only (not exported from the package).
import type { CartLineData } from '../CartLine';
import { nextCartQuantity } from './cartTotals';

const cover = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${hue} 60% 45%)"/><circle cx="2" cy="2" r="1" fill="hsl(${hue} 60% 80%)"/></svg>`,
  )}`;

export const sampleLines: CartLineData[] = [
  { id: 1, name: 'Elden Ring', price: 59.99, image: cover(30), quantity: 1 },
  { id: 2, name: 'Hades', price: '24.5', image: cover(200), quantity: 2 },
  { id: 3, name: 'Stardew Valley', price: 13.99, image: null, quantity: 3 },
];

/** A line on sale: the saving against its reference, the lowest price of the 30 days before the sale. */
export const saleLine: CartLineData = {
  id: 4,
  name: 'Celeste',
  price: 7.99,
  regularPrice: 19.99,
  lowestPrice30d: 15.99,
  image: cover(320),
  quantity: 1,
};

export const manyLines: CartLineData[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  name: `Game number ${i + 1}`,
  price: 5 + i * 2.5,
  image: cover(i * 30),
  quantity: (i % 3) + 1,
}));

export const longNameLine: CartLineData = {
  id: 42,
  name: 'The Elder Scrolls V: Skyrim Anniversary Edition – Deluxe Collector’s Bundle with Season Pass (Steam Key, Europe)',
  price: 89.9,
  image: cover(280),
  quantity: 1,
};

/** The library's quantity rule on a list, for stateful stories and tests: the line at `index` changes by `by`. */
export const changeQuantity = <Line extends CartLineData>(
  lines: readonly Line[],
  index: number,
  by: number,
): Line[] =>
  lines.map((line, i) => (i === index ? { ...line, quantity: nextCartQuantity(line.quantity, by) } : line));
