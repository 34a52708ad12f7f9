import { z } from 'zod/mini';
import { nonNegativeInt } from './common';
import type { OrderStatus } from './orders';

/** Who may move an order from one state to another. */
export const orderActors = ['shopper', 'provider', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/**
 * Every allowed transition of an order and who may cause it; anything else is refused (409) and changes
 * nothing. `shopper`: the signed-in owner (cancel, refund); `provider`: a verified webhook of the payment
 * provider; `system`: the store itself (the reservation sweeper; refunding a payment that came too late).
 * A payment that lands after its reservation expired takes fresh keys when stock allows (`expired` → `paid`),
 * otherwise it is refunded through the provider (`expired`/`cancelled` → `refunded`).
 */
export const orderTransitions = {
  awaiting_payment: { paid: 'provider', payment_failed: 'provider', expired: 'system', cancelled: 'shopper' },
  payment_failed: { paid: 'provider', payment_failed: 'provider', expired: 'system', cancelled: 'shopper' },
  paid: { partially_refunded: 'shopper', refunded: 'shopper' },
  partially_refunded: { partially_refunded: 'shopper', refunded: 'shopper' },
  refunded: {},
  expired: { paid: 'provider', refunded: 'system' },
  cancelled: { refunded: 'system' },
} as const satisfies Record<OrderStatus, Partial<Record<OrderStatus, OrderActor>>>;

/** Whether `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  const allowed: Partial<Record<OrderStatus, OrderActor>> = orderTransitions[from];
  return allowed[to] === actor;
}

/** States in which the shopper can (still) pay: the keys are reserved. */
export const payableStatuses = ['awaiting_payment', 'payment_failed'] as const satisfies OrderStatus[];

export const paymentProviders = ['test', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentMethods = ['card'] as const;

/**
 * A payment's state: `pending` (no attempt yet, or the shopper is on the provider's page),
 * `requires_confirmation` (the card asks for an extra step), `succeeded`, `failed` (declined: may try again),
 * `canceled` (order cancelled or expired unpaid), `refunded` (money given back, in part or in full:
 * `refundedCents`).
 */
export const paymentStates = [
  'pending',
  'requires_confirmation',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentState = (typeof paymentStates)[number];

export const orderPaymentSchema = z.object({
  provider: z.enum(paymentProviders),
  method: z.enum(paymentMethods),
  /** What the shopper pays, in euro cents, computed by the server from the reserved lines. */
  amountCents: nonNegativeInt,
  currency: z.literal('EUR'),
  /** The provider's reference (its session, later its payment id); null until a payment session exists. */
  reference: z.nullable(z.string()),
  state: z.enum(paymentStates),
  /** Why the last attempt failed, for people (e.g. "Your card was declined."); null otherwise. */
  failureMessage: z.nullable(z.string()),
  refundedCents: nonNegativeInt,
  paidAt: z.nullable(z.string()),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * POST /api/orders/{id}/pay answers where to send the shopper: the provider's page (the test provider's page
 * in this store, or Stripe Checkout). Calling it again while a session is open answers the same session.
 */
export const paymentSessionResponseSchema = z.object({
  orderId: z.string(),
  provider: z.enum(paymentProviders),
  redirectUrl: z.string(),
  /** The session closes then (never after the reservation ends). */
  expiresAt: z.string(),
});
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The test provider (PAYMENT_PROVIDER=test, the default): the store's own payment page behaves like a card
// provider's test mode with Stripe's documented test cards.

/** Stripe's test cards the test provider knows; any other valid-looking number is declined as unknown. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresConfirmation: '4000000000003220',
} as const;

/**
 * A test payment session's state: `open` (enter a card), `requires_confirmation` (approve or fail the extra
 * step), `succeeded`, `declined` (enter another card while it is open), `expired`, `canceled`.
 */
export const testSessionStates = [
  'open',
  'requires_confirmation',
  'succeeded',
  'declined',
  'expired',
  'canceled',
] as const;
export type TestSessionState = (typeof testSessionStates)[number];

/** GET /api/payments/test/sessions/{id}: what the test payment page shows. */
export const testSessionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amountCents: nonNegativeInt,
  currency: z.literal('EUR'),
  state: z.enum(testSessionStates),
  /** Why the last card was declined, for people; null otherwise. */
  declineMessage: z.nullable(z.string()),
  /** Last four digits of the card last used; null before the first attempt. */
  cardLast4: z.nullable(z.string()),
  expiresAt: z.string(),
  /** Where the page sends the shopper when done (succeeded, or gave up): the store's /purchase?order={id}. */
  returnUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestSession = z.infer<typeof testSessionSchema>;

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn's check digit, as card forms validate before sending. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/**
 * The 409 of POST /api/orders/{id}/cancel when the provider had already taken the payment as the session was
 * being closed: the order is paid (with its keys) instead of cancelled.
 */
export const PAYMENT_ALREADY_RECEIVED_MESSAGE = 'Payment already received';

export const CARD_NUMBER_MESSAGE = 'Your card number is invalid.';
export const CARD_EXPIRY_MESSAGE = "Your card's expiration date is invalid.";
export const CARD_EXPIRED_MESSAGE = "Your card's expiration date is in the past.";
export const CARD_CVC_MESSAGE = "Your card's security code is invalid.";

/** Month and two-digit year of an `MM/YY` expiry, or undefined when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** Whether an `MM/YY` expiry is this month or later (cards are valid to the end of their month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  return parsed.year * 12 + parsed.month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const CARD_REQUEST_MESSAGE = 'Send the card as { cardNumber, expiry, cvc }.';

/**
 * POST /api/payments/test/sessions/{id}/pay. Spaces and dashes in the number are ignored. A missing or
 * non-text field gets its field's message; each field reports one problem.
 */
export const testPayRequestSchema = z.object(
  {
    cardNumber: z.pipe(
      z.string({ error: CARD_NUMBER_MESSAGE }).check(z.maxLength(40, CARD_NUMBER_MESSAGE)),
      z
        .transform(digits)
        .check(
          z.regex(/^\d{12,19}$/, { error: CARD_NUMBER_MESSAGE, abort: true }),
          z.refine(luhnValid, CARD_NUMBER_MESSAGE),
        ),
    ),
    expiry: z.string({ error: CARD_EXPIRY_MESSAGE }).check(
      z.refine((value) => parseExpiry(value) !== undefined, CARD_EXPIRY_MESSAGE),
      z.refine((value) => parseExpiry(value) === undefined || expiryInFuture(value), CARD_EXPIRED_MESSAGE),
    ),
    cvc: z.string({ error: CARD_CVC_MESSAGE }).check(z.trim(), z.regex(/^\d{3,4}$/, CARD_CVC_MESSAGE)),
  },
  { error: CARD_REQUEST_MESSAGE },
);
export type TestPayRequest = z.input<typeof testPayRequestSchema>;

/** POST /api/payments/test/sessions/{id}/confirm: the extra step of 4000 0000 0000 3220. */
export const CONFIRM_OUTCOME_MESSAGE = "The outcome must be 'approve' or 'fail'.";
export const testConfirmRequestSchema = z.object(
  { outcome: z.enum(['approve', 'fail'], { error: CONFIRM_OUTCOME_MESSAGE }) },
  { error: CONFIRM_OUTCOME_MESSAGE },
);
export type TestConfirmRequest = z.infer<typeof testConfirmRequestSchema>;

/** The messages a declined test card gives (Stripe's texts). */
export const declineMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  unknownCard: 'Your card was declined. Use one of the test cards.',
  confirmationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** The test page's path in the web app (the redirect URL of a test session). */
export const testPaymentPagePath = (sessionId: string) => `/pay/test/${encodeURIComponent(sessionId)}`;
