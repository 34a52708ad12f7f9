'use client';

import { cx } from 'class-variance-authority';
import { Heart, ShoppingCart } from 'lucide-react';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { CardMedia } from '../../utils/CardMedia';
import type { CardImageProps } from '../../utils/cardImage';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { PlatformList } from '../PlatformIcon';
import { defaultPriceLabels, ProductPrice, type PriceLabels, type PriceFormatProps } from '../Price';
import { defaultStockNoticeLabels, StockNotice, stockState, type StockNoticeLabels } from '../StockNotice';
import * as styles from './ProductCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';

/** The fields a card reads, in neutral names: an app maps its own product shape to it. */
export interface ProductCardData {
  id: number | string;
  name: string;
  /** A number or a numeric string, as the API sends it: the price now (a sale's while it runs). */
  price: number | string;
  /** The price without a sale; shown struck through when above `price`. */
  regularPrice?: number | string | null;
  /** With a sale: the lowest price of the 30 days before it, shown beside the discount. */
  lowestPrice30d?: number | null;
  image: string | null;
  platforms: Record<string, boolean>;
  /** Keys available now; 0 is sold out. */
  stock: number;
  /** Keys in stock in total, for the low-stock notice; `null` when unknown. */
  stockTotal: number | null;
  /** The product's page (used when the card gets no `getHref`). */
  href?: string;
}

/** The card's texts; the price's and the stock notice's (sold out, low stock) included. */
export interface ProductCardLabels extends PriceLabels, StockNoticeLabels {
  addToCart: string;
  /** The wishlist toggle's name; it stays the same and `aria-pressed` says whether the product is in it. */
  wishlist: string;
}

export const defaultProductCardLabels: ProductCardLabels = {
  ...defaultPriceLabels,
  ...defaultStockNoticeLabels,
  addToCart: 'Add to cart',
  wishlist: 'Save to wishlist',
};

/** The card props a ProductGrid passes on to every card. */
export interface ProductCardSharedProps<T extends ProductCardData = ProductCardData>
  extends PriceFormatProps, CardImageProps {
  /** The heart was pressed; the caller adds or removes the product by id. */
  onToggleWishlist?: (product: T) => void;
  /** The add-to-cart button was pressed (it is disabled when the product is sold out). */
  onAddToCart?: (product: T) => void;
  /**
   * Where the title links to, from the product (client code); without it the card links to `product.href`
   * (serialisable, so a Server Component can render the card).
   */
  getHref?: (product: T) => string;
  /** Renders the title link (e.g. a router `<Link>`); a plain anchor by default. */
  renderLink?: RenderLink;
  /**
   * The title's heading level, to fit the page outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
}

export interface ProductCardProps<T extends ProductCardData = ProductCardData>
  extends Omit<ComponentPropsWithoutRef<'article'>, 'children'>, ProductCardSharedProps<T> {
  product: T;
  /** Whether the product is in the wishlist: fills the heart and sets `aria-pressed`. */
  inWishlist?: boolean;
  /**
   * A click anywhere on the card (outside its buttons) follows the title link. The link stays the one
   * link of the card, so nothing interactive is nested.
   */
  stretchedLink?: boolean;
  /**
   * The card is among the first on screen: its image loads at once with high fetch priority (it may be the
   * page's largest paint) instead of lazily.
   */
  priority?: boolean;
  labels?: Partial<ProductCardLabels>;
}

/** A product in a grid: image, linked title, platforms, price, stock, wishlist heart and add to cart. */
export function ProductCard<T extends ProductCardData>({
  product,
  inWishlist = false,
  onToggleWishlist,
  onAddToCart,
  getHref,
  renderLink = defaultRenderLink,
  stretchedLink = true,
  headingLevel = 3,
  locale,
  currency,
  priority,
  imageAspectRatio,
  imageFit = 'contain',
  labels,
  className,
  ...props
}: ProductCardProps<T>) {
  const text = { ...defaultProductCardLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const state = stockState(product.stock, product.stockTotal);
  const soldOut = state === 'sold-out';
  const href = getHref ? getHref(product) : product.href;
  return (
    <article
      {...props}
      aria-labelledby={titleId}
      data-state={state}
      data-wishlist={inWishlist}
      className={cx(styles.card, className)}
    >
      <CardMedia
        src={product.image}
        alt={product.name}
        className={styles.media}
        priority={priority}
        aspectRatio={imageAspectRatio}
        fit={imageFit}
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {href
            ? renderLink({
                href,
                className: cx(styles.link, stretchedLink && styles.stretched),
                children: product.name,
                // The title's focus ring is drawn around the whole card (the stretched link): tabbing to it brings
                // the whole card into view, in the middle of the screen, clear of a sticky header.
                onFocus: (event) => {
                  if (event.currentTarget.matches(':focus-visible'))
                    event.currentTarget.closest('article')?.scrollIntoView({ block: 'center' });
                },
              })
            : product.name}
        </Heading>
        {/* After the title in reading order; placed over the image's corner. */}
        <IconButton
          label={text.wishlist}
          aria-pressed={inWishlist}
          aria-describedby={titleId}
          highlight={inWishlist}
          className={styles.wishlist}
          onClick={() => onToggleWishlist?.(product)}
        >
          <Heart aria-hidden className={cx(styles.heart, inWishlist && styles.heartFilled)} />
        </IconButton>
        <PlatformList platforms={product.platforms} size="sm" className={styles.platforms} />
        <div className={styles.footer}>
          <ProductPrice
            product={product}
            locale={locale}
            currency={currency}
            labels={text}
            className={styles.price}
          />
          <StockNotice stock={product.stock} stockTotal={product.stockTotal} labels={text} />
          <Button
            fullWidth
            disabled={soldOut}
            aria-describedby={titleId}
            className={styles.action}
            onClick={() => onAddToCart?.(product)}
          >
            <ShoppingCart aria-hidden size={18} />
            {text.addToCart}
          </Button>
        </div>
      </div>
    </article>
  );
}
