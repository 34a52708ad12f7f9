import { orderNumber } from '@keyshop/contracts';
import { Button, ButtonGroup, ErrorState, OrderList } from '@keyshop/ui';
import { Link } from 'react-router';
import { useOrders } from '../../hooks/account';
import { holdsKeys, isPayable } from '../../hooks/payments';
import { toOrderView } from '../../lib/orderView';
import { mayRefund, RefundOrder } from './RefundOrder';

/**
 * The user's orders, newest first: date, status, total, payment (method, amount, provider reference), lines,
 * and for a paid order a link to its keys and, within 14 days, the refund of its unrevealed keys; an order still
 * payable links to its payment on /purchase.
 */
export function OrdersTab() {
  const { data, error, isLoading, mutate } = useOrders();
  if (error && !data) {
    return (
      <ErrorState
        message="Your orders could not be loaded."
        action={<Button onClick={() => void mutate()}>Try again</Button>}
      />
    );
  }
  return (
    <OrderList
      headingLevel={2}
      orders={(data?.orders ?? []).map(toOrderView)}
      loading={isLoading}
      renderAction={(order) => (
        <ButtonGroup>
          {holdsKeys(order) && (
            <Button asChild variant="secondary" size="sm">
              <Link
                to={`/account?tab=inventory&order=${encodeURIComponent(order.id)}`}
                aria-label={`View keys of order ${orderNumber(order.id)}`}
              >
                View keys
              </Link>
            </Button>
          )}
          {mayRefund(order) && <RefundOrder order={order} />}
          {isPayable(order) && (
            <Button asChild variant="secondary" size="sm">
              <Link
                to={`/purchase?order=${encodeURIComponent(order.id)}`}
                aria-label={`Pay order ${orderNumber(order.id)}`}
              >
                Pay now
              </Link>
            </Button>
          )}
        </ButtonGroup>
      )}
      emptyAction={
        <Button asChild>
          <Link to="/products">Browse Products</Link>
        </Button>
      }
    />
  );
}
