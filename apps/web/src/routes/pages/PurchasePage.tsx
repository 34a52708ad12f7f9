import { givenConsent, stockConflictSchema, withdrawalConsent } from '@keyshop/contracts';
import { Button, ButtonGroup, ConsentGate, EmptyState, ErrorState, OrderSummary, Page } from '@keyshop/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import { placeOrder } from '../../api/orders';
import { swrKeys } from '../../hooks/keys';
import { useRegionCheck } from '../../hooks/useRegionCheck';
import { useAuth } from '../../state/auth';
import { cart } from '../../state/cart';
import { notify } from '../../state/notify';
import type { CartLine } from '../../state/cartRules';
import { pendingPurchase } from '../../state/pendingPurchase';
import { SessionCheck } from '../../components/SessionCheck';
import { cartSummaryLines } from '../../lib/productView';
import { goToSession } from '../../components/purchase/goToPayment';
import { OrderPayment } from '../../components/purchase/OrderPayment';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';

const noLines: CartLine[] = [];

/** Why Buy now did not order; `soldOut` when a line has no key left at all (buying again cannot work). */
type Failure = { message: string; soldOut: boolean };

/** A 409 names the short product (sold out when its last key went to someone else); else what the API said. */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 409) {
    const conflict = stockConflictSchema.safeParse(error.body);
    if (conflict.success) {
      const { company_name, available } = conflict.data;
      return available === 0
        ? {
            message: `Sold out: someone bought the last key of ${company_name}. Your order was not placed.`,
            soldOut: true,
          }
        : {
            message: `Not enough stock for ${company_name}: only ${available} available. Your order was not placed.`,
            soldOut: false,
          };
    }
  }
  const message =
    error instanceof Error ? error.message : 'Your order could not be placed. Please try again.';
  return { message, soldOut: false };
}

/** /purchase?order={id} follows that order's payment; /purchase alone places the purchase FAST CHECKOUT kept. */
export function PurchasePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return orderId ? <OrderPayment key={orderId} orderId={orderId} /> : <PurchaseStart />;
}

/**
 * The purchase FAST CHECKOUT kept. Signed out, it asks to sign in (and comes back here); signed in, Buy now
 * (enabled once the withdrawal waiver is ticked) sends it once with its idempotency key (double clicks and
 * reloads reuse the key, so the server orders once). The order reserves the keys and awaits its payment: the
 * URL becomes /purchase?order={id} (in place of this step, so Back and reload find the order) and the shopper
 * goes on to the payment provider's page. A stock conflict names the short product and keeps the lines.
 */
function PurchaseStart() {
  const { user, status } = useAuth();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [pending, setPending] = useState(pendingPurchase.read);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [consented, setConsented] = useState(false);
  const inFlight = useRef(false);
  // The country may have changed since checkout: a line not confirmed for it sends the shopper back to the cart.
  const regionCheck = useRegionCheck(pending?.lines ?? noLines);

  // This tab already placed these lines (Back, or a link to /purchase): show that order, not a second one.
  const placedId = pending?.orderId;
  useEffect(() => {
    if (placedId) void navigate(`/purchase?order=${encodeURIComponent(placedId)}`, { replace: true });
  }, [placedId, navigate]);

  if (status === 'checking' || placedId) return <SessionCheck title="Purchase" />;
  if (!pending) {
    return (
      <Page title="Purchase" width="narrow">
        <title>{pageTitle('Purchase')}</title>
        <EmptyState
          message="There is no order waiting to be placed."
          description="Add games to your cart and choose FAST CHECKOUT on the checkout page."
          action={
            <Button asChild>
              <Link to="/products">Browse Products</Link>
            </Button>
          }
        />
      </Page>
    );
  }

  const place = async () => {
    if (inFlight.current || !user || !consented || regionCheck.blocked || failure?.soldOut) return;
    inFlight.current = true;
    setPlacing(true);
    setFailure(undefined);
    try {
      const items = pending.lines.map((line) => ({ productId: line.id, qty: line.cart_quantity }));
      const placed = await placeOrder({ items, consent: givenConsent }, pending.idempotencyKey);
      pendingPurchase.placed(pending, placed.id);
      void mutate(swrKeys.orders(user.id));
      void navigate(`/purchase?order=${encodeURIComponent(placed.id)}`, { replace: true });
      // No session opened (the provider failed): the order page offers to continue to payment.
      if (placed.paymentSession) goToSession(placed.paymentSession);
      else notify.error('The payment could not be started.');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  // Gives up this purchase: its lines go back into the cart to be changed.
  const returnToCart = () => {
    cart.lines.set(pending.lines);
    pendingPurchase.clear();
    setPending(null);
  };

  return (
    <Page title="Purchase" width="narrow">
      <title>{pageTitle('Purchase')}</title>
      <OrderSummary lines={cartSummaryLines(pending.lines)} />
      {failure && <ErrorState size="sm" message={failure.message} />}
      {regionCheck.blocked && (
        <ErrorState
          size="sm"
          message="Some keys will not activate in your country. Return to the cart to confirm or remove them."
        />
      )}
      {user ? (
        <>
          <ConsentGate
            labels={{
              consent: withdrawalConsent.text,
              description:
                'Buy now reserves your keys; you pay on the next page and get them as soon as the payment is confirmed. Unrevealed keys can still be refunded within 14 days.',
            }}
            checked={consented}
            onCheckedChange={setConsented}
            loading={placing}
            blocked={regionCheck.blocked || failure?.soldOut}
            onSubmit={() => void place()}
            secondaryAction={
              <Button asChild variant="secondary" onClick={returnToCart}>
                <Link to="/cart">Return to Cart</Link>
              </Button>
            }
          />
        </>
      ) : (
        <>
          <p>Please sign in to place your order. Your order will be waiting here.</p>
          <ButtonGroup align="end">
            <Button asChild variant="secondary">
              <Link to="/register" state={{ from: '/purchase' }}>
                Register
              </Link>
            </Button>
            <Button asChild>
              <Link to="/login" state={{ from: '/purchase' }}>
                Sign In
              </Link>
            </Button>
          </ButtonGroup>
        </>
      )}
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default PurchasePage;
