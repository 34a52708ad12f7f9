import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Price.css';
import {
  defaultCurrency,
  defaultPriceLocale,
  discountedFrom,
  formatterFor,
  missingPrice,
  parsePrice,
  savingPercent,
  type PriceValue,
} from './prices';

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
  const before = discountedFrom(amount, originalPrice);
  const discounted = before !== null;
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
            {savingPercent(amount, before)}%
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
