import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import type { cartLineLayouts } from './CartLine';
import { cartLineVariants } from './CartLine';
import * as styles from './CartLine.css';

export interface CartLineSkeletonProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  layout?: (typeof cartLineLayouts)[number];
}

/**
 * A cart line's placeholder in the same grid (image, name and price, stepper, total, remove), hidden from
 * screen readers: the list announces loading once.
 */
export function CartLineSkeleton({ layout = 'compact', className, ...props }: CartLineSkeletonProps) {
  const full = layout === 'full';
  return (
    <li
      {...props}
      aria-hidden
      data-state="loading"
      data-layout={layout}
      className={cartLineVariants({ layout, className })}
    >
      {full && <Skeleton shape="rect" className={styles.image} />}
      <span className={styles.info}>
        <Skeleton width="70%" />
        <Skeleton width="30%" />
      </span>
      <Skeleton shape="rect" width="7rem" height="2rem" className={styles.quantity} />
      {full && <Skeleton width="4rem" className={styles.total} />}
      <Skeleton shape="rect" width="2rem" height="2rem" className={styles.remove} />
    </li>
  );
}
