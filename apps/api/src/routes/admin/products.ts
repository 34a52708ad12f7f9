import { adminApiPaths } from '@keyshop/contracts';
import {
  adminProductRequestSchema,
  adminProductSearchQuerySchema,
  COVER_MAX_BYTES,
  publishRequestSchema,
  saleRequestSchema,
  type AdminProductListResponse,
  type AdminProductResponse,
  type CoverResponse,
} from '@keyshop/contracts/admin-products';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod/mini';
import { adminUser } from '../../http/admin';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  cancelSale,
  coverTooLarge,
  createProduct,
  editProduct,
  getAdminProduct,
  listProducts,
  publishProduct,
  scheduleSale,
  uploadCover,
  type AdminProductDeps,
} from '../../services/admin-products';
import { adminActor } from '../../services/roles';

const productIdParam = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2 ** 31 - 1)) });

/** The :id of a product route (404 for anything that cannot be a product id). */
export function adminProductId(request: FastifyRequest): number {
  const params = z.safeParse(productIdParam, request.params);
  if (!params.success) throw new HttpError(404, 'Product not found');
  return params.data.id;
}

/**
 * Reads a body stream up to `max` bytes; beyond, answers 413 and lets the rest flow away unread (destroying the
 * stream would reset the connection before the answer, chunked uploads included).
 */
async function readAtMost(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) break;
    chunks.push(chunk);
  }
  if (size <= max) return Buffer.concat(chunks);
  stream.resume();
  throw coverTooLarge();
}

/** Products: list, read, create, edit, publish, sales and covers. */
export async function adminProductRoutes(admin: FastifyInstance): Promise<void> {
  const deps = (): AdminProductDeps => ({ db: admin.db.orm, catalogue: admin.catalogue });
  const actor = (request: FastifyRequest) => adminActor(adminUser(request));

  admin.get(adminApiPaths.products, async (request): Promise<AdminProductListResponse> => {
    const query = parse(adminProductSearchQuerySchema, request.query);
    return listProducts({ ...deps(), defaultThreshold: admin.config.admin.lowStockThreshold }, query);
  });

  admin.get(`${adminApiPaths.products}/:id`, async (request): Promise<AdminProductResponse> => {
    return getAdminProduct(deps(), adminProductId(request));
  });

  admin.post(adminApiPaths.products, async (request, reply): Promise<AdminProductResponse> => {
    const body = parse(adminProductRequestSchema, request.body);
    reply.status(201);
    return createProduct(deps(), actor(request), body);
  });

  admin.put(`${adminApiPaths.products}/:id`, async (request): Promise<AdminProductResponse> => {
    const id = adminProductId(request);
    return editProduct(deps(), actor(request), id, parse(adminProductRequestSchema, request.body));
  });

  admin.put(`${adminApiPaths.products}/:id/published`, async (request): Promise<AdminProductResponse> => {
    const id = adminProductId(request);
    const { published } = parse(publishRequestSchema, request.body);
    return publishProduct(deps(), actor(request), id, published);
  });

  admin.put(`${adminApiPaths.products}/:id/sale`, async (request): Promise<AdminProductResponse> => {
    const id = adminProductId(request);
    return scheduleSale(deps(), actor(request), id, parse(saleRequestSchema, request.body));
  });

  admin.delete(`${adminApiPaths.products}/:id/sale`, async (request): Promise<AdminProductResponse> => {
    return cancelSale(deps(), actor(request), adminProductId(request));
  });

  await admin.register(async (scope) => {
    // The image itself is the body, whatever its Content-Type: its first bytes say what it is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(`${adminApiPaths.products}/:id/cover`, async (request): Promise<CoverResponse> => {
      const id = adminProductId(request);
      if (Number(request.headers['content-length'] ?? 0) > COVER_MAX_BYTES) throw coverTooLarge();
      const bytes = request.body
        ? await readAtMost(request.body as Readable, COVER_MAX_BYTES)
        : Buffer.alloc(0);
      return uploadCover(deps(), actor(request), id, bytes);
    });
  });
}
