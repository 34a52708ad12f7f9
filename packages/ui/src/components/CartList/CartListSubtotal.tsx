import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import type { CartLineData } from '../CartLine';
import { Price } from '../Price';
import * as styles from './CartList.css';
import { cartListSubtotal } from './cartTotals';

export interface CartListSubtotalProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  lines: readonly CartLineData[];
  label?: string;
  priceLocale?: string;
}

/** "Subtotal" and the sum of price × quantity in euros with two decimals. */
export function CartListSubtotal({
  lines,
  label = 'Subtotal',
  priceLocale,
  className,
  ...props
}: CartListSubtotalProps) {
  return (
    <p {...props} className={cx(styles.subtotal, className)}>
      <span>{label}</span>
      <Price value={cartListSubtotal(lines)} locale={priceLocale} />
    </p>
  );
}
