import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Price.css';

export const defaultPriceLocale = 'en-IE';
export const defaultCurrency = 'EUR';

/** What the API sends for a price: a number, or a numeric string such as "19.99". */
export type PriceValue = number | string | null | undefined;

const formatters = new Map<string, Intl.NumberFormat>();
// The currency's own decimals (two for EUR and USD, none for JPY). An unknown code throws a RangeError.
const formatterFor = (locale: string, currency: string) => {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A finite number from a price value, or null when it is missing or not numeric ("", "abc", NaN). */
export function parsePrice(value: PriceValue): number | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
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
  /** The locale whose number style prices use (default en-IE). */
  priceLocale?: string;
  /** ISO 4217 code of the prices' currency (default EUR). */
  currency?: string;
}

export interface PriceLabels {
  /** Spoken before the struck-through price. */
  original: string;
  /** Spoken before the current price when there is a discount. */
  current: string;
  /** Spoken instead of the em dash shown for an invalid price. */
  unavailable: string;
  /** Text before the lowest price. */
  lowestPrice: string;
  /** Spoken before the saving shown as "−25%". */
  saving: string;
}

export const defaultPriceLabels: PriceLabels = {
  original: 'Original price',
  current: 'Now',
  unavailable: 'Price unavailable',
  lowestPrice: 'Lowest price in the last 30 days',
  saving: 'You save',
};

export interface PriceProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  value: PriceValue;
  /** The price before a discount; shown struck through when higher than `value`. */
  originalPrice?: PriceValue;
  locale?: string;
  /** ISO 4217 code (default EUR). */
  currency?: string;
  labels?: Partial<PriceLabels>;
  /** With a discount: the lowest price of the 30 days before it, shown beside it (EU price indication rule). */
  lowestPrice?: PriceValue;
}

/** The saving in whole percent, or null without a discount. */
export function savingPercent(value: PriceValue, originalPrice: PriceValue): number | null {
  const now = parsePrice(value);
  const before = parsePrice(originalPrice);
  if (now === null || before === null || !(before > now) || before <= 0) return null;
  return Math.round((1 - now / before) * 100);
}

/**
 * A price in `currency` (euros by default). A discount shows the original price struck through, the saving in
 * percent and, when given, the lowest price of the last 30 days; each part is announced with its label
 * ("Original price: €69.99, Now: €39.99, You save 43%, Lowest price in the last 30 days: €35.00").
 */
export function Price({
  value,
  originalPrice,
  locale = defaultPriceLocale,
  currency = defaultCurrency,
  lowestPrice,
  labels,
  className,
  ...props
}: PriceProps) {
  const text = { ...defaultPriceLabels, ...labels };
  const amount = parsePrice(value);
  if (amount === null) {
    return (
      <span {...props} data-state="unavailable" className={cx(styles.price, styles.unavailable, className)}>
        <span aria-hidden>{missingPrice}</span>
        <span className={styles.visuallyHidden}>{text.unavailable}</span>
      </span>
    );
  }
  const format = formatterFor(locale, currency).format;
  const before = parsePrice(originalPrice);
  const saving = savingPercent(amount, before);
  const discounted = before !== null && saving !== null;
  const lowest = discounted ? parsePrice(lowestPrice) : null;
  return (
    <span
      {...props}
      data-state={discounted ? 'discounted' : 'regular'}
      className={cx(styles.price, className)}
    >
      {discounted ? (
        <>
          <del className={styles.original}>
            <span className={styles.visuallyHidden}>{text.original}: </span>
            {format(before)}
          </del>
          <ins className={styles.current}>
            <span className={styles.visuallyHidden}>{text.current}: </span>
            {format(amount)}
          </ins>
          <span className={styles.saving}>
            <span className={styles.visuallyHidden}>{text.saving} </span>
            <span aria-hidden>−</span>
            {saving}%
          </span>
          {lowest !== null && (
            <span className={styles.lowest} data-part="lowest-price">
              {text.lowestPrice}: {format(lowest)}
            </span>
          )}
        </>
      ) : (
        <span className={styles.current}>{format(amount)}</span>
      )}
    </span>
  );
}
