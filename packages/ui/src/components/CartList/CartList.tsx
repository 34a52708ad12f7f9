'use client';

import type { CardImageProps } from '../../utils/cardImage';
import { cva } from 'class-variance-authority';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { RenderLink } from '../../utils/renderLink';
import type { cartLineLayouts } from '../CartLine';
import { CartLine, type CartLineData, type CartLineLabels } from '../CartLine';
import * as styles from './CartList.css';
import type { PriceFormatProps } from '../Price';

export const cartListVariants = /* @__PURE__ */ cva(styles.list, {
  variants: { layout: styles.layouts },
  defaultVariants: { layout: 'full' },
});

export interface CartListProps<T extends CartLineData = CartLineData>
  extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'>, PriceFormatProps, CardImageProps {
  lines: readonly T[];
  /** `full` (image, line total) on the cart page; `compact` in the dropdown. */
  layout?: (typeof cartLineLayouts)[number];
  /** Each callback gets the line's position, as the cart's rules act by position. */
  onDecrement?: (index: number, line: T) => void;
  onIncrement?: (index: number, line: T) => void;
  onRemove?: (index: number, line: T) => void;
  /** Where a line's name links to, e.g. `/product/{id}`; names are plain text without it. */
  getHref?: (line: T) => string;
  renderLink?: RenderLink;
  /** A line's notice (e.g. a `RegionNotice`), or nothing. */
  getNotice?: (line: T, index: number) => ReactNode;
  labels?: Partial<CartLineLabels>;
}

/**
 * The cart's lines, one `CartLine` each: the cart page (full) and the cart dropdown (compact). After a line is
 * removed, the focus moves to the remove button of the line now in its place (or the last one), so it never
 * falls to the page; once the list is empty, the surrounding view decides.
 */
export function CartList<T extends CartLineData>({
  lines,
  layout = 'full',
  onDecrement,
  onIncrement,
  onRemove,
  getHref,
  renderLink,
  locale,
  currency,
  imageAspectRatio,
  imageFit,
  getNotice,
  labels,
  className,
  ...props
}: CartListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = removedAt.current;
    removedAt.current = null;
    const items = listRef.current?.children;
    if (index === null || !items?.length) return;
    const next = items[Math.min(index, items.length - 1)];
    next?.querySelector<HTMLElement>('[data-action="remove"]')?.focus();
  }, [lines]);
  return (
    <ul {...props} ref={listRef} data-layout={layout} className={cartListVariants({ layout, className })}>
      {lines.map((line, index) => (
        <CartLine
          key={line.id}
          line={line}
          layout={layout}
          href={getHref?.(line)}
          renderLink={renderLink}
          locale={locale}
          currency={currency}
          imageAspectRatio={imageAspectRatio}
          imageFit={imageFit}
          notice={getNotice?.(line, index)}
          labels={labels}
          onDecrement={() => onDecrement?.(index, line)}
          onIncrement={() => onIncrement?.(index, line)}
          onRemove={() => {
            removedAt.current = index;
            onRemove?.(index, line);
          }}
        />
      ))}
    </ul>
  );
}
