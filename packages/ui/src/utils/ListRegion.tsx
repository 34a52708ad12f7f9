import type { ComponentPropsWithoutRef, Key, ReactNode } from 'react';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export interface ListRegionProps<T> extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The region's name. */
  'aria-label': string;
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T) => ReactNode;
  /** Shows `skeletonCount` placeholder items, marks the region busy and announces `loadingLabel`. */
  loading: boolean;
  loadingLabel: string;
  skeletonCount: number;
  /** One placeholder item's content, and its list item's class. */
  skeleton: ReactNode;
  skeletonClassName: string;
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  listClassName: string;
  itemClassName?: string;
}

/** A named region listing items, with its loading (silent placeholders, one announcement) and empty states. */
export function ListRegion<T>({
  'aria-label': label,
  items,
  getKey,
  renderItem,
  loading,
  loadingLabel,
  skeletonCount,
  skeleton,
  skeletonClassName,
  empty,
  listClassName,
  itemClassName,
  className,
  ...props
}: ListRegionProps<T>) {
  const state = loading ? 'loading' : items.length === 0 ? 'empty' : 'loaded';
  return (
    <section
      {...props}
      aria-label={label}
      aria-busy={loading || undefined}
      data-state={state}
      className={className}
    >
      {/* Always mounted so the loading message is announced when it appears. */}
      <div role="status" className={visuallyHidden}>
        {loading && loadingLabel}
      </div>
      {state === 'loading' && (
        <ul aria-hidden className={listClassName}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={skeletonClassName}>
              {skeleton}
            </li>
          ))}
        </ul>
      )}
      {state === 'empty' && empty}
      {state === 'loaded' && (
        // role="list" keeps list semantics in Safari, which drops them for lists without bullets.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles
        <ul role="list" className={listClassName}>
          {items.map((item, index) => (
            <li key={getKey(item, index)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
