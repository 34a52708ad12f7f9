import type { ProductUpdateEvent } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/database';
import { claimLowStock } from '../db/low-stock-repo';
import { escapeHtml } from '../mail/escape-html';
import type { MailOutbox } from './mail-outbox';

export type LowStockDeps = {
  db: Orm;
  mails: MailOutbox;
  log: FastifyBaseLogger;
  operatorEmail: string | undefined;
  defaultThreshold: number;
  publicUrl: string;
};

/**
 * On every stock change this process takes: a product that fell to its threshold or below gets one e-mail to
 * the operator (the claim in the database makes it one across processes), and is armed again once its stock
 * is back above. The database's stock decides, not the event's, so late or repeated events change nothing.
 */
export function watchLowStock(deps: LowStockDeps): (events: ProductUpdateEvent[]) => void {
  return (events) => {
    const { operatorEmail } = deps;
    if (!operatorEmail) return;
    void (async () => {
      const ids = events.map((event) => event.productId);
      for (const product of await claimLowStock(deps.db, ids, deps.defaultThreshold)) {
        await deps.mails.queue({
          mail: 'notice',
          label: 'low-stock',
          message: {
            to: operatorEmail,
            subject: `Low stock: ${product.name} (${product.qty} left)`,
            text:
              `${product.name} (product ${product.id}) has ${product.qty} keys left, ` +
              `at or below its threshold of ${product.threshold}.\n` +
              `Import keys in the admin: ${deps.publicUrl}/admin\n`,
            html:
              `<p>${escapeHtml(product.name)} (product ${product.id}) has ${product.qty} keys left, ` +
              `at or below its threshold of ${product.threshold}.</p>` +
              `<p><a href="${deps.publicUrl}/admin">Import keys in the admin</a></p>`,
          },
        });
      }
    })().catch((err: unknown) => deps.log.error({ err }, 'low-stock check failed'));
  };
}
