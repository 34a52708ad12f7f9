'use client';

import { Heart } from 'lucide-react';
import { useRef } from 'react';
import type { RenderLink } from '../../utils/renderLink';
import { DropdownPanelLink, keepFocusInPanel } from '../DropdownPanel';
import { DropdownPanelCollection } from '../DropdownPanel/DropdownPanelCollection';
import * as styles from './WishlistDropdown.css';
import { WishlistDropdownItem, type WishlistItemData } from './WishlistDropdownItem';
import type { PriceFormatProps } from '../Price';

export interface WishlistDropdownLabels {
  trigger: string;
  title: string;
  empty: string;
  continueShopping: string;
  list: string;
  addToCart: string;
  soldOut: string;
  remove: (name: string) => string;
  viewWishlist: string;
  close: string;
}

export const defaultWishlistDropdownLabels: WishlistDropdownLabels = {
  trigger: 'Wishlist',
  title: 'Wishlist',
  empty: 'Your wishlist is empty.',
  continueShopping: 'Continue Shopping',
  list: 'Wishlist items',
  addToCart: 'Add To Cart',
  soldOut: 'Sold out',
  remove: (name) => `Remove ${name} from wishlist`,
  viewWishlist: 'View Wishlist',
  close: 'Close',
};

/** The panel's link targets: the app's routes (the library knows none). */
export interface WishlistDropdownHrefs {
  products: string;
  wishlist: string;
}

export interface WishlistDropdownProps<
  T extends WishlistItemData = WishlistItemData,
> extends PriceFormatProps {
  items: readonly T[];
  /** Controlled open state: adding an item to the cart closes this and opens the cart (the app's wiring). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Each callback gets the item's position (the wishlist's rules act by position) and the item. */
  onAddToCart?: (index: number, item: T) => void;
  onRemove?: (index: number, item: T) => void;
  renderLink?: RenderLink;
  hrefs: WishlistDropdownHrefs;
  labels?: Partial<WishlistDropdownLabels>;
}

/**
 * The header's wishlist: a heart button with the count (red while the wishlist has items), opening a panel
 * with each item's name, price, Add To Cart and remove, and View Wishlist; or the empty message.
 */
export function WishlistDropdown<T extends WishlistItemData>({
  items,
  open,
  defaultOpen,
  onOpenChange,
  onAddToCart,
  onRemove,
  renderLink,
  hrefs,
  labels,
  locale,
  currency,
}: WishlistDropdownProps<T>) {
  const text = { ...defaultWishlistDropdownLabels, ...labels };
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <DropdownPanelCollection
      {...{ open, defaultOpen, onOpenChange, panelRef, renderLink }}
      labels={text}
      hrefs={hrefs}
      count={items.length}
      icon={Heart}
      highlight
      empty={items.length === 0}
      footer={
        <DropdownPanelLink href={hrefs.wishlist} variant="secondary" renderLink={renderLink}>
          {text.viewWishlist}
        </DropdownPanelLink>
      }
    >
      <ul aria-label={text.list} className={styles.list}>
        {items.map((item, index) => (
          <WishlistDropdownItem
            key={item.id}
            item={item}
            locale={locale}
            currency={currency}
            labels={text}
            onAddToCart={() => {
              onAddToCart?.(index, item);
              keepFocusInPanel(panelRef);
            }}
            onRemove={() => {
              onRemove?.(index, item);
              keepFocusInPanel(panelRef);
            }}
          />
        ))}
      </ul>
    </DropdownPanelCollection>
  );
}
