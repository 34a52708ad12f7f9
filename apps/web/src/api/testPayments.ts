import {
  apiPaths,
  testSessionSchema,
  type TestConfirmRequest,
  type TestPayRequest,
  type TestSession,
} from '@keyshop/contracts';
import { apiFetch } from './client';

// The test provider's own endpoints (PAYMENT_PROVIDER=test): what its payment page reads and sends.

export function getTestSession(sessionId: string, signal?: AbortSignal): Promise<TestSession> {
  return apiFetch(apiPaths.testPaymentSession(sessionId), { schema: testSessionSchema, signal });
}

/** A 400 ApiError carries one error per bad field (`cardNumber`, `expiry`, `cvc`). */
export function payTestSession(sessionId: string, card: TestPayRequest): Promise<TestSession> {
  return apiFetch(apiPaths.testPaymentPay(sessionId), {
    method: 'POST',
    body: card,
    schema: testSessionSchema,
    errorMessage: 'The payment could not be sent. Please try again.',
  });
}

/** The extra step some cards ask for: approve or fail it. */
export function confirmTestSession(
  sessionId: string,
  outcome: TestConfirmRequest['outcome'],
): Promise<TestSession> {
  return apiFetch(apiPaths.testPaymentConfirm(sessionId), {
    method: 'POST',
    body: { outcome },
    schema: testSessionSchema,
    errorMessage: 'The confirmation could not be sent. Please try again.',
  });
}
