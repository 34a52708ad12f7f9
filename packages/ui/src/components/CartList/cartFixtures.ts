// Story and test data only (not exported from the package).
import type { CartLineData } from '../CartLine';

const cover = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="hsl(${hue} 60% 45%)"/><circle cx="2" cy="2" r="1" fill="hsl(${hue} 60% 80%)"/></svg>`,
  )}`;

export const sampleLines: CartLineData[] = [
  { id: 1, company_name: 'Elden Ring', price: 59.99, img: cover(30), cart_quantity: 1 },
  { id: 2, company_name: 'Hades', price: '24.5', img: cover(200), cart_quantity: 2 },
  { id: 3, company_name: 'Stardew Valley', price: 13.99, img: null, cart_quantity: 3 },
];

/** A line on sale: regular price struck through, the saving and the 30-day lowest beside it. */
export const saleLine: CartLineData = {
  id: 4,
  company_name: 'Celeste',
  price: 7.99,
  regularPrice: 19.99,
  lowestPrice30d: 9.99,
  img: cover(320),
  cart_quantity: 1,
};

export const manyLines: CartLineData[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  company_name: `Game number ${i + 1}`,
  price: 5 + i * 2.5,
  img: cover(i * 30),
  cart_quantity: (i % 3) + 1,
}));

export const longNameLine: CartLineData = {
  id: 42,
  company_name:
    'The Elder Scrolls V: Skyrim Anniversary Edition – Deluxe Collector’s Bundle with Season Pass (Steam Key, Europe)',
  price: 89.9,
  img: cover(280),
  cart_quantity: 1,
};

/** The store's quantity rule, for stateful stories and tests: the line at `index` changes by `by`, never below 1. */
export const changeQuantity = <Line extends CartLineData>(
  lines: readonly Line[],
  index: number,
  by: number,
): Line[] =>
  lines.map((line, i) =>
    i === index ? { ...line, cart_quantity: Math.max(1, line.cart_quantity + by) } : line,
  );
