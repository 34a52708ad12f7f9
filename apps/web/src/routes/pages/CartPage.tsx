import {
  Button,
  ButtonGroup,
  CartList,
  CartListSkeleton,
  CartListSubtotal,
  EmptyState,
  Page,
} from '@keyshop/ui';
import { useRef, type Ref } from 'react';
import { Link } from 'react-router';
import { useCurrentStock } from '../../hooks/useCurrentStock';
import { useFocusWhenEmptied } from '../../hooks/useFocusWhenEmptied';
import { useHydrated } from '../../hooks/useHydrated';
import { useRegionCheck } from '../../hooks/useRegionCheck';
import { cart as cartStore, useCart } from '../../state/cart';
import { shortLines, stockBlockedHint } from '../../state/stockCheck';
import { LineRegionNotice, regionBlockedHint } from '../../components/LineRegionNotice';
import { productPath } from '../../lib/links';
import { coverAspectRatio, toCartLineView } from '../../lib/productView';
import { renderRouterLink } from '../../components/routerLink';
import { MovedToOrder } from '../../components/purchase/MovedToOrder';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';
import { NoScriptNotice } from '../../components/NoScriptNotice';

function ContinueShopping({ linkRef }: { linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <Button asChild variant="secondary">
      <Link ref={linkRef} to="/products">
        Continue Shopping
      </Link>
    </Button>
  );
}

/**
 * /cart: the lines with the dropdown's controls, the subtotal, Checkout and Continue Shopping. Until the browser
 * has read the stored cart (the server cannot know it) the lines' placeholders stand there, never "empty". A
 * line whose key will not activate in the shopper's country, or that holds more keys than are left (stock read
 * on arrival and followed live), is flagged; Checkout waits until each is settled.
 */
export function CartPage() {
  const cart = useCart();
  const hydrated = useHydrated();
  useCurrentStock(cart.lines, cartStore.lines);
  const regionCheck = useRegionCheck(cart.lines);
  const stockBlocked = shortLines(cart.lines).length > 0;
  const blocked = regionCheck.blocked || stockBlocked;
  const lines = cart.lines.map(toCartLineView);
  const empty = lines.length === 0;
  const continueRef = useRef<HTMLAnchorElement>(null);
  useFocusWhenEmptied(lines.length, continueRef);
  return (
    <Page
      title="Shopping Cart"
      width="narrow"
      actions={
        hydrated &&
        !empty && (
          <Button variant="ghost" onClick={() => cart.clear()}>
            Clear cart
          </Button>
        )
      }
    >
      <title>{pageTitle('Cart')}</title>
      <NoScriptNotice subject="Your cart" />
      {!hydrated ? (
        <CartListSkeleton lines={2} label="Loading your cart" />
      ) : empty ? (
        <MovedToOrder
          empty={
            <EmptyState message="Your cart is empty" action={<ContinueShopping linkRef={continueRef} />} />
          }
        />
      ) : (
        <>
          <CartList
            lines={lines}
            imageAspectRatio={coverAspectRatio}
            aria-label="Cart items"
            onIncrement={cart.increment}
            onDecrement={cart.decrement}
            onRemove={cart.remove}
            getHref={productPath}
            renderLink={renderRouterLink}
            getNotice={(_line, index) => {
              const flag = regionCheck.flagAt(index);
              return (
                flag && (
                  <LineRegionNotice
                    flag={flag}
                    country={regionCheck.country!}
                    countryName={regionCheck.countryName}
                  />
                )
              );
            }}
          />
          <CartListSubtotal lines={lines} />
          {regionCheck.blocked && <p>{regionBlockedHint}</p>}
          {stockBlocked && <p>{stockBlockedHint}</p>}
          <ButtonGroup align="end">
            <ContinueShopping />
            {blocked ? (
              <Button disabled>Checkout</Button>
            ) : (
              <Button asChild>
                <Link to="/checkout">Checkout</Link>
              </Button>
            )}
          </ButtonGroup>
        </>
      )}
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default CartPage;
