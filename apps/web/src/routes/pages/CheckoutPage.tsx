import { Button, ButtonGroup, EmptyState, OrderSummary, Page } from '@keyshop/ui';
import { Link, useNavigate } from 'react-router';
import { useCart } from '../../state/cart';
import { pendingPurchase } from '../../state/pendingPurchase';
import { cartSummaryLines } from '../productView';
import { pageTitle } from '../title';
import { noindexMeta } from '../../seo';

/**
 * /checkout: the order review of the cart. FAST CHECKOUT keeps the lines for /purchase (with a fresh
 * idempotency key), clears the cart ('Proceeding to checkout!') and goes there.
 */
export function CheckoutPage() {
  const cart = useCart();
  const navigate = useNavigate();

  const fastCheckout = () => {
    pendingPurchase.start(cart.lines);
    cart.clear('Proceeding to checkout!');
    void navigate('/purchase');
  };

  return (
    <Page title="Checkout" width="narrow">
      <title>{pageTitle('Checkout')}</title>
      {cart.lines.length === 0 ? (
        <EmptyState
          message="Your cart is empty"
          action={
            <Button asChild variant="secondary">
              <Link to="/products">Continue Shopping</Link>
            </Button>
          }
        />
      ) : (
        <>
          <OrderSummary lines={cartSummaryLines(cart.lines)} />
          <p>
            By placing your order you accept our{' '}
            <Button asChild variant="link">
              <Link to="/TermsAndConditions">Terms and Conditions</Link>
            </Button>{' '}
            and confirm that you have read our{' '}
            <Button asChild variant="link">
              <Link to="/PrivacyPolicy">Privacy Policy</Link>
            </Button>
            . Digital keys are delivered immediately, so the right of withdrawal ends once delivery starts.
          </p>
          <ButtonGroup align="end">
            <Button asChild variant="secondary">
              <Link to="/cart">Back to Cart</Link>
            </Button>
            <Button size="lg" onClick={fastCheckout}>
              FAST CHECKOUT
            </Button>
          </ButtonGroup>
        </>
      )}
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default CheckoutPage;
