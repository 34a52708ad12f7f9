'use client';

import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Price, type PriceFormatProps } from '../Price';
import { defaultWishlistDropdownLabels, type WishlistDropdownLabels } from './WishlistDropdown';
import * as styles from './WishlistDropdown.css';

/** The fields a wishlist item reads, in neutral names (an app maps its product shape to it). */
export interface WishlistItemData {
  id: number | string;
  name: string;
  /** A number or a numeric string, as the API sends it. */
  price: number | string;
  /** Keys in stock now, when known; at 0 the item says "Sold out" and cannot be added to the cart. */
  stock?: number | null;
}

export interface WishlistDropdownItemProps extends PriceFormatProps {
  item: WishlistItemData;
  onAddToCart?: () => void;
  onRemove?: () => void;
  /** The dropdown's texts this row uses (WishlistDropdown passes its own). */
  labels?: Partial<Pick<WishlistDropdownLabels, 'addToCart' | 'remove' | 'soldOut'>>;
}

/** One wishlist entry: name, price, Add To Cart (described by the name; off while sold out) and remove. */
export function WishlistDropdownItem({
  item,
  onAddToCart,
  onRemove,
  labels,
  locale,
  currency,
}: WishlistDropdownItemProps) {
  const nameId = useId();
  const text = { ...defaultWishlistDropdownLabels, ...labels };
  const soldOut = item.stock === 0;
  return (
    <li className={styles.item}>
      <div className={styles.info}>
        <span id={nameId} className={styles.name}>
          {item.name}
        </span>
        <Price price={item.price} locale={locale} currency={currency} />
        {soldOut && <span className={styles.soldOut}>{text.soldOut}</span>}
      </div>
      <div className={styles.actions}>
        <Button size="sm" aria-describedby={nameId} disabled={soldOut} onClick={onAddToCart}>
          {text.addToCart}
        </Button>
        <IconButton size="sm" label={text.remove(item.name)} onClick={onRemove}>
          <Trash2 aria-hidden size={16} />
        </IconButton>
      </div>
    </li>
  );
}
