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
import { ReferencePrice } from './ReferencePrice';

export interface PriceLabels {
  /** Names the reference price of a reduction (the 30-day lowest), shown before it and spoken. */
  reference: string;
  /** Spoken before the current price when there is a reduction. */
  current: string;
  /** Spoken instead of the em dash shown for an invalid price. */
  unavailable: string;
  /** Spoken before the saving shown as "−25%". */
  saving: string;
}

export const defaultPriceLabels: PriceLabels = {
  reference: 'Lowest price in the 30 days before the sale',
  current: 'Now',
  unavailable: 'Price unavailable',
  saving: 'You save',
};

export interface PriceProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The price to pay: a number or a numeric string as the API sends it ("19.99"); anything else shows "—". */
  price: PriceValue;
  /**
   * The reference of a reduction: the price the saving is measured against. In the EU that is the lowest price
   * of the 30 days before the reduction began (Directive 98/6/EC, art. 6a). A reduction shows only when it is
   * higher than `price`.
   */
  lowestPrice30d?: PriceValue;
  /** The locale the price is written in (default en-IE). */
  locale?: string;
  /** ISO 4217 code (default EUR). */
  currency?: string;
  labels?: Partial<PriceLabels>;
}

/**
 * A price in `currency` (euros by default). A reduction shows the saving in percent beside the price and, on
 * its own line, the reference it is measured against, named and struck through, each part announced with its
 * label ("Now: €26.63, You save 25%, Lowest price in the 30 days before the sale: €35.50").
 */
export function Price({
  price,
  lowestPrice30d,
  locale = defaultPriceLocale,
  currency = defaultCurrency,
  labels,
  className,
  ...props
}: PriceProps) {
  const text = { ...defaultPriceLabels, ...labels };
  const amount = parsePrice(price);
  if (amount === null) {
    return (
      <span {...props} data-state="unavailable" className={cx(styles.price, styles.unavailable, className)}>
        <span aria-hidden>{missingPrice}</span>
        <span className={styles.visuallyHidden}>{text.unavailable}</span>
      </span>
    );
  }
  const format = formatterFor(locale, currency).format;
  const before = discountedFrom(amount, lowestPrice30d);
  return (
    <span
      {...props}
      data-state={before !== null ? 'discounted' : 'regular'}
      className={cx(styles.price, className)}
    >
      {before !== null ? (
        <>
          <ins className={styles.current}>
            <span className={styles.visuallyHidden}>{text.current}: </span>
            {format(amount)}
          </ins>
          <span className={styles.saving}>
            <span className={styles.visuallyHidden}>{text.saving} </span>
            <span aria-hidden>−</span>
            {savingPercent(amount, before)}%
          </span>
          <ReferencePrice label={text.reference} amount={format(before)} />
        </>
      ) : (
        <span className={styles.current}>{format(amount)}</span>
      )}
    </span>
  );
}
