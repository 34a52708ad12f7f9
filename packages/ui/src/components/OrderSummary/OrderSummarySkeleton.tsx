import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import * as styles from './OrderSummary.css';

export interface OrderSummarySkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** How many order lines to sketch. */
  lines?: number;
}

/** The summary's placeholder: title, lines (name, quantity × price, total) and the totals; hidden from screen readers. */
export function OrderSummarySkeleton({ lines = 2, className, ...props }: OrderSummarySkeletonProps) {
  return (
    <div {...props} aria-hidden data-state="loading" className={cx(styles.summary, className)}>
      <Skeleton width="40%" height="1.5rem" />
      <div className={styles.lines}>
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={styles.line}>
            <Skeleton width="75%" className={styles.name} />
            <Skeleton width="5rem" />
            <Skeleton width="4rem" />
          </div>
        ))}
      </div>
      <div className={styles.totals}>
        <div className={styles.totalRow}>
          <Skeleton width="5rem" />
          <Skeleton width="4rem" />
        </div>
        <div className={styles.totalRow}>
          <Skeleton width="6rem" height="1.5rem" />
          <Skeleton width="5rem" height="1.5rem" />
        </div>
      </div>
    </div>
  );
}
