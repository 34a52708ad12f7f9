import { randomBytes } from 'node:crypto';
import {
  declineMessages,
  testCards,
  testPaymentPagePath,
  type TestConfirmRequest,
  type TestSession,
} from '@keyshop/contracts';
import type { Executor, Orm } from '../db/database';
import type { OutboxJob } from '../db/payment-outbox-repo';
import {
  closeTestSession,
  createTestSession,
  readTestSession,
  refundTestPayment,
  settleTestSession,
  type SettlementWebhook,
  type TestSessionChange,
  type TestSessionRow,
} from '../db/test-payments-repo';
import { DomainError } from '../errors';
import { closingEventId, readStripeShapedEvent, type PaymentProviderAdapter } from './provider';
import { signWebhook, verifyWebhook } from './signature';
import { PERFORM_NOW_LEASE_MS } from './worker';

/**
 * The embedded test provider: behaves like a card provider's test mode. Its sessions live in the store's
 * database (test_payment_sessions); its page is the web app's /pay/test/{id}; it tells the store the outcome with
 * Stripe-shaped events signed like Stripe's webhooks, queued in the payment outbox and delivered with retries.
 */
export const TEST_SIGNATURE_HEADER = 'keyshop-signature';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export type TestProviderDeps = { db: Executor; secret: string };

export function createTestProvider(deps: TestProviderDeps): PaymentProviderAdapter {
  return {
    name: 'test',
    signatureHeader: TEST_SIGNATURE_HEADER,
    async createSession(request) {
      const session = await createTestSession(deps.db, {
        id: id('cs_test'),
        orderId: request.orderId,
        paymentId: id('pi_test'),
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        returnUrl: request.returnPath,
        cancelUrl: request.cancelPath,
        expiresAt: request.expiresAt,
      });
      return {
        sessionId: session.id,
        redirectUrl: testPaymentPagePath(session.id),
        expiresAt: session.expiresAt,
      };
    },
    parseWebhook(rawBody, signature) {
      verifyWebhook(deps.secret, rawBody, signature);
      return readStripeShapedEvent(JSON.parse(rawBody.toString('utf8')));
    },
    async refund(request) {
      const ok = await refundTestPayment(deps.db, {
        paymentId: request.paymentReference,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
      });
      if (!ok) throw new Error(`test refund refused for ${request.paymentReference}`);
      return { refundId: request.idempotencyKey };
    },
    async closeSession(sessionId) {
      const paid = await closeTestSession(deps.db, sessionId);
      if (!paid) return { closed: true };
      return {
        closed: false,
        payment: {
          eventId: closingEventId(sessionId),
          type: 'succeeded',
          orderId: paid.orderId,
          sessionId,
          paymentReference: paid.paymentId,
          amountCents: paid.amountCents,
        },
      };
    },
  };
}

/** The signed request the test provider sends the store for one queued event. */
export function signedTestWebhook(secret: string, event: unknown): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: signWebhook(secret, body) };
}

// ---------------------------------------------------------------------------------------------------------
// The provider's side of its payment page: show a session, take a card, confirm the extra step.

export function toTestSession(row: TestSessionRow): TestSession {
  const expired =
    !row.live && (row.state === 'open' || row.state === 'declined' || row.state === 'requires_confirmation');
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    currency: 'EUR',
    state: expired ? 'expired' : row.state,
    declineMessage: row.declineMessage,
    cardLast4: row.cardLast4,
    expiresAt: row.expiresAt.toISOString(),
    returnUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
  };
}

const sessionNotFound = () => new DomainError('not_found', 'Payment session not found');

/** The session, for its order's owner only (anyone else: 404 like an unknown one). */
export async function viewTestSession(db: Executor, sessionId: string, userId: string): Promise<TestSession> {
  const row = await readTestSession(db, sessionId);
  if (!row || row.userId !== userId) throw sessionNotFound();
  return toTestSession(row);
}

type Outcome =
  | { state: 'succeeded' }
  | { state: 'requires_confirmation' }
  | { state: 'declined'; message: string; code: string };

function cardOutcome(cardNumber: string): Outcome {
  switch (cardNumber) {
    case testCards.succeeds:
      return { state: 'succeeded' };
    case testCards.requiresConfirmation:
      return { state: 'requires_confirmation' };
    case testCards.declined:
      return { state: 'declined', message: declineMessages.declined, code: 'card_declined' };
    case testCards.insufficientFunds:
      return { state: 'declined', message: declineMessages.insufficientFunds, code: 'insufficient_funds' };
    default:
      return { state: 'declined', message: declineMessages.unknownCard, code: 'card_declined' };
  }
}

/** The owner's session as read, or the 404 / 409 (with the reason) when it does not take `states`. */
function takingSession(
  row: TestSessionRow | undefined,
  userId: string,
  states: TestSession['state'][],
): TestSessionRow {
  if (!row || row.userId !== userId) throw sessionNotFound();
  const view = toTestSession(row);
  if (!states.includes(view.state)) {
    const reasons: Partial<Record<TestSession['state'], string>> = {
      succeeded: 'This payment has already been made.',
      expired: 'This payment session has expired.',
      canceled: 'This payment session was cancelled.',
      requires_confirmation: 'Confirm or fail the pending payment first.',
      open: 'There is no payment to confirm.',
      declined: 'There is no payment to confirm.',
    };
    throw new DomainError(
      'conflict',
      reasons[view.state] ?? 'This payment session cannot take this action.',
      {
        state: view.state,
      },
    );
  }
  return row;
}

/** A payload path as a PostgreSQL text array. */
const pathOf = (path: string[]) => `{${path.join(',')}}`;

/**
 * The event telling the store the session's outcome: its webhook, delivered by the outbox after `delayMs`, or at
 * once by the process that took the card (queued as its claim, so no worker round has to find it first). The
 * order, amount and payment it names (at these fields of its object) are filled in from the settled session row,
 * by the statement settling it.
 */
const webhookOf = (
  event: { id: string; type: string; data: { object: unknown } },
  fields: { orderId: string[]; amountCents: string[]; paymentId: string[] },
  delayMs: number,
): SettlementWebhook => ({
  job: {
    kind: 'webhook',
    idempotencyKey: event.id,
    ...(delayMs > 0 ? { delayMs } : { claimForMs: PERFORM_NOW_LEASE_MS }),
    payload: {
      provider: 'test',
      event: { object: 'event', created: Math.floor(Date.now() / 1000), ...event },
    },
  },
  paths: {
    orderId: pathOf(['event', 'data', 'object', ...fields.orderId]),
    amountCents: pathOf(['event', 'data', 'object', ...fields.amountCents]),
    paymentId: pathOf(['event', 'data', 'object', ...fields.paymentId]),
  },
});

/** The session's new state for an outcome, and the webhook it sends (none while it awaits confirmation). */
function settlement(
  sessionId: string,
  outcome: Outcome,
  last4: string | undefined,
  webhookDelayMs: number,
): { change: TestSessionChange; webhook?: SettlementWebhook } {
  if (outcome.state === 'requires_confirmation') {
    return { change: { state: 'requires_confirmation', cardLast4: last4 } };
  }
  if (outcome.state === 'succeeded') {
    return {
      change: { state: 'succeeded', cardLast4: last4 },
      webhook: webhookOf(
        {
          id: id('evt_test'),
          type: 'checkout.session.completed',
          data: {
            object: {
              id: sessionId,
              object: 'checkout.session',
              currency: 'eur',
              payment_status: 'paid',
              status: 'complete',
            },
          },
        },
        { orderId: ['client_reference_id'], amountCents: ['amount_total'], paymentId: ['payment_intent'] },
        webhookDelayMs,
      ),
    };
  }
  return {
    change: { state: 'declined', declineMessage: outcome.message, cardLast4: last4 },
    webhook: webhookOf(
      {
        id: id('evt_test'),
        type: 'payment_intent.payment_failed',
        data: {
          object: {
            object: 'payment_intent',
            currency: 'eur',
            metadata: { checkout_session: sessionId },
            last_payment_error: { code: outcome.code, message: outcome.message },
          },
        },
      },
      { orderId: ['metadata', 'order_id'], amountCents: ['amount'], paymentId: ['id'] },
      webhookDelayMs,
    ),
  };
}

/** The settled session, and its webhook's job when this process is to deliver it now (`perform`). */
export type Settled = { session: TestSession; job: OutboxJob | undefined };

/**
 * Settles the owner's session if it takes `states`: the change and its webhook in one conditional statement that
 * checks owner, state and expiry itself. A change that misses reads the session for the 404 / 409, or (a racing
 * request changed it meanwhile, to a state that still takes this) tries again.
 */
async function settle(
  db: Executor,
  sessionId: string,
  userId: string,
  states: TestSession['state'][],
  outcome: Outcome,
  webhookDelayMs: number,
  last4?: string,
): Promise<Settled> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { change, webhook } = settlement(sessionId, outcome, last4, webhookDelayMs);
    const settled = await settleTestSession(db, { id: sessionId, userId, from: states }, change, webhook);
    if (settled) return { session: toTestSession(settled.session), job: settled.job };
    takingSession(await readTestSession(db, sessionId), userId, states);
  }
  throw new DomainError('conflict', 'This payment session changed meanwhile; please reload it.');
}

/**
 * Takes a card (already validated by the contract) for an open or declined session; its webhook goes out after
 * `webhookDelayMs` (TEST_PAYMENTS_WEBHOOK_DELAY_MS).
 */
export async function payTestSession(
  db: Orm,
  sessionId: string,
  userId: string,
  cardNumber: string,
  webhookDelayMs = 0,
): Promise<Settled> {
  return settle(
    db,
    sessionId,
    userId,
    ['open', 'declined'],
    cardOutcome(cardNumber),
    webhookDelayMs,
    cardNumber.slice(-4),
  );
}

/** The extra step of 4000 0000 0000 3220: approve (succeeds) or fail (declined). */
export async function confirmTestSession(
  db: Orm,
  sessionId: string,
  userId: string,
  request: TestConfirmRequest,
  webhookDelayMs = 0,
): Promise<Settled> {
  return settle(
    db,
    sessionId,
    userId,
    ['requires_confirmation'],
    request.outcome === 'approve'
      ? { state: 'succeeded' }
      : { state: 'declined', message: declineMessages.confirmationFailed, code: 'authentication_failed' },
    webhookDelayMs,
  );
}
