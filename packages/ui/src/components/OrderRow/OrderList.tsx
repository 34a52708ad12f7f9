import { cx } from 'class-variance-authority';
import { Receipt } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ListRegion } from '../../utils/ListRegion';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { defaultOrderRowLabels, OrderRow, type OrderRowData, type OrderRowLabels } from './OrderRow';
import type { PriceFormatProps } from '../Price';
import type { HeadingLevel } from '../../utils/headingLevel';
import * as styles from './OrderRow.css';

/** The list's texts and its rows' (OrderRow's keys). */
export interface OrderListLabels extends OrderRowLabels {
  region: string;
  empty: string;
  loading: string;
}

export const defaultOrderListLabels: OrderListLabels = {
  ...defaultOrderRowLabels,
  region: 'Your orders',
  empty: 'You have no orders yet.',
  loading: 'Loading your orders',
};

export interface OrderListProps<T extends OrderRowData = OrderRowData>
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children'>, PriceFormatProps {
  orders: readonly T[];
  /**
   * The heading level of each order's title.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** The action of each row, e.g. `(order) => <Link to={…}>View keys</Link>`. */
  renderAction?: (order: T) => ReactNode;
  loading?: boolean;
  skeletonCount?: number;
  /** A way on from the empty state, e.g. a link to the products. */
  emptyAction?: ReactNode;
  labels?: Partial<OrderListLabels>;
}

/** The orders tab: a list of OrderRows, newest first as given, with loading and empty states. */
export function OrderList<T extends OrderRowData>({
  orders,
  renderAction,
  loading = false,
  skeletonCount = 3,
  emptyAction,
  labels,
  headingLevel,
  locale,
  currency,
  className,
  ...props
}: OrderListProps<T>) {
  const text = { ...defaultOrderListLabels, ...labels };
  return (
    <ListRegion
      {...props}
      aria-label={text.region}
      className={className}
      items={orders}
      getKey={(order) => order.id}
      renderItem={(order) => (
        <OrderRow
          order={order}
          action={renderAction?.(order)}
          labels={text}
          {...{ headingLevel, locale, currency }}
        />
      )}
      loading={loading}
      loadingLabel={text.loading}
      skeletonCount={skeletonCount}
      skeletonClassName={cx(styles.row, styles.skeletonRow)}
      skeleton={
        <>
          <Skeleton width="40%" />
          <Skeleton lines={2} />
        </>
      }
      empty={<EmptyState icon={<Receipt />} message={text.empty} action={emptyAction} />}
      listClassName={styles.list}
    />
  );
}
