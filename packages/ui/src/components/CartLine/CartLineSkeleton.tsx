import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import { cartLineVariants, type cartLineLayouts } from './CartLine';
import * as styles from './CartLine.css';

export interface CartLineSkeletonProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  layout?: (typeof cartLineLayouts)[number];
}

/**
 * A cart line's placeholder in the line's own grid (image, name and price, stepper, total, remove), so the
 * real line takes its place without moving what follows. Hidden from screen readers: the list around it
 * announces loading once.
 */
export function CartLineSkeleton({ layout = 'full', className, ...props }: CartLineSkeletonProps) {
  const full = layout === 'full';
  return (
    <li
      {...props}
      aria-hidden
      data-layout={layout}
      data-state="loading"
      className={cartLineVariants({ layout, className })}
    >
      {full && <Skeleton shape="rect" className={styles.image} />}
      <div className={styles.info}>
        <Skeleton width="70%" className={styles.skeletonText} />
        <Skeleton width="5rem" className={styles.skeletonText} />
      </div>
      <Skeleton shape="rect" className={cx(styles.quantity, styles.skeletonStepper)} />
      {full && <Skeleton width="4rem" className={cx(styles.total, styles.skeletonText)} />}
      <Skeleton shape="rect" className={cx(styles.remove, styles.skeletonRemove)} />
    </li>
  );
}
