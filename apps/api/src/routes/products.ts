import { apiPaths, productIdParamSchema, productListQuerySchema } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/validate';
import { catalogueProductCached, listCatalogueCached } from '../services/catalogue';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  // Answers are JSON text assembled from the read model's stored product JSON, cached by raw query string or id.
  // The handlers are synchronous (they send and return nothing; what they throw goes to the error handler): a
  // cached answer goes out without a promise and a microtask per request.
  app.get(apiPaths.products, (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const body = listCatalogueCached(
      app.catalogue.model,
      queryAt < 0 ? '' : request.url.slice(queryAt + 1),
      () => parse(productListQuerySchema, request.query),
    );
    reply.type(JSON_TYPE).send(body);
  });

  app.get(`${apiPaths.products}/:id`, (request, reply) => {
    const { id } = request.params as { id: string };
    const body = catalogueProductCached(
      app.catalogue.model,
      id,
      () => parse(productIdParamSchema, request.params).id,
    );
    if (!body) reply.status(404).send({ success: false, message: 'Product not found' });
    else reply.type(JSON_TYPE).send(body);
  });
}
