import { LOWEST_PRICE_DAYS } from '@keyshop/contracts';

/**
 * The one place prices are worked out: the current price of a product (sale or regular) and the lowest price
 * before a sale (whether and how a sale is announced is the contracts' `announcedReduction`). Pure functions
 * over a product row and its price history, so the API's queries, the catalogue read model and the seed agree.
 */

export type PricedRow = {
  /** The regular price. */
  price: number;
  salePrice?: number | string | null;
  saleStartsAt?: Date | string | null;
  saleEndsAt?: Date | string | null;
};

export type PricePoint = { changedAt: Date; price: number };

export type CurrentPrice = {
  price: number;
  regularPrice: number;
  sale: { startsAt: string; endsAt: string } | null;
};

const DAY_MS = 86_400_000;
const toCents = (euros: number) => Math.round(euros * 100);

/** The regular price less `percent` %, rounded to the cent. */
export function discountedPrice(regular: number, percent: number): number {
  return Math.round((toCents(regular) * (100 - percent)) / 100) / 100;
}

/**
 * The price now: the sale price while the sale runs (start inclusive, end exclusive) and is below the regular
 * price, else the regular price. (SQL mirror, for orders that charge from the database: `currentPriceSql` in
 * db/prices-repo.)
 */
export function currentPrice(row: PricedRow, now: Date = new Date()): CurrentPrice {
  const regularPrice = Number(row.price);
  const { salePrice, saleStartsAt, saleEndsAt } = row;
  if (salePrice == null || saleStartsAt == null || saleEndsAt == null) {
    return { price: regularPrice, regularPrice, sale: null };
  }
  const starts = new Date(saleStartsAt);
  const ends = new Date(saleEndsAt);
  const price = Number(salePrice);
  const running = starts <= now && now < ends && price < regularPrice;
  return running
    ? {
        price,
        regularPrice,
        sale: { startsAt: starts.toISOString(), endsAt: ends.toISOString() },
      }
    : { price: regularPrice, regularPrice, sale: null };
}

/** The next moment after `now` at which the current price changes (a sale starts or ends), or Infinity. */
export function nextPriceChange(row: PricedRow, now: Date): number {
  if (row.salePrice == null || row.saleStartsAt == null || row.saleEndsAt == null) return Infinity;
  for (const at of [new Date(row.saleStartsAt).getTime(), new Date(row.saleEndsAt).getTime()]) {
    if (at > now.getTime()) return at;
  }
  return Infinity;
}

/**
 * The lowest price in effect at any moment of [from, to): the price in effect at `from` (the last change at or
 * before it) and every change inside the window. Null when the history says nothing about the window.
 */
export function lowestPrice(history: readonly PricePoint[], from: Date, to: Date): number | null {
  let before: PricePoint | undefined;
  let lowest: number | null = null;
  for (const point of history) {
    const at = point.changedAt.getTime();
    if (at <= from.getTime()) {
      if (!before || at >= before.changedAt.getTime()) before = point;
    } else if (at < to.getTime()) {
      lowest = lowest === null ? point.price : Math.min(lowest, point.price);
    }
  }
  if (before) lowest = lowest === null ? before.price : Math.min(lowest, before.price);
  return lowest;
}

/** The lowest price in the 30 days before the running sale began (what the discount is measured against). */
export function lowestPriceBeforeSale(history: readonly PricePoint[], saleStartsAt: string): number | null {
  const start = new Date(saleStartsAt);
  return lowestPrice(history, new Date(start.getTime() - LOWEST_PRICE_DAYS * DAY_MS), start);
}
