import {
  apiPaths,
  orderIdParamSchema,
  paymentProviders,
  testConfirmRequestSchema,
  testPayRequestSchema,
  type Order,
  type PaymentSessionResponse,
  type TestSession,
} from '@keyshop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { requireUser, signedInUser } from '../http/auth';
import { HttpError } from '../http/errors';
import { orderDeps } from '../http/order-deps';
import { parse } from '../http/validate';
import { confirmTestSession, payTestSession, viewTestSession, type Settled } from '../payments/test-provider';
import { cancelOrder } from '../services/cancel-order';
import { receiveWebhook } from '../services/payments';
import { startPayment } from '../services/start-payment';

const sessionIdSchema = z.object({ id: z.string().check(z.regex(/^cs_test_[0-9a-f]{24}$/)) });
const providerParamSchema = z.object({ provider: z.enum(paymentProviders) });

function param<S extends z.core.$ZodType>(schema: S, request: FastifyRequest, message: string): z.output<S> {
  const result = z.safeParse(schema, request.params);
  if (!result.success) throw new HttpError(404, message);
  return result.data;
}

/** A provider's event is at most this large (Stripe's are a few kB). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: requireUser };
  app.post(`${apiPaths.orders}/:id/pay`, auth, async (request): Promise<PaymentSessionResponse> => {
    const { id } = param(orderIdParamSchema, request, 'Order not found');
    return startPayment(orderDeps(request), signedInUser(request), id);
  });

  app.post(`${apiPaths.orders}/:id/cancel`, auth, async (request): Promise<Order> => {
    const { id } = param(orderIdParamSchema, request, 'Order not found');
    return cancelOrder(orderDeps(request), signedInUser(request), id);
  });

  // The test provider's payment page (the web app's /pay/test/{id}) talks to these, as its owner.
  /** The settled session's webhook goes out now from here, or (held back) in a worker round when due. */
  const sendWebhook = ({ session, job }: Settled): TestSession => {
    if (job) app.payments.worker.perform(job);
    return session;
  };
  app.get('/api/payments/test/sessions/:id', auth, async (request): Promise<TestSession> => {
    const { id } = param(sessionIdSchema, request, 'Payment session not found');
    return viewTestSession(app.db.orm, id, signedInUser(request).id);
  });

  app.post('/api/payments/test/sessions/:id/pay', auth, async (request): Promise<TestSession> => {
    const { id } = param(sessionIdSchema, request, 'Payment session not found');
    const card = parse(testPayRequestSchema, request.body);
    const settled = await payTestSession(
      app.db.orm,
      id,
      signedInUser(request).id,
      card.cardNumber,
      app.config.payments.testWebhookDelayMs,
    );
    return sendWebhook(settled);
  });

  app.post('/api/payments/test/sessions/:id/confirm', auth, async (request): Promise<TestSession> => {
    const { id } = param(sessionIdSchema, request, 'Payment session not found');
    const body = parse(testConfirmRequestSchema, request.body);
    const settled = await confirmTestSession(
      app.db.orm,
      id,
      signedInUser(request).id,
      body,
      app.config.payments.testWebhookDelayMs,
    );
    return sendWebhook(settled);
  });

  // Webhooks: the only unauthenticated write. Their own scope reads every body raw (the signature is over the
  // exact bytes), whatever its content type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/payments/webhooks/:provider', async (request) => {
      const { provider } = param(providerParamSchema, request, 'Unknown payment provider');
      const adapter = app.payments.providers.get(provider);
      const signature = adapter ? request.headers[adapter.signatureHeader] : undefined;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveWebhook(
        { ...orderDeps(request), config: app.config },
        provider,
        body,
        typeof signature === 'string' ? signature : undefined,
        request.ip,
      );
    });
  });
}
