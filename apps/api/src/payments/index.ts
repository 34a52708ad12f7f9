import { apiPaths, type PaymentProvider } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import type { OutboxJob } from '../db/payment-outbox-repo';
import { resolveTestWebhookSecret } from '../secret';
import {
  composeQueuedMail,
  createMailOutbox,
  isQueuedMail,
  type MailOutbox,
  type QueuedMail,
} from '../services/mail-outbox';
import { sendOrderMail, type OrderMail } from '../services/order-mail';
import { findOrderMail } from '../services/order-reads';
import { sweepReservations } from '../services/payments';
import type { RefundJob } from '../services/provider-refunds';
import type { PaymentProviderAdapter } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider, signedTestWebhook, TEST_SIGNATURE_HEADER } from './test-provider';
import { createPaymentWorker, type PaymentWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account and operator e-mails, queued as outbox jobs (services/mail-outbox.ts). */
    mails: MailOutbox;
  }
}

export type Payments = {
  /** The provider new orders pay through (PAYMENT_PROVIDER). */
  provider: PaymentProviderAdapter;
  providers: Map<PaymentProvider, PaymentProviderAdapter>;
  worker: PaymentWorker;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * The configured providers and this process's payment worker (reservation sweeper + outbox: test webhooks,
 * refunds, order e-mails). The test provider is always there (its sessions may outlive a switch to Stripe);
 * Stripe when its keys are set.
 */
export function registerPayments(app: FastifyInstance): void {
  const { config } = app;
  const secret = resolveTestWebhookSecret(config, app.jwtSecret);
  const providers = new Map<PaymentProvider, PaymentProviderAdapter>([
    ['test', createTestProvider({ db: app.db.orm, secret })],
  ]);
  if (config.payments.stripe) {
    providers.set('stripe', createStripeProvider({ ...config.payments.stripe, publicUrl: config.publicUrl }));
  }
  const provider = providers.get(config.payments.provider)!;

  /** The test provider calls the store's webhook route like any provider would (its real parser and checks). */
  async function deliverTestWebhook(event: unknown): Promise<void> {
    const { body, signature } = signedTestWebhook(secret, event);
    const answer = await app.inject({
      method: 'POST',
      url: apiPaths.paymentWebhook('test'),
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (answer.statusCode < 200 || answer.statusCode > 299) {
      throw new Error(`webhook answered ${answer.statusCode}`);
    }
  }

  /** An order, account or operator e-mail; after MAIL_MAX_ATTEMPTS failed sends it is given up (logged). */
  async function sendMail(job: OutboxJob): Promise<void> {
    const mail = job.payload as OrderMail | QueuedMail;
    const deps = { mailer: app.mailer, publicUrl: config.publicUrl };
    const sent = isQueuedMail(mail)
      ? composeQueuedMail({ db: app.db.orm, config }, mail).then(
          (message) => message && app.mailer.deliver(message, { mail: mail.mail, jobId: job.id }),
        )
      : sendOrderMail(deps, mail, () => findOrderMail(app.db.orm, mail.orderId));
    await sent.catch((err: unknown) => {
      if (job.attempts < config.mail.maxAttempts) throw err;
      const about = isQueuedMail(mail) ? { mail: mail.mail } : mail;
      app.log.error({ err, jobId: job.id, ...about, attempts: job.attempts }, 'mail not sent; giving up');
    });
  }

  async function perform(job: OutboxJob): Promise<void> {
    if (job.kind === 'webhook') {
      await deliverTestWebhook((job.payload as { event: unknown }).event);
      return;
    }
    if (job.kind === 'mail') return sendMail(job);
    const refund = job.payload as RefundJob;
    const through = providers.get(refund.provider);
    if (!through) throw new Error(`refund through ${refund.provider}: provider not configured`);
    await through.refund(refund);
  }

  const deps = { db: app.db.orm, io: app.io, catalogue: app.catalogue, log: app.log };
  const worker = createPaymentWorker({
    db: app.db.orm,
    log: app.log,
    intervalMs: config.payments.sweepIntervalMs,
    retryBaseMs: config.payments.retryBaseMs,
    sweep: () => sweepReservations(deps),
    perform,
  });
  app.decorate('payments', { provider, providers, worker });
  app.decorate('mails', createMailOutbox(app.db.orm, worker.perform));
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
