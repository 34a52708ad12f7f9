import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import type { CardImageProps } from '../../utils/cardImage';
import { Skeleton } from '../Skeleton';
import * as styles from './ProductCard.css';

export interface ProductCardSkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The cards' cover aspect ratio, so the placeholder has their shape. */
  imageAspectRatio?: CardImageProps['imageAspectRatio'];
}

/**
 * A card-shaped placeholder, hidden from screen readers: the grid announces loading once for all cards.
 */
export function ProductCardSkeleton({ imageAspectRatio, className, ...props }: ProductCardSkeletonProps) {
  return (
    <div {...props} aria-hidden data-state="loading" className={cx(styles.card, className)}>
      <Skeleton
        shape="rect"
        className={styles.media}
        style={imageAspectRatio ? { aspectRatio: imageAspectRatio } : undefined}
      />
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
