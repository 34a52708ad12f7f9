import { formatDateTime, type Order } from '@keyshop/contracts';
import { Button, ButtonGroup, OrderSummary, PaymentStatus } from '@keyshop/ui';
import { Link } from 'react-router';
import { KeyInventory } from '../KeyInventory';
import { orderSummaryLines } from '../../lib/productView';

/** A paid order: the payment confirmed, its summary, the consent given and its keys (masked until Show Key). */
export function PaidOrder({ order }: { order: Order }) {
  return (
    <PaymentStatus
      state="paid"
      labels={{
        paidTitle: 'Thank you for your order!',
        paidText: 'Your payment is confirmed. Your keys are below and in your Inventory.',
      }}
    >
      <OrderSummary total={order.total} labels={{ title: 'Your order' }} lines={orderSummaryLines(order)} />
      {order.consent && (
        <p>
          On <time dateTime={order.consent.acceptedAt}>{formatDateTime(order.consent.acceptedAt)}</time> you
          agreed: “{order.consent.text}” A confirmation is on its way to your e-mail address.
        </p>
      )}
      <h3>Your keys</h3>
      <KeyInventory orderId={order.id} headingLevel={3} />
      <ButtonGroup>
        <Button asChild variant="secondary">
          <Link to="/account?tab=orders">View your orders</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </ButtonGroup>
    </PaymentStatus>
  );
}
