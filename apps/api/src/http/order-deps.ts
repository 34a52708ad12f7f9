import type { FastifyRequest } from 'fastify';
import type { PaymentDeps } from '../services/payments';

/** What the order, payment and account services need of the app, logging through the request. */
export function orderDeps(request: FastifyRequest): PaymentDeps {
  const { db, io, catalogue, mailer, config, payments } = request.server;
  return {
    db: db.orm,
    io,
    catalogue,
    log: request.log,
    mailer,
    publicUrl: config.publicUrl,
    checkout: { provider: payments.provider.name, reservationMs: config.payments.reservationMs },
    provider: payments.provider,
    providers: payments.providers,
    wake: payments.worker.wake,
    perform: payments.worker.perform,
  };
}
