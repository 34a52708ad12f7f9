import { type Order } from '@keyshop/contracts';
import { formatPrice, RefundConfirm, shortOrderId } from '@keyshop/ui';
import { useSWRConfig } from 'swr';
import { focusIsLost } from '../../hooks/useFocusAfterNavigation';
import { refundOrder } from '../../api/orders';
import { swrKeys } from '../../hooks/keys';
import { useAuth } from '../../state/auth';
import { notify } from '../../state/notify';

/** Whether the order may still hold refundable keys (the API decides about revealed ones). */
export const mayRefund = (order: Order, now = Date.now()) =>
  order.status !== 'refunded' && now < Date.parse(order.refundableUntil);

/**
 * Refund of an order's unrevealed keys through the library's two-step RefundConfirm. A revealed key or an
 * expired window comes back as the API's message.
 */
export function RefundOrder({ order }: { order: Order }) {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const open = order.items.reduce((sum, item) => sum + (item.qty - item.refundedQty) * item.unitPrice, 0);
  const name = shortOrderId(order.id);

  const confirm = async () => {
    // The order's row outlives the refund; its Refund button may not (a refunded order has none).
    const row = document.activeElement?.closest('article');
    try {
      const refunded = await refundOrder(order.id);
      notify.success(`Refunded ${formatPrice(refunded.refund?.amount ?? open)} for order ${name}.`);
      if (user) {
        void mutate(swrKeys.inventory(user.id));
        await mutate(swrKeys.orders(user.id));
      }
      // Once the row shows the refund, the focus goes to it if it fell to the page with the button.
      requestAnimationFrame(() => {
        if (!row?.isConnected || !focusIsLost()) return;
        row.tabIndex = -1;
        row.focus();
      });
    } catch (caught) {
      notify.error(caught instanceof Error ? caught.message : 'Your refund could not be made.');
    }
  };
  return <RefundConfirm name={name} amount={open} onConfirm={confirm} />;
}
