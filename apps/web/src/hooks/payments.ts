import { payableStatuses, type Order } from '@keyshop/contracts';
import useSWR from 'swr';
import { getOrder } from '../api/orders';
import { getTestSession } from '../api/testPayments';
import { useAuth } from '../state/auth';
import { swrKeys } from './keys';

/** How often an order whose payment is on its way is asked again (the provider's webhook lands in between). */
export const PAYMENT_POLL_MS = 1500;

/** Whether the order can still change through its payment (keys reserved, not paid, not given up). */
export const isPayable = (order: Order) => (payableStatuses as readonly string[]).includes(order.status);

/** Whether the order holds delivered keys (paid, and not all refunded): they can be shown and refunded. */
export const holdsKeys = (order: Order) => order.status === 'paid' || order.status === 'partially_refunded';

/** One order of the signed-in user, asked again every 1.5 s while it is payable, until it is paid or over. */
export function useOrder(orderId: string | undefined) {
  const { user } = useAuth();
  return useSWR(user && orderId ? swrKeys.order(user.id, orderId) : null, ([, , id]) => getOrder(id), {
    refreshInterval: (order) => (order && isPayable(order) ? PAYMENT_POLL_MS : 0),
  });
}

/** A session of the test provider's payment page. */
export function useTestSession(sessionId: string | undefined) {
  const { user } = useAuth();
  return useSWR(
    user && sessionId ? swrKeys.testPaymentSession(user.id, sessionId) : null,
    ([, , id]) => getTestSession(id),
    { revalidateOnFocus: false },
  );
}
