import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import * as styles from './ProductCard.css';

export type ProductCardSkeletonProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

/**
 * A card-shaped placeholder, hidden from screen readers: the grid announces loading once for all cards.
 */
export function ProductCardSkeleton({ className, ...props }: ProductCardSkeletonProps) {
  return (
    <div {...props} aria-hidden data-state="loading" className={cx(styles.card, className)}>
      <Skeleton shape="rect" className={styles.media} />
      <div className={styles.body}>
        <Skeleton lines={2} />
        <Skeleton width="40%" />
        <div className={styles.footer}>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton shape="rect" height="2.5rem" />
        </div>
      </div>
    </div>
  );
}
