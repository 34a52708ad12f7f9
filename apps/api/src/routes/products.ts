import { apiPaths, productIdParamSchema, productListQuerySchema } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/validate';
import { catalogueProductCached, listCatalogueCached } from '../services/catalogue';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  // Answers are JSON text assembled from the read model's stored product JSON, cached by raw query string or id.
  app.get(apiPaths.products, async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const body = listCatalogueCached(
      app.catalogue.model,
      queryAt < 0 ? '' : request.url.slice(queryAt + 1),
      () => parse(productListQuerySchema, request.query),
    );
    return reply.type(JSON_TYPE).send(body);
  });

  app.get(`${apiPaths.products}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = catalogueProductCached(
      app.catalogue.model,
      id,
      () => parse(productIdParamSchema, request.params).id,
    );
    if (!body) return reply.status(404).send({ success: false, message: 'Product not found' });
    return reply.type(JSON_TYPE).send(body);
  });
}
