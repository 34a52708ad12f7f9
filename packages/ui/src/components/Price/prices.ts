// Reading and writing prices, and the sale rule. No React here: a component that only writes prices does not
// carry the Price component's imports.

export const defaultPriceLocale = 'en-IE';
export const defaultCurrency = 'EUR';

/** What the API sends for a price: a number, or a numeric string such as "19.99". */
export type PriceValue = number | string | null | undefined;

// Making an Intl.NumberFormat is slow: one per locale and currency, kept (keys hold a space, so no inherited
// property can answer). The currency's own decimals (two for EUR and USD, none for JPY). An unknown code throws
// a RangeError.
const formatters: Record<string, Intl.NumberFormat> = {};
export const formatterFor = (locale: string, currency: string) =>
  (formatters[`${locale} ${currency}`] ??= new Intl.NumberFormat(locale, { style: 'currency', currency }));

/** A finite number from a price value, or null when it is missing or not numeric ("", "abc", NaN). */
export function parsePrice(value: PriceValue): number | null {
  // Digits with at most one point, blanks around them (Number() ignores those): no "", "0x10" or "1e3".
  const amount =
    typeof value === 'string' && /^\s*[-+]?(\d+\.?|\.\d)\d*\s*$/.test(value) ? Number(value) : value;
  // Number.isFinite is false for anything but a finite number, strings included.
  return Number.isFinite(amount) ? (amount as number) : null;
}

/** Shown in place of a price that is missing or not numeric. */
export const missingPrice = '—';

/**
 * The product's one price format: the currency (ISO 4217 code, euros by default) with its decimals, in the
 * locale's style ("€19.99" in en-IE, "19,99 €" in de-DE, "$19.99" for USD in en-US). An invalid value gives
 * an em dash.
 */
export function formatPrice(
  value: PriceValue,
  locale: string = defaultPriceLocale,
  currency: string = defaultCurrency,
): string {
  const amount = parsePrice(value);
  return amount === null ? missingPrice : formatterFor(locale, currency).format(amount);
}

/** The currency's sign as prices show it in the locale: "€", "US$" in en-IE, "$" in en-US. */
export const currencySymbol = (currency: string = defaultCurrency, locale: string = defaultPriceLocale) =>
  formatterFor(locale, currency)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** How a component's prices are written; every component that shows or asks for prices takes these. */
export interface PriceFormatProps {
  /** The locale prices (and any dates beside them) are written in (prices default to en-IE). */
  locale?: string;
  /** ISO 4217 code of the prices' currency (default EUR). */
  currency?: string;
}

/**
 * The sale rule: the original price to show struck through beside `value`, or null when there is no discount
 * (either price missing or not numeric, or the original not higher). Every component showing a sale asks it.
 */
export function discountedFrom(value: PriceValue, originalPrice: PriceValue): number | null {
  const now = parsePrice(value);
  const before = parsePrice(originalPrice);
  return now !== null && before !== null && before > now && before > 0 ? before : null;
}

/** The saving in whole percent, or null without a discount. */
export function savingPercent(value: PriceValue, originalPrice: PriceValue): number | null {
  const now = parsePrice(value);
  const before = discountedFrom(now, originalPrice);
  return now === null || before === null ? null : Math.round((1 - now / before) * 100);
}
