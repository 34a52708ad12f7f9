import { apiPaths, productIdParamSchema, productListQuerySchema } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/validate';
import { getCatalogueProduct, listCatalogue } from '../services/catalogue';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get(apiPaths.products, async (request) => {
    return listCatalogue(app.db.orm, parse(productListQuerySchema, request.query));
  });

  app.get(`${apiPaths.products}/:id`, async (request, reply) => {
    const { id } = parse(productIdParamSchema, request.params);
    const result = await getCatalogueProduct(app.db.orm, id);
    if (!result) return reply.status(404).send({ success: false, message: 'Product not found' });
    return { success: true, result };
  });
}
