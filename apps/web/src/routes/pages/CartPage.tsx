import { Button, ButtonGroup, CartList, CartListSubtotal, EmptyState, Page } from '@keyshop/ui';
import { Link } from 'react-router';
import { useCart } from '../../state/cart';
import { productPath } from '../links';
import { toCartLineView } from '../productView';
import { renderRouterLink } from '../routerLink';
import { pageTitle } from '../title';
import { noindexMeta } from '../../seo';

const continueShopping = (
  <Button asChild variant="secondary">
    <Link to="/products">Continue Shopping</Link>
  </Button>
);

/** /cart: the lines with the dropdown's controls, the subtotal, Checkout and Continue Shopping. */
export function CartPage() {
  const cart = useCart();
  const empty = cart.lines.length === 0;
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
            lines={cart.lines.map(toCartLineView)}
            onIncrement={cart.increment}
            onDecrement={cart.decrement}
            onRemove={cart.remove}
            getHref={productPath}
            renderLink={renderRouterLink}
          />
          <CartListSubtotal lines={cart.lines.map(toCartLineView)} />
          <ButtonGroup align="end">
            {continueShopping}
            <Button asChild>
              <Link to="/checkout">Checkout</Link>
            </Button>
          </ButtonGroup>
        </>
      )}
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default CartPage;
