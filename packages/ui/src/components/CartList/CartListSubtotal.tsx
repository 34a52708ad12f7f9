import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import type { CartLineData } from '../CartLine';
import { Price, type PriceFormatProps } from '../Price';
import * as styles from './CartList.css';
import { cartListSubtotal } from './cartTotals';

export interface CartListSubtotalLabels {
  subtotal: string;
}

export const defaultCartListSubtotalLabels: CartListSubtotalLabels = { subtotal: 'Subtotal' };

export interface CartListSubtotalProps
  extends Omit<ComponentPropsWithoutRef<'p'>, 'children'>, PriceFormatProps {
  lines: readonly CartLineData[];
  labels?: Partial<CartListSubtotalLabels>;
}

/** "Subtotal" and the sum of price × quantity, in `currency` (euros by default). */
export function CartListSubtotal({
  lines,
  labels,
  locale,
  currency,
  className,
  ...props
}: CartListSubtotalProps) {
  return (
    <p {...props} className={cx(styles.subtotal, className)}>
      <span>{{ ...defaultCartListSubtotalLabels, ...labels }.subtotal}</span>
      <Price price={cartListSubtotal(lines)} locale={locale} currency={currency} />
    </p>
  );
}
