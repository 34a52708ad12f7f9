import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { CartLineSkeleton, type cartLineLayouts } from '../CartLine';
import { Skeleton } from '../Skeleton';
import { cartListVariants } from './CartList';
import * as styles from './CartList.css';

export interface CartListSkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** How many line placeholders to show. */
  lines?: number;
  layout?: (typeof cartLineLayouts)[number];
  /** Announced once (the placeholders are silent). */
  label?: string;
}

/**
 * The cart while it is read (a page rendered on the server cannot know the browser's cart): line placeholders
 * and the subtotal's, spaced as a page spaces `CartList` and `CartListSubtotal`, announced once as loading —
 * never an "empty" verdict.
 */
export function CartListSkeleton({
  lines = 2,
  layout = 'full',
  label = 'Loading cart',
  className,
  ...props
}: CartListSkeletonProps) {
  return (
    <div {...props} role="status" data-state="loading" className={cx(styles.skeleton, className)}>
      <span className={visuallyHidden}>{label}</span>
      <ul aria-hidden className={cartListVariants({ layout })}>
        {Array.from({ length: lines }, (_, index) => (
          <CartLineSkeleton key={index} layout={layout} />
        ))}
      </ul>
      <p aria-hidden className={styles.subtotal}>
        <Skeleton width="5rem" className={styles.skeletonText} />
        <Skeleton width="4rem" className={styles.skeletonText} />
      </p>
    </div>
  );
}
