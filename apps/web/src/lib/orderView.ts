import { orderNumber, type Order } from '@keyshop/contracts';
import type { OrderRowPayment } from '@keyshop/ui';
import { toProductView } from './productView';

// Apart from productView: the layout loads that module, and what it imports from the contracts would ride in
// every page's shell.

/** What happened to an order's money, by its state: nothing charged (yet) until paid. */
const chargeOf = (status: Order['status']): OrderRowPayment['charge'] =>
  status === 'awaiting_payment' || status === 'payment_failed'
    ? 'pending'
    : status === 'expired' || status === 'cancelled'
      ? 'none'
      : 'charged';

/** The money given back, when, and (unless all of it) for which keys. */
function refundOf(order: Order): OrderRowPayment['refund'] {
  if (order.payment.refundedCents === 0 || !order.refund) return undefined;
  const lines =
    order.status === 'partially_refunded'
      ? order.items
          .filter((item) => item.refundedQty > 0)
          .map((item) => ({
            productId: item.productId,
            name: item.company_name,
            quantity: item.refundedQty,
            amount: Math.round(item.refundedQty * item.unitPrice * 100) / 100,
          }))
      : undefined;
  return { amount: order.payment.refundedCents / 100, at: order.refund.refundedAt, lines };
}

/** An order as OrderRow reads it: the payment's amounts in euros like the total, and what became of them. */
export const toOrderView = (order: Order) => ({
  ...order,
  number: orderNumber(order.id),
  items: order.items.map((item) => ({ ...toProductView(item), quantity: item.qty })),
  payment: {
    ...order.payment,
    amount: order.payment.amountCents / 100,
    charge: chargeOf(order.status),
    refund: refundOf(order),
  },
});
