import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { Skeleton } from '../Skeleton';
import * as styles from './ArticleCard.css';

export type ArticleCardSkeletonProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

/** An article card's placeholder (title, date, three lines and Read More); hidden from screen readers. */
export function ArticleCardSkeleton({ className, ...props }: ArticleCardSkeletonProps) {
  return (
    <div {...props} aria-hidden data-state="loading" className={cx(styles.card, className)}>
      <Skeleton width="80%" height="1.5rem" />
      <Skeleton width="25%" className={styles.date} />
      <Skeleton lines={3} />
      <Skeleton width="6rem" />
    </div>
  );
}
