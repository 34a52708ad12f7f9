import { Button, ButtonGroup, ErrorState, OrderList, shortOrderId } from '@keyshop/ui';
import { Link } from 'react-router';
import { useOrders } from '../../hooks/account';
import { toOrderView } from '../productView';
import { mayRefund, RefundOrder } from './RefundOrder';

/**
 * The user's orders, newest first: date, status, lines, total, a link to the order's keys and, within 14 days,
 * the refund of its unrevealed keys.
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
          {order.status !== 'refunded' && (
            <Button asChild variant="secondary" size="sm">
              <Link
                to={`/account?tab=inventory&order=${encodeURIComponent(order.id)}`}
                aria-label={`View keys of order ${shortOrderId(order.id)}`}
              >
                View keys
              </Link>
            </Button>
          )}
          {mayRefund(order) && <RefundOrder order={order} />}
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
