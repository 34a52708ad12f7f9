import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import {
  defaultProductCardLabels,
  ProductCard,
  ProductCardSkeleton,
  type ProductCardData,
  type ProductCardLabels,
  type ProductCardSharedProps,
} from '../ProductCard';
import * as styles from './ProductGrid.css';

/** The grid's texts: the cards', the region's name, and its loading, empty and error messages. */
export interface ProductGridLabels extends ProductCardLabels {
  /** The region's accessible name. */
  region: string;
  /** Announced once while loading (the skeletons are silent). */
  loading: string;
  /** Shown when there are no products. */
  empty: string;
  /** Shown for `error={true}`. */
  error: string;
}

export const defaultProductGridLabels: ProductGridLabels = {
  ...defaultProductCardLabels,
  region: 'Products',
  loading: 'Loading products',
  empty: 'No products match these filters.',
  error: 'Failed to fetch products',
};

export const productGridStates = ['loading', 'error', 'empty', 'loaded'] as const;
export type ProductGridState = (typeof productGridStates)[number];

/** The ProductCard props the grid passes to every card when no `renderCard` is given. */
export type ProductGridCardProps<T extends ProductCardData> = ProductCardSharedProps<T>;

export interface ProductGridProps<T extends ProductCardData = ProductCardData>
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'aria-label'>, ProductGridCardProps<T> {
  products: readonly T[];
  /** Shows `skeletonCount` placeholder cards and marks the region busy. */
  loading?: boolean;
  skeletonCount?: number;
  /**
   * When set (and not loading), an alert with this message replaces the grid; `true` shows
   * `labels.error` ('Failed to fetch products').
   */
  error?: ReactNode;
  /** A way on from the error, e.g. a 'Try again' button. */
  errorAction?: ReactNode;
  /** A way on when nothing matches, e.g. a 'Reset filters' button. */
  emptyAction?: ReactNode;
  /** The cards' texts, the region's name and the grid's messages. */
  labels?: Partial<ProductGridLabels>;
  /** Whether a product is in the wishlist (fills its heart). */
  isInWishlist?: (product: T) => boolean;
  /** How many leading cards load their image at once with high priority (the first row, above the fold). */
  priorityCount?: number;
  /** Replaces the default ProductCard; the grid still supplies the list item. */
  renderCard?: (product: T) => ReactNode;
}

/** Which of its states a grid is in, from its props (error wins over empty; loading over both). */
export function productGridState(loading: boolean, error: ReactNode, count: number): ProductGridState {
  if (loading) return 'loading';
  if (error !== undefined && error !== null && error !== false) return 'error';
  return count === 0 ? 'empty' : 'loaded';
}

/** The catalogue's responsive grid of product cards, with its loading, empty and error states. */
export function ProductGrid<T extends ProductCardData>({
  products,
  loading = false,
  skeletonCount = 8,
  error,
  errorAction,
  emptyAction,
  labels,
  isInWishlist,
  priorityCount = 0,
  renderCard,
  onToggleWishlist,
  onAddToCart,
  getHref,
  renderLink,
  headingLevel,
  locale,
  currency,
  imageAspectRatio,
  imageFit,
  className,
  ...props
}: ProductGridProps<T>) {
  const text = { ...defaultProductGridLabels, ...labels };
  const state = productGridState(loading, error, products.length);
  const cardProps = {
    onToggleWishlist,
    onAddToCart,
    getHref,
    renderLink,
    headingLevel,
    locale,
    currency,
    imageAspectRatio,
    imageFit,
    labels,
  };
  return (
    <section
      {...props}
      aria-label={text.region}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
      className={cx(styles.root, className)}
    >
      {/* Always mounted so the loading message is announced when it appears. */}
      <div role="status" className={styles.visuallyHidden}>
        {state === 'loading' && text.loading}
      </div>
      {state === 'loading' && (
        <ul aria-hidden className={styles.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <ProductCardSkeleton imageAspectRatio={imageAspectRatio} />
            </li>
          ))}
        </ul>
      )}
      {state === 'error' && <ErrorState message={error === true ? text.error : error} action={errorAction} />}
      {state === 'empty' && <EmptyState message={text.empty} action={emptyAction} />}
      {state === 'loaded' && (
        // role="list" keeps list semantics in Safari, which drops them for lists without bullets.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles
        <ul role="list" className={styles.grid}>
          {products.map((product, index) => (
            <li key={product.id} className={styles.item}>
              {renderCard ? (
                renderCard(product)
              ) : (
                <ProductCard
                  {...cardProps}
                  product={product}
                  inWishlist={isInWishlist?.(product)}
                  priority={index < priorityCount}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
