import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Price.css';

export const defaultPriceLocale = 'en-IE';

/** What the API sends for a price: a number, or a numeric string such as "19.99". */
export type PriceValue = number | string | null | undefined;

const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (locale: string) => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
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
 * The product's one price format: euros, two decimals, in the locale's style ("€19.99" in en-IE, "19,99 €"
 * in de-DE). An invalid value gives an em dash.
 */
export function formatPrice(value: PriceValue, locale: string = defaultPriceLocale): string {
  const amount = parsePrice(value);
  return amount === null ? missingPrice : formatterFor(locale).format(amount);
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
 * A price in euros. A discount shows the original price struck through, the saving in percent and, when given,
 * the lowest price of the last 30 days; each part is announced with its label ("Original price: €69.99, Now:
 * €39.99, You save 43%, Lowest price in the last 30 days: €35.00").
 */
export function Price({
  value,
  originalPrice,
  locale = defaultPriceLocale,
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
  const format = formatterFor(locale).format;
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
