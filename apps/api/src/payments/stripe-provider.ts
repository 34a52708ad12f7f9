import Stripe from 'stripe';
import {
  closingEventId,
  readStripeShapedEvent,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type PaymentProviderAdapter,
} from './provider';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** The store's public address: Stripe sends the shopper back there. */
  publicUrl: string;
};

/** Stripe accepts expires_at from 30 minutes to 24 hours ahead; a minute of margin for the request's trip. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 23 * 3_600_000;

/**
 * Stripe Checkout Sessions through the official stripe package. Every call carries an idempotency key; the
 * session closes when the reservation ends (or after Stripe's minimum of 30 minutes: a payment after the
 * reservation then takes fresh keys or is refunded, like any late payment).
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProviderAdapter {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',
    async createSession(request) {
      const now = Date.now();
      const expiresAt = new Date(
        Math.min(Math.max(request.expiresAt.getTime(), now + MIN_SESSION_MS), now + MAX_SESSION_MS),
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          customer_email: request.customerEmail,
          line_items: request.lines.map((line) => ({
            quantity: line.qty,
            price_data: { currency: 'eur', unit_amount: line.unitCents, product_data: { name: line.name } },
          })),
          payment_intent_data: { metadata: { order_id: request.orderId } },
          metadata: { order_id: request.orderId },
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          success_url: `${options.publicUrl}${request.returnPath}`,
          cancel_url: `${options.publicUrl}${request.cancelPath}`,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
      return {
        sessionId: session.id,
        redirectUrl: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return readStripeShapedEvent(event as unknown as Parameters<typeof readStripeShapedEvent>[0]);
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentReference,
          amount: request.amountCents,
          metadata: { order_id: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    async closeSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
        return { closed: true };
      } catch (error) {
        // Only an open session can be expired: a completed one was paid, an expired one is closed already.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = session.payment_intent;
      const paymentReference = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
      if (session.status === 'expired') return { closed: true };
      if (session.status !== 'complete' || session.payment_status !== 'paid' || !paymentReference) {
        // Open after all, or a delayed payment (bank debit) still processing: neither closed nor paid yet.
        throw new Error(`Stripe session ${sessionId} is ${session.status}/${session.payment_status}`);
      }
      return {
        closed: false,
        payment: {
          eventId: closingEventId(sessionId),
          type: 'succeeded',
          orderId: session.client_reference_id ?? '',
          sessionId,
          paymentReference,
          amountCents: session.amount_total ?? 0,
        },
      };
    },
  };
}
