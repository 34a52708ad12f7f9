import { Button, ButtonGroup, EmptyState, OrderSummary, OrderSummarySkeleton, Page } from '@keyshop/ui';
import { Link, useNavigate } from 'react-router';
import { useCurrentStock } from '../../hooks/useCurrentStock';
import { useHydrated } from '../../hooks/useHydrated';
import { useRegionCheck } from '../../hooks/useRegionCheck';
import { cart as cartStore, useCart } from '../../state/cart';
import { shortLines, stockBlockedHint } from '../../state/stockCheck';
import { LineRegionNotice, regionBlockedHint } from '../../components/LineRegionNotice';
import { LineStockNotice } from '../../components/LineStockNotice';
import { pendingPurchase } from '../../state/pendingPurchase';
import { cartSummaryLines } from '../../lib/productView';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';
import { NoScriptNotice } from '../../components/NoScriptNotice';

/**
 * /checkout: the order review of the cart. FAST CHECKOUT keeps the lines for /purchase (with a fresh
 * idempotency key), clears the cart ('Proceeding to checkout!') and goes there; it waits while a line that
 * will not activate in the shopper's country is neither confirmed nor removed, and while a line holds more keys
 * than are left (stock read on arrival and followed live). Until the browser has read the stored cart, the
 * summary's placeholder stands there, never "empty".
 */
export function CheckoutPage() {
  const cart = useCart();
  const hydrated = useHydrated();
  useCurrentStock(cart.lines, cartStore.lines);
  const regionCheck = useRegionCheck(cart.lines);
  const short = shortLines(cart.lines);
  const blocked = regionCheck.blocked || short.length > 0;
  const navigate = useNavigate();

  const fastCheckout = () => {
    if (blocked) return;
    pendingPurchase.start(cart.lines);
    cart.clear('Proceeding to checkout!');
    // In place of this page: Back from /purchase must not land on a checkout the cart no longer fills.
    void navigate('/purchase', { replace: true });
  };

  return (
    <Page title="Checkout" width="narrow">
      <title>{pageTitle('Checkout')}</title>
      <NoScriptNotice subject="Checkout" />
      {!hydrated ? (
        <div role="status" aria-label="Loading your order">
          <OrderSummarySkeleton lines={2} />
        </div>
      ) : cart.lines.length === 0 ? (
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
          {short.map(({ line, index }) => (
            <LineStockNotice key={line.id} line={line} index={index} />
          ))}
          {short.length > 0 && <p>{stockBlockedHint}</p>}
          {regionCheck.flags.map((flag) => (
            <LineRegionNotice
              key={flag.line.id}
              flag={flag}
              country={regionCheck.country!}
              countryName={regionCheck.countryName}
              onRemove={() => cart.remove(flag.index)}
            />
          ))}
          {regionCheck.blocked && <p>{regionBlockedHint}</p>}
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
            <Button size="lg" disabled={blocked} onClick={fastCheckout}>
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
