import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type Key } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { defaultPriceLabels } from '../Price/Price';
import { ReferencePrice } from '../Price/ReferencePrice';
import {
  discountedFrom,
  formatPrice,
  parsePrice,
  type PriceFormatProps,
  type PriceValue,
} from '../Price/prices';
import * as styles from './OrderSummary.css';
import type { HeadingLevel } from '../../utils/headingLevel';

/** One line of the summary; the app maps cart lines or order items to it. */
export interface OrderSummaryLine {
  id: Key;
  name: string;
  quantity: number;
  /** A number or a numeric string, in the summary's currency: the price paid (a sale's while it runs). */
  unitPrice: PriceValue;
  /**
   * The reference of a sale: the lowest unit price of the 30 days before it began. Above `unitPrice`, it is
   * shown named and struck through under it.
   */
  lowestPrice30d?: PriceValue;
}

/** The summary's texts. */
export const defaultOrderSummaryLabels = {
  /** Names a line's struck-through reference price, shown before it. */
  reference: defaultPriceLabels.reference,
  title: 'Order summary',
  subtotal: 'Subtotal',
  total: 'Total',
  lineTotal: 'Line total',
  quantity: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
};
export type OrderSummaryLabels = typeof defaultOrderSummaryLabels;

/** Sum of unit price × quantity; a line with a non-numeric price counts as 0. */
export const orderSummaryTotal = (lines: readonly OrderSummaryLine[]): number =>
  lines.reduce((sum, line) => sum + (parsePrice(line.unitPrice) ?? 0) * line.quantity, 0);

export interface OrderSummaryProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children'>, PriceFormatProps {
  lines: readonly OrderSummaryLine[];
  /** The order's total when the server states it; the sum of the lines otherwise. */
  total?: number;
  headingLevel?: HeadingLevel;
  labels?: Partial<OrderSummaryLabels>;
}

/**
 * A read-only order review: each line's name, quantity × unit price (on sale, the named 30-day lowest price
 * struck through under it) and line total, then the subtotal and the total, in `currency` (euros by default). Narrow enough for
 * 360 px (no table columns).
 */
export function OrderSummary({
  lines,
  total,
  headingLevel = 2,
  locale,
  currency,
  labels,
  className,
  ...props
}: OrderSummaryProps) {
  const text = { ...defaultOrderSummaryLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const subtotal = orderSummaryTotal(lines);
  const price = (value: PriceValue) => formatPrice(value, locale, currency);
  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.summary, className)}>
      <Heading id={titleId} className={styles.title}>
        {text.title}
      </Heading>
      {/* role="list" keeps list semantics in Safari, which drops them for lists without bullets. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={styles.lines}>
        {lines.map((line) => {
          const unit = parsePrice(line.unitPrice);
          const reference = discountedFrom(unit, line.lowestPrice30d);
          return (
            <li key={line.id} className={styles.line}>
              <span className={styles.name}>{line.name}</span>
              <span className={styles.quantity}>
                {text.quantity(line.quantity, price(unit))}
                {reference !== null && <ReferencePrice label={text.reference} amount={price(reference)} />}
              </span>
              <span className={styles.lineTotal}>
                <span className={visuallyHidden}>{text.lineTotal} </span>
                {price(unit === null ? null : unit * line.quantity)}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{text.subtotal}</dt>
          <dd className={styles.value}>{price(subtotal)}</dd>
        </div>
        <div className={cx(styles.totalRow, styles.grandTotal)}>
          <dt>{text.total}</dt>
          <dd className={styles.value}>{price(total ?? subtotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
