import type { PaymentProvider } from '@keyshop/contracts';

/** What the store asks of a provider to let the shopper pay for one order. */
export type SessionRequest = {
  orderId: string;
  amountCents: number;
  /** One line per product, for the provider's page and receipt. */
  lines: { name: string; qty: number; unitCents: number }[];
  customerEmail: string | undefined;
  /** The session must close by then (the reservation's end). */
  expiresAt: Date;
  /** Paths on this store (/purchase?order=…); a provider whose page is elsewhere prefixes PUBLIC_URL. */
  returnPath: string;
  cancelPath: string;
  /** The same key answers the same session (a retried request creates none). */
  idempotencyKey: string;
};

export type PaymentSession = { sessionId: string; redirectUrl: string; expiresAt: Date };

/**
 * A provider's event, reduced to what the store acts on. `eventId` is unique per provider (replays repeat it).
 * `succeeded`: the order's money was taken; `failed`: an attempt was declined (the shopper may try again);
 * `session_expired`: the provider's session closed unpaid; `ignored`: an event type the store does not use.
 */
export type PaymentEvent =
  | {
      eventId: string;
      type: 'succeeded';
      orderId: string;
      sessionId: string;
      /** The provider's payment (what refunds name). */
      paymentReference: string;
      amountCents: number;
    }
  | { eventId: string; type: 'failed'; orderId: string; message: string }
  | { eventId: string; type: 'session_expired'; orderId: string; sessionId: string }
  | { eventId: string; type: 'ignored'; eventType: string };

export class WebhookSignatureError extends Error {}

export type RefundRequest = {
  orderId: string;
  paymentReference: string;
  amountCents: number;
  idempotencyKey: string;
};

/**
 * One payment provider (after Medusa's payment module and Vendure's PaymentMethodHandler): create a session for
 * an order, verify and read a webhook, refund, cancel.
 */
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** The header that carries the webhook signature. */
  readonly signatureHeader: string;
  createSession(request: SessionRequest): Promise<PaymentSession>;
  /** Verifies the signature over the raw body (5-minute tolerance) and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * Closes the session so that nothing can be paid through it any more, or answers the payment that was taken
   * through it first (its webhook may still be on its way): of a card and a close at once, exactly one wins.
   */
  closeSession(sessionId: string): Promise<SessionClosing>;
}

/** How closing a session ended: closed (unpaid for good), or paid before it could close. */
export type SessionClosing =
  { closed: true } | { closed: false; payment: Extract<PaymentEvent, { type: 'succeeded' }> };

/** The event id of a payment found by closing its session (its webhook, with its own id, then changes nothing). */
export const closingEventId = (sessionId: string) => `close_${sessionId}`;

/** Signature tolerance of both providers (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Reads a Stripe-shaped event (the test provider sends the same shapes): Checkout Session completed or async
 * payment succeeded/failed, PaymentIntent failed, Checkout Session expired. The order id travels as the
 * session's client_reference_id and the PaymentIntent's metadata.order_id.
 */
export function readStripeShapedEvent(event: {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}): PaymentEvent {
  const object = event.data.object;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const ignored: PaymentEvent = { eventId: event.id, type: 'ignored', eventType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const orderId = text(object.client_reference_id);
      const paymentIntent = object.payment_intent;
      const paymentReference =
        text(paymentIntent) ?? text((paymentIntent as { id?: unknown } | null)?.id) ?? text(object.id);
      // A completed session with a delayed method (bank debit) is paid only at async_payment_succeeded.
      if (!orderId || !paymentReference || object.payment_status !== 'paid') return ignored;
      return {
        eventId: event.id,
        type: 'succeeded',
        orderId,
        sessionId: String(object.id),
        paymentReference,
        amountCents: Number(object.amount_total),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const orderId = text(object.client_reference_id);
      if (!orderId) return ignored;
      return { eventId: event.id, type: 'failed', orderId, message: 'The payment failed.' };
    }
    case 'payment_intent.payment_failed': {
      const orderId = text((object.metadata as Record<string, unknown> | undefined)?.order_id);
      if (!orderId) return ignored;
      const error = object.last_payment_error as { message?: unknown } | null | undefined;
      return {
        eventId: event.id,
        type: 'failed',
        orderId,
        message: text(error?.message) ?? 'Your card was declined.',
      };
    }
    case 'checkout.session.expired': {
      const orderId = text(object.client_reference_id);
      if (!orderId) return ignored;
      return { eventId: event.id, type: 'session_expired', orderId, sessionId: String(object.id) };
    }
    default:
      return ignored;
  }
}
