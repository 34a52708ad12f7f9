'use client';

import { cx } from 'class-variance-authority';
import { Heart, ShoppingCart } from 'lucide-react';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { defaultMetacriticScoreLabels, MetacriticScore } from '../MetacriticScore';
import { PlatformList } from '../PlatformIcon';
import { defaultPriceLabels, ProductPrice, type PriceFormatProps } from '../Price';
import type { ProductCardData } from '../ProductCard';
import { defaultProductGalleryLabels, ProductGallery } from '../ProductGallery';
import { RichText } from '../RichText';
import { defaultStockNoticeLabels, StockNotice, stockState } from '../StockNotice';
import { SystemRequirements, type SystemRequirement } from '../SystemRequirements';
import * as styles from './ProductDetails.css';

/** A product as the catalogue's detail answer sends it, in neutral names (an app maps its product shape to it). */
export interface ProductDetailsData extends ProductCardData {
  screenshots: readonly string[];
  developers: readonly string[];
  genres: readonly string[];
  languages: readonly string[];
  description: string;
  shortDescription: string;
  metacriticScore: number | null;
  systemRequirements: SystemRequirement[];
  activationDetails: string;
}

/** The page's texts; those of the gallery, price, stock notice and Metacritic badge it draws included. */
export const defaultProductDetailsLabels = {
  ...defaultProductGalleryLabels,
  ...defaultPriceLabels,
  ...defaultStockNoticeLabels,
  ...defaultMetacriticScoreLabels,
  platforms: 'Platforms',
  addToCart: 'Add to cart',
  /** The wishlist toggle's text while the product is not in it. */
  wishlist: 'Save to wishlist',
  /** The wishlist toggle's text once the product is in it (`aria-pressed` says so too). */
  wishlistSaved: 'Saved',
  metacritic: 'Metacritic',
  description: 'Description',
  details: 'Details',
  regionalLimitations: 'Regional limitations',
  activatesIn: 'Activates in',
  activatesWorldwide: 'Activates worldwide',
  developers: 'Developers',
  genres: 'Genres',
  languages: 'Languages',
  systemRequirements: 'System requirements',
  activation: 'Activation details',
  notStated: 'Not stated',
};
export type ProductDetailsLabels = typeof defaultProductDetailsLabels;

export interface ProductDetailsProps<T extends ProductDetailsData = ProductDetailsData>
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>, PriceFormatProps {
  product: T;
  /** Whether the product is in the wishlist: the wishlist button is pressed. */
  inWishlist?: boolean;
  onAddToCart?: (product: T) => void;
  onToggleWishlist?: (product: T) => void;
  /** Readable names of the regions the key activates in, or 'worldwide'; "Not stated" without it. */
  activationRegions?: readonly string[] | 'worldwide';
  /** A warning for the buy box, shown before its actions: a `RegionNotice` when the key will not work here. */
  notice?: ReactNode;
  labels?: Partial<ProductDetailsLabels>;
}

/**
 * Everything about one product below its title: the gallery, a buy box (short description, platforms,
 * price, stock, a notice, add to cart, wishlist toggle, Metacritic score), then description, details, system
 * requirements and activation details. Stacks on narrow screens. Sections start at h2: the page renders
 * the product's name as its h1.
 */
export function ProductDetails<T extends ProductDetailsData>({
  product,
  inWishlist = false,
  onAddToCart,
  onToggleWishlist,
  locale,
  currency,
  activationRegions,
  notice,
  labels,
  className,
  ...props
}: ProductDetailsProps<T>) {
  const text = { ...defaultProductDetailsLabels, ...labels };
  const id = useId();
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : text.notStated);
  const activation =
    activationRegions === 'worldwide'
      ? text.activatesWorldwide
      : activationRegions?.length
        ? `${text.activatesIn}: ${activationRegions.join(', ')}`
        : text.notStated;
  const facts: [string, string][] = [
    [text.regionalLimitations, activation],
    [text.developers, list(product.developers)],
    [text.genres, list(product.genres)],
    [text.languages, list(product.languages)],
  ];
  const section = (key: string, heading: string, body: ReactNode) => (
    <section aria-labelledby={`${id}-${key}`} className={styles.section}>
      <h2 id={`${id}-${key}`} className={styles.heading}>
        {heading}
      </h2>
      {body}
    </section>
  );

  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.summary}>
        <ProductGallery
          alt={product.name}
          image={product.image}
          screenshots={product.screenshots}
          labels={text}
        />
        <div className={styles.buyBox}>
          {product.shortDescription && <p>{product.shortDescription}</p>}
          <PlatformList platforms={product.platforms} aria-label={text.platforms} />
          {activationRegions && <p className={styles.muted}>{activation}</p>}
          <ProductPrice
            product={product}
            locale={locale}
            currency={currency}
            labels={text}
            className={styles.price}
          />
          {/* Live: a stock change while the page is open is announced. */}
          <StockNotice stock={product.stock} stockTotal={product.stockTotal} labels={text} live />
          {notice}
          <div className={styles.actions}>
            <Button
              disabled={stockState(product.stock, product.stockTotal) === 'sold-out'}
              onClick={() => onAddToCart?.(product)}
            >
              <ShoppingCart aria-hidden size={18} />
              {text.addToCart}
            </Button>
            <Button variant="secondary" aria-pressed={inWishlist} onClick={() => onToggleWishlist?.(product)}>
              <Heart aria-hidden size={18} fill={inWishlist ? 'currentColor' : 'none'} />
              {inWishlist ? text.wishlistSaved : text.wishlist}
            </Button>
          </div>
          {product.metacriticScore !== null && (
            <p className={styles.score}>
              <span className={styles.muted}>{text.metacritic}</span>
              <MetacriticScore score={product.metacriticScore} labels={text} />
            </p>
          )}
        </div>
      </div>
      <div className={styles.sections}>
        {section('description', text.description, <RichText text={product.description || text.notStated} />)}
        {section(
          'details',
          text.details,
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.definition}>{value}</dd>
              </div>
            ))}
          </dl>,
        )}
        {product.systemRequirements.length > 0 &&
          section(
            'requirements',
            text.systemRequirements,
            <SystemRequirements requirements={product.systemRequirements} headingLevel={3} />,
          )}
        {product.activationDetails &&
          section('activation', text.activation, <RichText text={product.activationDetails} />)}
      </div>
    </div>
  );
}
