import { cx } from 'class-variance-authority';
import { KeyRound } from 'lucide-react';
import type { ComponentPropsWithoutRef, Key, ReactNode } from 'react';
import { ListRegion } from '../../utils/ListRegion';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { buttonVariants } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './InventoryCard.css';

export const defaultInventoryGridLabels = {
  region: 'Your keys',
  empty: 'No keys yet',
  browse: 'Browse Products',
  loading: 'Loading your keys',
} as const;
export type InventoryGridLabels = { [K in keyof typeof defaultInventoryGridLabels]: string };

export interface InventoryGridHrefs {
  products: string;
}

export interface InventoryGridProps<T> extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  items: readonly T[];
  /** A stable key per item, e.g. its keyId; its position by default. */
  getKey?: (item: T, index: number) => Key;
  /**
   * Renders one item, usually an `InventoryCard` wired to the app's reveal call. Without it each item is drawn
   * as it is: a Server Component passes the cards themselves (`items={keys.map((key) => <InventoryCard … />)}`).
   */
  renderItem?: (item: T) => ReactNode;
  /** Shows placeholder cards and announces `labels.loading`. */
  loading?: boolean;
  skeletonCount?: number;
  /** Renders the empty state's link to the catalogue (e.g. a router `<Link>`). */
  renderLink?: RenderLink;
  /** The empty state's link to the catalogue (`products`): an app route. */
  hrefs: InventoryGridHrefs;
  labels?: Partial<InventoryGridLabels>;
}

/** The inventory tab's responsive list of purchased keys, with its loading and empty states. */
export function InventoryGrid<T>({
  items,
  getKey = (_item, index) => index,
  renderItem = (item) => item as ReactNode,
  loading = false,
  skeletonCount = 4,
  renderLink = defaultRenderLink,
  hrefs,
  labels,
  className,
  ...props
}: InventoryGridProps<T>) {
  const text = { ...defaultInventoryGridLabels, ...labels };
  return (
    <ListRegion
      {...props}
      aria-label={text.region}
      className={className}
      items={items}
      getKey={getKey}
      renderItem={renderItem}
      loading={loading}
      loadingLabel={text.loading}
      skeletonCount={skeletonCount}
      skeletonClassName={cx(styles.item, styles.card)}
      skeleton={
        <>
          <Skeleton shape="rect" className={styles.media} />
          <span className={styles.body}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton shape="rect" height="2.5rem" />
          </span>
        </>
      }
      empty={
        <EmptyState
          icon={<KeyRound />}
          message={text.empty}
          action={renderLink({ href: hrefs.products, children: text.browse, className: buttonVariants() })}
        />
      }
      listClassName={styles.grid}
      itemClassName={styles.item}
    />
  );
}
