import { formatDateTime, formatTime, orderNumber, type Order } from '@keyshop/contracts';
import {
  AlertDialog,
  Button,
  ButtonGroup,
  EmptyState,
  ErrorState,
  OrderSummary,
  Page,
  PaymentStatus,
  Spinner,
} from '@keyshop/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import { cancelOrder } from '../../api/orders';
import { swrKeys } from '../../hooks/keys';
import { useOrder } from '../../hooks/payments';
import { useFocusHeading } from '../../hooks/useFocusHeading';
import { useAuth } from '../../state/auth';
import { cart } from '../../state/cart';
import { notify } from '../../state/notify';
import { pendingPurchase } from '../../state/pendingPurchase';
import { orderSummaryLines } from '../../lib/productView';
import { loginRedirect } from '../../lib/redirect';
import { SessionCheck } from '../SessionCheck';
import { pageTitle } from '../../lib/title';
import { goToPayment } from './goToPayment';
import { PaidOrder } from './PaidOrder';

const paidStatuses: readonly Order['status'][] = ['paid', 'partially_refunded', 'refunded'];

/** "14:05" today, or with the date when the reservation ends another day. */
export function reservedUntilText(iso: string): string {
  const sameDay = new Date(iso).toDateString() === new Date().toDateString();
  return sameDay ? formatTime(iso) : formatDateTime(iso);
}

/** Ways the order page can look; those that replace what the shopper was using take the focus to their heading. */
type View = 'loading' | 'missing' | 'paid' | 'cancelled' | 'expired' | 'declined' | 'unpaid' | 'waiting';
const focusedViews: readonly View[] = ['cancelled', 'expired', 'declined', 'unpaid'];

function PurchaseFrame({ view, children }: { view?: View; children: React.ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  useFocusHeading(content, view && focusedViews.includes(view) ? view : null);
  return (
    <Page title="Purchase" width="narrow">
      <title>{pageTitle('Purchase')}</title>
      <div ref={content}>{children}</div>
    </Page>
  );
}

/**
 * /purchase?order={id}: the order made by "Buy now", live. While the provider's confirmation is on its way it
 * says "Waiting for payment…" (the order is asked again every 1.5 s), then shows the keys; back from the
 * provider's page without paying it says "Not paid yet" (pay or cancel); a decline says why and offers to try
 * again or cancel; Cancel order asks first; an expired reservation offers to start again. The order id in the
 * URL makes a reload (or coming back from the provider) show the same order.
 */
export function OrderPayment({ orderId }: { orderId: string }) {
  const { user, status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { data: order, error, mutate: reload } = useOrder(orderId);
  const [busy, setBusy] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
  const cancelOpener = useRef<HTMLElement | null>(null);
  const paid = order !== undefined && paidStatuses.includes(order.status);

  // Once paid: the keys and the order list are new, and this purchase is done.
  useEffect(() => {
    if (!paid || !user) return;
    void mutate(swrKeys.orders(user.id));
    void mutate(swrKeys.inventory(user.id));
    if (pendingPurchase.linesOf(orderId)) pendingPurchase.clear();
  }, [paid, user, orderId, mutate]);

  if (status === 'checking') return <SessionCheck title="Purchase" />;
  if (!user) {
    const login = loginRedirect(location);
    return (
      <PurchaseFrame>
        <p>Please sign in to see your order.</p>
        <ButtonGroup align="end">
          <Button asChild>
            <Link to={login.to} state={login.state}>
              Sign In
            </Link>
          </Button>
        </ButtonGroup>
      </PurchaseFrame>
    );
  }
  if (!order) {
    // A missing order stays missing: the way on is the order list, not another try.
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <PurchaseFrame view={error ? 'missing' : 'loading'}>
        {error ? (
          <ErrorState
            message={missing ? 'This order was not found.' : 'Your order could not be loaded.'}
            action={
              missing ? (
                <Button asChild variant="secondary">
                  <Link to="/account?tab=orders">View your orders</Link>
                </Button>
              ) : (
                <Button onClick={() => void reload()}>Try again</Button>
              )
            }
          />
        ) : (
          <EmptyState icon={<Spinner label={null} />} message="Loading your order" />
        )}
      </PurchaseFrame>
    );
  }

  // Runs an action on the order; a failure (a state that moved on: 409) is said and the order read again.
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
      void reload();
    } finally {
      setBusy(false);
    }
  };
  const pay = () => void act(() => goToPayment(order.id));
  // Asked first (AlertDialog); the dialog waits while the cancellation runs.
  const askCancel = () => {
    cancelOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAskingCancel(true);
  };
  // The dialog has no trigger of its own: a "keep the order" hands the focus back to the button that asked.
  const answerCancel = (open: boolean) => {
    setAskingCancel(open);
    if (!open) setTimeout(() => cancelOpener.current?.isConnected && cancelOpener.current.focus(), 0);
  };
  const cancel = () =>
    act(async () => {
      const now = await cancelOrder(order.id);
      await reload(now, { revalidate: false });
      // Paid before the cancel arrived: the page shows the paid order and its keys.
      if (now.status !== 'cancelled') return;
      // The lines this tab bought go back into the cart, to be changed or bought later.
      const lines = pendingPurchase.linesOf(order.id);
      if (lines) {
        cart.lines.set(lines);
        pendingPurchase.clear();
      }
    });
  const restart = () => {
    const lines = pendingPurchase.linesOf(order.id);
    if (!lines) return void navigate('/products');
    pendingPurchase.start(lines);
    void navigate('/purchase', { replace: true });
  };
  const summary = <OrderSummary total={order.total} lines={orderSummaryLines(order)} />;
  const reservedUntil = order.reservedUntil && (
    <p>
      Your keys stay reserved for you until{' '}
      <time dateTime={order.reservedUntil}>{reservedUntilText(order.reservedUntil)}</time>.
    </p>
  );
  const cancelQuestion = (
    <AlertDialog
      open={askingCancel}
      onOpenChange={answerCancel}
      variant="danger"
      title={`Cancel order ${orderNumber(order.id)}?`}
      description="Nothing has been charged. Its keys go back on sale and its lines back into your cart."
      labels={{ cancel: 'Keep the order', confirm: 'Cancel order' }}
      onConfirm={cancel}
    />
  );

  if (paid) {
    return (
      <PurchaseFrame view="paid">
        <PaidOrder order={order} />
      </PurchaseFrame>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <PurchaseFrame view="cancelled">
        <EmptyState
          headingLevel={2}
          message="Your order was cancelled."
          description="Nothing was charged, and its keys went back on sale."
          action={
            <>
              <Button asChild variant="secondary">
                <Link to="/cart">View Cart</Link>
              </Button>
              <Button asChild>
                <Link to="/products">Continue Shopping</Link>
              </Button>
            </>
          }
        />
      </PurchaseFrame>
    );
  }
  if (order.status === 'expired') {
    return (
      <PurchaseFrame view="expired">
        <PaymentStatus
          state="expired"
          onRestart={restart}
          labels={{
            expiredText:
              'Your reservation ran out before the payment arrived, and its keys went back on sale. Nothing was charged.',
          }}
        >
          {summary}
        </PaymentStatus>
      </PurchaseFrame>
    );
  }
  if (order.status === 'payment_failed') {
    return (
      <PurchaseFrame view="declined">
        <PaymentStatus
          state="declined"
          reason={order.payment.failureMessage ?? undefined}
          loading={busy}
          onRetry={pay}
          onCancel={askCancel}
        >
          {summary}
          {reservedUntil}
        </PaymentStatus>
        {cancelQuestion}
      </PurchaseFrame>
    );
  }
  // awaiting_payment, and the shopper left the provider's page: nothing is on its way, so no spinner.
  if (params.get('canceled') === '1') {
    return (
      <PurchaseFrame view="unpaid">
        <PaymentStatus
          state="unpaid"
          loading={busy}
          onPay={pay}
          onCancel={askCancel}
          labels={{ unpaidText: 'You left the payment page without paying: nothing has been charged.' }}
        >
          {summary}
          {reservedUntil}
        </PaymentStatus>
        {cancelQuestion}
      </PurchaseFrame>
    );
  }
  // awaiting_payment otherwise: back from the provider, its confirmation on the way (or not paid yet).
  return (
    <PurchaseFrame view="waiting">
      <PaymentStatus state="waiting">
        {summary}
        <p>
          Not paid yet? Your keys are reserved until{' '}
          {order.reservedUntil ? reservedUntilText(order.reservedUntil) : 'the reservation ends'}.
        </p>
        <ButtonGroup align="end">
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={askCancel}>
            Cancel order
          </Button>
          <Button loading={busy && !askingCancel} aria-disabled={busy || undefined} onClick={pay}>
            Continue to payment
          </Button>
        </ButtonGroup>
      </PaymentStatus>
      {cancelQuestion}
    </PurchaseFrame>
  );
}
