'use client';

import { cva } from 'class-variance-authority';
import { CircleAlert, Trash2 } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { CardImageProps } from '../../utils/cardImage';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { cartLineStockState } from '../CartList/cartTotals';
import { IconButton } from '../IconButton';
import {
  defaultPriceLabels,
  parsePrice,
  Price,
  ProductPrice,
  type PriceLabels,
  type PriceValue,
  type PriceFormatProps,
} from '../Price';
import {
  defaultQuantityStepperLabels,
  QuantityStepper,
  type QuantityStepperLabels,
} from '../QuantityStepper';
import * as styles from './CartLine.css';

/** The fields a cart line reads, in neutral names (an app maps its cart line to it). */
export interface CartLineData {
  id: number | string;
  name: string;
  /** A number or a numeric string, as the API sends it. */
  price: number | string;
  /** During a sale: the regular price (struck through) and the lowest of the 30 days before the sale. */
  regularPrice?: PriceValue;
  lowestPrice30d?: PriceValue;
  image?: string | null;
  quantity: number;
  /** Keys in stock now, when known: plus stops there, and a line at or above it says so. */
  stock?: number | null;
}

export const cartLineLayouts = ['compact', 'full'] as const;

export const cartLineVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { layout: styles.layouts },
  defaultVariants: { layout: 'compact' },
});

/** The line's texts; the stepper's and the price's included. */
export interface CartLineLabels extends QuantityStepperLabels, PriceLabels {
  remove: (name: string) => string;
  /** Spoken before the line total (full layout). */
  total: string;
  /** The line holds every key left. */
  stockAtLimit: (stock: number) => string;
  /** The line holds more keys than are left (the stock fell since it was added). */
  stockShort: (stock: number) => string;
  soldOut: string;
}

const keys = (count: number) => `${count} ${count === 1 ? 'key' : 'keys'}`;

export const defaultCartLineLabels: CartLineLabels = {
  ...defaultQuantityStepperLabels,
  ...defaultPriceLabels,
  remove: (name) => `Remove ${name} from cart`,
  total: 'Total',
  stockAtLimit: (stock) => `Only ${keys(stock)} left`,
  stockShort: (stock) => `Only ${keys(stock)} left: lower the quantity`,
  soldOut: 'Sold out: remove it from the cart',
};

export interface CartLineProps
  extends Omit<ComponentPropsWithoutRef<'li'>, 'children'>, PriceFormatProps, CardImageProps {
  line: CartLineData;
  /** `compact` for the cart dropdown; `full` (image, line total) for the cart page. */
  layout?: (typeof cartLineLayouts)[number];
  onDecrement?: () => void;
  onIncrement?: () => void;
  onRemove?: () => void;
  /** Links the name to the product (e.g. `/product/{id}`); plain text without it. */
  href?: string;
  renderLink?: RenderLink;
  /** Shown across the line's full width below it, e.g. a `RegionNotice`. */
  notice?: ReactNode;
  labels?: Partial<CartLineLabels>;
}

/**
 * One cart line: name, price (with a sale's parts), quantity stepper and remove, and an optional notice below;
 * a list item of `CartList`.
 */
export function CartLine({
  line,
  layout = 'compact',
  onDecrement,
  onIncrement,
  onRemove,
  href,
  renderLink = defaultRenderLink,
  locale,
  currency,
  imageAspectRatio,
  imageFit,
  notice,
  labels,
  className,
  ...props
}: CartLineProps) {
  const text = { ...defaultCartLineLabels, ...labels };
  const name = line.name;
  const unitPrice = parsePrice(line.price);
  const full = layout === 'full';
  // Square and contained by default (CartLine.css.ts): a cover of any shape shows whole.
  const imageStyle = { aspectRatio: imageAspectRatio, objectFit: imageFit };
  const stock = line.stock ?? undefined;
  const stockState = cartLineStockState(line.quantity, stock);
  const stockText =
    stock === undefined || stockState === 'available'
      ? null
      : stockState === 'sold-out'
        ? text.soldOut
        : stockState === 'short'
          ? text.stockShort(stock)
          : text.stockAtLimit(stock);
  return (
    <li
      {...props}
      data-layout={layout}
      data-stock={stockState}
      className={cartLineVariants({ layout, className })}
    >
      {full &&
        (line.image ? (
          // Decorative: the name beside it says what it is.
          <img src={line.image} alt="" loading="lazy" className={styles.image} style={imageStyle} />
        ) : (
          // An empty tile, no glyph: a glyph here would put its icon into the header's cart dropdown (compact
          // lines, never an image) on every page.
          <span className={styles.image} style={imageStyle} />
        ))}
      <div className={styles.info}>
        {href ? (
          renderLink({ href, className: styles.nameLink, children: name })
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <ProductPrice product={line} locale={locale} currency={currency} labels={text} />
      </div>
      <QuantityStepper
        className={styles.quantity}
        value={line.quantity}
        itemName={name}
        labels={text}
        max={stock}
        onDecrement={onDecrement}
        onIncrement={onIncrement}
      />
      {full && (
        <span className={styles.total}>
          <span className={visuallyHidden}>{text.total}: </span>
          <Price
            price={unitPrice === null ? null : unitPrice * line.quantity}
            locale={locale}
            currency={currency}
            labels={text}
          />
        </span>
      )}
      <IconButton
        className={styles.remove}
        size="sm"
        label={text.remove(name)}
        data-action="remove"
        onClick={onRemove}
      >
        <Trash2 aria-hidden size={16} />
      </IconButton>
      {stockText && (
        <p data-state={stockState} className={styles.stock}>
          <CircleAlert aria-hidden size={16} />
          {stockText}
        </p>
      )}
      {notice && <div className={styles.notice}>{notice}</div>}
    </li>
  );
}
