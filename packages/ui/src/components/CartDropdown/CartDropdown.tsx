'use client';

import { ShoppingCart } from 'lucide-react';
import { useRef } from 'react';
import type { RenderLink } from '../../utils/renderLink';
import { defaultCartLineLabels, type CartLineData, type CartLineLabels } from '../CartLine';
import { CartList, CartListSubtotal, cartListQuantity } from '../CartList';
import { DropdownPanelLink, keepFocusInPanel } from '../DropdownPanel';
import { DropdownPanelCollection } from '../DropdownPanel/DropdownPanelCollection';
import * as styles from './CartDropdown.css';
import type { PriceFormatProps } from '../Price';

/** The panel's texts and its lines' ("Remove {name} from cart", …). */
export interface CartDropdownLabels extends CartLineLabels {
  trigger: string;
  title: string;
  empty: string;
  continueShopping: string;
  list: string;
  subtotal: string;
  viewCart: string;
  checkout: string;
  close: string;
}

export const defaultCartDropdownLabels: CartDropdownLabels = {
  ...defaultCartLineLabels,
  trigger: 'Cart',
  title: 'Shopping Cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue Shopping',
  list: 'Cart items',
  subtotal: 'Subtotal',
  viewCart: 'View Cart',
  checkout: 'Checkout',
  close: 'Close',
};

/** The panel's link targets: the app's routes (the library knows none). */
export interface CartDropdownHrefs {
  products: string;
  cart: string;
  checkout: string;
}

export interface CartDropdownProps<T extends CartLineData = CartLineData> extends PriceFormatProps {
  lines: readonly T[];
  /** Controlled open state: the app opens the dropdown when something is added to the cart. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Each callback gets the line's position (the cart's rules act by position) and the line. */
  onDecrement?: (index: number, line: T) => void;
  onIncrement?: (index: number, line: T) => void;
  onRemove?: (index: number, line: T) => void;
  renderLink?: RenderLink;
  hrefs: CartDropdownHrefs;
  labels?: Partial<CartDropdownLabels>;
}

/**
 * The header's cart: an icon button with the total quantity, opening a panel with the lines (compact
 * `CartList`), the subtotal, View Cart and Checkout, or the empty message with Continue Shopping.
 */
export function CartDropdown<T extends CartLineData>({
  lines,
  open,
  defaultOpen,
  onOpenChange,
  onDecrement,
  onIncrement,
  onRemove,
  renderLink,
  hrefs,
  labels,
  locale,
  currency,
}: CartDropdownProps<T>) {
  const text = { ...defaultCartDropdownLabels, ...labels };
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <DropdownPanelCollection
      {...{ open, defaultOpen, onOpenChange, panelRef, renderLink }}
      labels={text}
      hrefs={hrefs}
      count={cartListQuantity(lines)}
      icon={ShoppingCart}
      empty={lines.length === 0}
      footer={
        <>
          <CartListSubtotal lines={lines} labels={text} locale={locale} currency={currency} />
          <div className={styles.actions}>
            <DropdownPanelLink href={hrefs.cart} variant="secondary" renderLink={renderLink}>
              {text.viewCart}
            </DropdownPanelLink>
            <DropdownPanelLink href={hrefs.checkout} renderLink={renderLink}>
              {text.checkout}
            </DropdownPanelLink>
          </div>
        </>
      }
    >
      <CartList
        layout="compact"
        aria-label={text.list}
        lines={lines}
        labels={text}
        locale={locale}
        currency={currency}
        onDecrement={onDecrement}
        onIncrement={onIncrement}
        onRemove={(index, line) => {
          onRemove?.(index, line);
          keepFocusInPanel(panelRef);
        }}
      />
    </DropdownPanelCollection>
  );
}
