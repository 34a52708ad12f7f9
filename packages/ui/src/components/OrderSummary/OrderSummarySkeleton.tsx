import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import * as styles from './OrderSummary.css';

export interface OrderSummarySkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** How many line placeholders to show. */
  lines?: number;
}

/**
 * The order summary's placeholder in its own box: title, lines (name over quantity and line total) and the
 * two totals, so the summary replaces it without moving what follows. Hidden from screen readers: the page
 * announces loading once.
 */
export function OrderSummarySkeleton({ lines = 2, className, ...props }: OrderSummarySkeletonProps) {
  return (
    <div {...props} aria-hidden data-state="loading" className={cx(styles.summary, className)}>
      <Skeleton width="10rem" className={cx(styles.title, styles.skeletonText)} />
      <div className={styles.lines}>
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={styles.line}>
            <Skeleton width="60%" className={cx(styles.name, styles.skeletonText)} />
            <Skeleton width="6rem" className={cx(styles.quantity, styles.skeletonText)} />
            <Skeleton width="4rem" className={cx(styles.lineTotal, styles.skeletonText)} />
          </div>
        ))}
      </div>
      <div className={styles.totals}>
        <div className={styles.totalRow}>
          <Skeleton width="5rem" className={styles.skeletonText} />
          <Skeleton width="4rem" className={styles.skeletonText} />
        </div>
        <div className={cx(styles.totalRow, styles.grandTotal)}>
          <Skeleton width="4rem" className={styles.skeletonText} />
          <Skeleton width="5rem" className={styles.skeletonText} />
        </div>
      </div>
    </div>
  );
}
