import { Button, ButtonGroup, CartList, CartListSubtotal, EmptyState, Page } from '@keyshop/ui';
import { Link } from 'react-router';
import { useRegionCheck } from '../../hooks/useRegionCheck';
import { useCart } from '../../state/cart';
import { LineRegionNotice, regionBlockedHint } from '../LineRegionNotice';
import { productPath } from '../links';
import { coverAspectRatio, toCartLineView } from '../productView';
import { renderRouterLink } from '../routerLink';
import { pageTitle } from '../title';
import { noindexMeta } from '../../seo';

const continueShopping = (
  <Button asChild variant="secondary">
    <Link to="/products">Continue Shopping</Link>
  </Button>
);

/**
 * /cart: the lines with the dropdown's controls, the subtotal, Checkout and Continue Shopping. A line whose key
 * will not activate in the shopper's country is flagged; Checkout waits until each is confirmed or removed.
 */
export function CartPage() {
  const cart = useCart();
  const regionCheck = useRegionCheck(cart.lines);
  const lines = cart.lines.map(toCartLineView);
  const empty = lines.length === 0;
  return (
    <Page
      title="Shopping Cart"
      width="narrow"
      actions={
        !empty && (
          <Button variant="ghost" onClick={() => cart.clear()}>
            Clear cart
          </Button>
        )
      }
    >
      <title>{pageTitle('Cart')}</title>
      {empty ? (
        <EmptyState message="Your cart is empty" action={continueShopping} />
      ) : (
        <>
          <CartList
            lines={lines}
            imageAspectRatio={coverAspectRatio}
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
          <ButtonGroup align="end">
            {continueShopping}
            {regionCheck.blocked ? (
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
