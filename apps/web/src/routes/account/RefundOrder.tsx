import { type Order } from '@keyshop/contracts';
import { Button, ButtonGroup, formatPrice, shortOrderId } from '@keyshop/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { refundOrder } from '../../api/orders';
import { swrKeys } from '../../hooks/keys';
import { useAuth } from '../../state/auth';
import { notify } from '../../state/notify';

/** Whether the order may still hold refundable keys (the API decides about revealed ones). */
export const mayRefund = (order: Order, now = Date.now()) =>
  order.status !== 'refunded' && now < Date.parse(order.refundableUntil);

/**
 * Refund of an order's unrevealed keys, with a confirmation step: Refund asks, Confirm refund sends. A
 * revealed key or an expired window comes back as the API's message.
 */
export function RefundOrder({ order }: { order: Order }) {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const open = order.items.reduce((sum, item) => sum + (item.qty - item.refundedQty) * item.unitPrice, 0);
  const name = shortOrderId(order.id);

  if (!confirming) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Refund order ${name}`}
        onClick={() => setConfirming(true)}
      >
        Refund
      </Button>
    );
  }
  const confirm = async () => {
    setSending(true);
    try {
      const refunded = await refundOrder(order.id);
      notify.success(`Refunded ${formatPrice(refunded.refund?.amount ?? open)} for order ${name}.`);
      if (user) {
        void mutate(swrKeys.orders(user.id));
        void mutate(swrKeys.inventory(user.id));
      }
    } catch (caught) {
      notify.error(caught instanceof Error ? caught.message : 'Your refund could not be made.');
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };
  return (
    <div role="group" aria-label={`Confirm the refund of order ${name}`}>
      <p>
        Refund {formatPrice(open)} for the keys of this order you have not revealed? They go back to our stock
        and can no longer be shown.
      </p>
      <ButtonGroup>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
        <Button variant="danger" size="sm" loading={sending} onClick={() => void confirm()}>
          Confirm refund
        </Button>
      </ButtonGroup>
    </div>
  );
}
