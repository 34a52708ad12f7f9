import { payOrder } from '../../api/orders';

/**
 * Opens the order's payment session and leaves for the provider's page (the store's own test page, or
 * Stripe Checkout on another origin: a full page load either way). Rejects with the API's error.
 */
export async function goToPayment(orderId: string): Promise<void> {
  const session = await payOrder(orderId);
  window.location.assign(session.redirectUrl);
}
