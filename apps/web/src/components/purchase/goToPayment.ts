import type { PaymentSessionResponse } from '@keyshop/contracts';
import { payOrder } from '../../api/orders';

/**
 * Leaves for the provider's page of an open payment session (the store's own test page, or Stripe Checkout on
 * another origin: a full page load either way), in place of this page: the provider returns to the order, so
 * Back from the order afterwards leaves it instead of showing the same order again.
 */
export function goToSession(session: PaymentSessionResponse): void {
  window.location.replace(session.redirectUrl);
}

/** Opens the order's payment session and leaves for it. Rejects with the API's error. */
export async function goToPayment(orderId: string): Promise<void> {
  goToSession(await payOrder(orderId));
}
