import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import * as galleryStyles from '../ProductGallery/ProductGallery.css';
import * as styles from './ProductDetails.css';

export type ProductDetailsSkeletonProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

/**
 * The product page's placeholder in its real layout (gallery and buy box side by side from 48rem, then the
 * description), hidden from screen readers: the page announces loading once.
 */
export function ProductDetailsSkeleton({ className, ...props }: ProductDetailsSkeletonProps) {
  return (
    <div {...props} aria-hidden data-state="loading" className={cx(styles.root, className)}>
      <div className={styles.summary}>
        <Skeleton shape="rect" className={galleryStyles.main} />
        <div className={styles.buyBox}>
          <Skeleton width="60%" />
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="50%" />
          <div className={styles.actions}>
            <Skeleton shape="rect" width="10rem" height="2.75rem" />
            <Skeleton shape="rect" width="2.75rem" height="2.75rem" />
          </div>
        </div>
      </div>
      <div className={styles.sections}>
        <div className={styles.section}>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton lines={4} />
        </div>
      </div>
    </div>
  );
}
