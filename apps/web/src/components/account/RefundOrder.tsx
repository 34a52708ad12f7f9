import { orderNumber, refundableAmount, refundableLines, type Order } from '@keyshop/contracts';
import { formatPrice, RefundConfirm } from '@keyshop/ui';
import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import { focusIsLost } from '../../hooks/useFocusAfterNavigation';
import { refundOrder } from '../../api/orders';
import { swrKeys } from '../../hooks/keys';
import { holdsKeys } from '../../hooks/payments';
import { useAuth } from '../../state/auth';
import { notify } from '../../state/notify';

/** Whether the paid order still holds keys that are neither refunded nor revealed, within the refund window. */
export const mayRefund = (order: Order, now = Date.now()) =>
  holdsKeys(order) && refundableLines(order).length > 0 && now < Date.parse(order.refundableUntil);

/**
 * Refund of an order's unrevealed keys through the library's RefundConfirm (an alert dialog): the offer names what the
 * API gives back (revealed keys stay with the shopper). An expired window comes back as the API's message.
 */
export function RefundOrder({ order }: { order: Order }) {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const open = refundableAmount(order);
  const name = orderNumber(order.id);
  const anchor = useRef<HTMLDivElement>(null);

  const confirm = async () => {
    // The order's row outlives the refund; its Refund button may not (a refunded order has none).
    const row = anchor.current?.closest('article');
    try {
      await refundOrder(order.id);
      notify.success(`Refunded ${formatPrice(open)} for order ${name}.`);
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
  return <RefundConfirm ref={anchor} name={name} amount={open} onConfirm={confirm} />;
}
