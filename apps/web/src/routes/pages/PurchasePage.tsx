import { givenConsent, stockConflictSchema, withdrawalConsent, type Order } from '@keyshop/contracts';
import { Button, ButtonGroup, ConsentGate, EmptyState, ErrorState, OrderSummary, Page } from '@keyshop/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
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
import { KeyInventory } from '../KeyInventory';
import { SessionCheck } from '../SessionCheck';
import { cartSummaryLines, orderSummaryLines } from '../productView';
import { pageTitle } from '../title';
import { noindexMeta } from '../../seo';

const noLines: CartLine[] = [];

/** A 409 names the short product; anything else says what the API said. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    const conflict = stockConflictSchema.safeParse(error.body);
    if (conflict.success) {
      const { company_name, available } = conflict.data;
      return `Not enough stock for ${company_name}: only ${available} available. Your order was not placed.`;
    }
  }
  return error instanceof Error ? error.message : 'Your order could not be placed. Please try again.';
}

/** After the order: its summary and its keys (masked until Show Key). */
function PlacedOrder({ order }: { order: Order }) {
  return (
    <Page title="Thank you for your order!" width="narrow">
      <title>{pageTitle('Order placed')}</title>
      <p role="status">Your order has been placed. Your keys are below and in your Inventory.</p>
      <OrderSummary total={order.total} labels={{ title: 'Your order' }} lines={orderSummaryLines(order)} />
      {order.consent && (
        <p>
          On{' '}
          <time dateTime={order.consent.acceptedAt}>
            {new Date(order.consent.acceptedAt).toLocaleString()}
          </time>{' '}
          you agreed: “{order.consent.text}” A confirmation is on its way to your e-mail address.
        </p>
      )}
      <h2>Your keys</h2>
      <KeyInventory orderId={order.id} headingLevel={3} />
      <ButtonGroup>
        <Button asChild variant="secondary">
          <Link to="/account?tab=orders">View your orders</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </ButtonGroup>
    </Page>
  );
}

/**
 * /purchase: the purchase FAST CHECKOUT kept. Signed out, it asks to sign in (and comes back here); signed
 * in, Buy now (enabled once the withdrawal waiver is ticked) sends it once with its idempotency key (double
 * clicks and reloads reuse the key, so the server orders once). Success shows the keys; a stock conflict names
 * the short product and keeps the lines.
 */
export function PurchasePage() {
  const { user, status } = useAuth();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(pendingPurchase.read);
  const [order, setOrder] = useState<Order>();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [consented, setConsented] = useState(false);
  const inFlight = useRef(false);
  // The country may have changed since checkout: a line not confirmed for it sends the shopper back to the cart.
  const regionCheck = useRegionCheck(pending?.lines ?? noLines);

  if (order) return <PlacedOrder order={order} />;
  if (status === 'checking') return <SessionCheck title="Purchase" />;
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
    if (inFlight.current || !user || !consented || regionCheck.blocked) return;
    inFlight.current = true;
    setPlacing(true);
    setFailure(undefined);
    try {
      const items = pending.lines.map((line) => ({ productId: line.id, qty: line.cart_quantity }));
      const placed = await placeOrder({ items, consent: givenConsent }, pending.idempotencyKey);
      pendingPurchase.clear();
      void mutate(swrKeys.orders(user.id));
      void mutate(swrKeys.inventory(user.id));
      notify.success('Your order has been placed!');
      setOrder(placed);
    } catch (error) {
      setFailure(failureMessage(error));
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
      {failure && <ErrorState size="sm" message={failure} />}
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
                'Your keys are delivered as soon as you buy. Unrevealed keys can still be refunded within 14 days.',
            }}
            checked={consented}
            onCheckedChange={setConsented}
            loading={placing}
            blocked={regionCheck.blocked}
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
