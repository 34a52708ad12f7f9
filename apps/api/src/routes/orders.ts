import {
  apiPaths,
  idempotencyKeySchema,
  keyIdParamSchema,
  orderIdParamSchema,
  orderRequestSchema,
  refundRequestSchema,
  type InventoryResponse,
  type Order,
  type OrderKeysResponse,
  type OrdersResponse,
  type PlacedOrderResponse,
  type RevealResponse,
} from '@keyshop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { requireUser, signedInUser } from '../http/auth';
import { HttpError } from '../http/errors';
import { orderDeps } from '../http/order-deps';
import { parse } from '../http/validate';
import { inventory, orderKeys, reveal } from '../services/order-keys';
import { findOrder, listOrders } from '../services/order-reads';
import { placeOrder } from '../services/orders';
import { refundOrder } from '../services/refunds';
import { startPaymentOfPlaced } from '../services/start-payment';

/** Malformed ids answer like unknown ones: 404. */
function idParam<S extends z.core.$ZodType>(
  schema: S,
  request: FastifyRequest,
  message: string,
): z.output<S> {
  const result = z.safeParse(schema, request.params);
  if (!result.success) throw new HttpError(404, message);
  return result.data;
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: requireUser };
  /**
   * A replay of an Idempotency-Key answers the stored order with the same 201, marked Idempotent-Replayed. With
   * `startPayment` the answer also carries the order's payment session: "Buy now" goes on to the provider at once.
   */
  app.post(apiPaths.order, auth, async (request, reply) => {
    const user = signedInUser(request);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = header === undefined ? undefined : parse(idempotencyKeySchema, header);
    const body = parse(orderRequestSchema, request.body);
    const deps = orderDeps(request);
    const placed = await placeOrder(deps, user, body, idempotencyKey);
    if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
    if (!body.startPayment) return reply.status(201).send(placed.order);
    const paymentSession = await startPaymentOfPlaced(deps, user, placed);
    const answer: PlacedOrderResponse = { ...placed.order, paymentSession };
    return reply.status(201).send(answer);
  });

  app.get(`${apiPaths.order}/:id/keys`, auth, async (request): Promise<OrderKeysResponse> => {
    const { id } = idParam(orderIdParamSchema, request, 'Order not found');
    return orderKeys(app.db.orm, app.keyVault, signedInUser(request).id, id);
  });

  app.get(apiPaths.orders, auth, async (request): Promise<OrdersResponse> => {
    return { orders: await listOrders(app.db.orm, signedInUser(request).id) };
  });

  app.get(`${apiPaths.orders}/:id`, auth, async (request): Promise<Order> => {
    const { id } = idParam(orderIdParamSchema, request, 'Order not found');
    return findOrder(app.db.orm, signedInUser(request).id, id);
  });

  /** Idempotent: refunding keys already refunded answers the order as it stands. */
  app.post(`${apiPaths.orders}/:id/refund`, auth, async (request): Promise<Order> => {
    const { id } = idParam(orderIdParamSchema, request, 'Order not found');
    const body = parse(refundRequestSchema, request.body ?? {});
    return refundOrder(orderDeps(request), signedInUser(request), id, body);
  });

  app.get(apiPaths.inventory, auth, async (request): Promise<InventoryResponse> => {
    return { items: await inventory(app.db.orm, app.keyVault, signedInUser(request).id) };
  });

  app.post(`${apiPaths.inventory}/:keyId/reveal`, auth, async (request): Promise<RevealResponse> => {
    const { keyId } = idParam(keyIdParamSchema, request, 'Key not found');
    return reveal(app.db.orm, app.keyVault, signedInUser(request).id, keyId);
  });
}
