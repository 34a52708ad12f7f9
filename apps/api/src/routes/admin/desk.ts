import {
  adminOrderSearchQuerySchema,
  adminPageQuerySchema,
  adminApiPaths,
  lowStockThresholdRequestSchema,
  orderIdParamSchema,
  refundRequestSchema,
  type AdminDashboard,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type AuditResponse,
  type LowStockThresholdResponse,
  type Order,
} from '@keyshop/contracts';
import { type AdminKeyReveal } from '@keyshop/contracts/admin-products';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { listAudit, recordAudit } from '../../db/audit-repo';
import { dashboardFigures, setLowStockThreshold } from '../../db/low-stock-repo';
import { adminUser } from '../../http/admin';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  adminOrderDetail,
  adminRefund,
  resendOrderEmail,
  revealOrderKey,
  searchAdminOrders,
} from '../../services/admin-orders';
import type { OrderDeps } from '../../services/orders';
import { adminActor } from '../../services/roles';
import { adminProductId } from './products';

const orderId = (request: FastifyRequest) => {
  const result = z.safeParse(orderIdParamSchema, request.params);
  if (!result.success) throw new HttpError(404, 'Order not found');
  return result.data.id;
};
const keyParams = z.object({ id: z.uuid(), keyId: z.uuid() });

/** The order desk, the audit log, the dashboard and low-stock thresholds. */
export async function adminDeskRoutes(admin: FastifyInstance): Promise<void> {
  const app = admin;
  const orderDeps = (request: FastifyRequest): OrderDeps => ({
    db: app.db.orm,
    io: app.io,
    catalogue: app.catalogue,
    log: request.log,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    checkout: { provider: app.payments.provider.name, reservationMs: app.config.payments.reservationMs },
    wake: app.payments.worker.wake,
    perform: app.payments.worker.perform,
  });

  admin.get(adminApiPaths.audit, async (request): Promise<AuditResponse> => {
    const { page, pageSize } = parse(adminPageQuerySchema, request.query);
    const { rows } = await listAudit(app.db.orm, { offset: (page - 1) * pageSize, limit: pageSize + 1 });
    return {
      entries: rows.slice(0, pageSize).map((row) => ({ ...row, at: row.at.toISOString() })),
      page,
      pageSize,
      hasMore: rows.length > pageSize,
    };
  });

  admin.get(adminApiPaths.orders, async (request): Promise<AdminOrdersResponse> => {
    return searchAdminOrders(
      { ...orderDeps(request), vault: admin.keyVault },
      parse(adminOrderSearchQuerySchema, request.query),
    );
  });

  admin.get(`${adminApiPaths.orders}/:id`, async (request): Promise<AdminOrderDetail> => {
    return adminOrderDetail(orderDeps(request), orderId(request));
  });

  admin.post(`${adminApiPaths.orders}/:id/refund`, async (request): Promise<{ order: Order }> => {
    const body = parse(refundRequestSchema, request.body ?? {});
    const actor = adminActor(adminUser(request));
    return { order: await adminRefund(orderDeps(request), actor, orderId(request), body) };
  });

  admin.post(`${adminApiPaths.orders}/:id/resend-email`, async (request): Promise<{ message: string }> => {
    const actor = adminActor(adminUser(request));
    const { to } = await resendOrderEmail(orderDeps(request), actor, orderId(request));
    return { message: `The order e-mail is on its way to ${to}` };
  });

  admin.post(`${adminApiPaths.orders}/:id/keys/:keyId/reveal`, async (request): Promise<AdminKeyReveal> => {
    const params = z.safeParse(keyParams, request.params);
    if (!params.success) throw new HttpError(404, 'Key not found in this order');
    const actor = adminActor(adminUser(request));
    return revealOrderKey(
      { db: app.db.orm, vault: admin.keyVault },
      actor,
      params.data.id,
      params.data.keyId,
    );
  });

  admin.get(adminApiPaths.dashboard, async (): Promise<AdminDashboard> => {
    const fallback = app.config.admin.lowStockThreshold;
    return { ...(await dashboardFigures(app.db.orm, fallback)), defaultThreshold: fallback };
  });

  admin.put('/api/admin/products/:id/low-stock', async (request): Promise<LowStockThresholdResponse> => {
    const productId = adminProductId(request);
    const { threshold } = parse(lowStockThresholdRequestSchema, request.body);
    const actor = adminActor(adminUser(request));
    await app.db.orm.transaction(async (tx) => {
      const changed = await setLowStockThreshold(tx, productId, threshold);
      if (!changed) throw new HttpError(404, 'Product not found');
      await recordAudit(tx, {
        actorId: actor.id,
        actor: actor.name,
        action: 'product.low_stock_threshold',
        targetType: 'product',
        targetId: String(productId),
        before: { threshold: changed.before },
        after: { threshold },
      });
    });
    return { productId, threshold };
  });
}
