import { apiPaths } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { coverSvg, screenshotSvg } from '../seed/images';
import { findCover } from '../db/admin-products-repo';
import { sendCached } from '../http/cached';
import { parse } from '../http/validate';
import { staticCatalogueJson } from '../services/catalogue';

/** A product picture's address: `/images/products/{id}/{file}`. */
export const imageParams = z.object({
  id: z.coerce.number().int().min(1).max(1_000_000),
  file: z.string().regex(/^(cover|shot-[1-9])\.svg$|^cover-[0-9a-f]{16}\.(png|jpg|webp)$/, 'Unknown image'),
});
/** An uploaded cover's name: its digest (a new cover is a new URL, so it is cached for good). */
const UPLOADED_COVER = /^cover-([0-9a-f]{16})\./;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A product's picture: generated (deterministic SVG text) or uploaded (bytes). */
type ProductImage = { type: string; bytes: string | Buffer };

/** A product's picture by its address's parts; undefined when there is no such picture. */
export async function productImage(
  app: FastifyInstance,
  { id, file }: z.infer<typeof imageParams>,
): Promise<ProductImage | undefined> {
  const uploaded = UPLOADED_COVER.exec(file);
  if (uploaded) {
    const cover = await findCover(app.db.orm, id, uploaded[1]!);
    return cover && { type: cover.contentType, bytes: cover.bytes };
  }
  const svg = file === 'cover.svg' ? coverSvg(id) : screenshotSvg(id, Number(file.slice(5, -4)));
  return svg === null ? undefined : { type: 'image/svg+xml', bytes: svg };
}

/** Generated (deterministic) files: product images and the static fallback catalogue; uploaded covers. */
export async function catalogueFileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/images/products/:id/:file', async (request, reply) => {
    const image = await productImage(app, parse(imageParams, request.params));
    if (!image) return reply.status(404).send({ message: 'Not found' });
    // A generated picture is revalidated by its ETag; an uploaded cover's address names its digest.
    if (typeof image.bytes === 'string')
      return sendCached(request, reply, image.bytes, image.type, 'public, max-age=86400');
    return reply
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .type(image.type)
      .send(image.bytes);
  });

  // From the read model: the first SEED_PRODUCTS products (what the embedded default seeds), current stock.
  app.get(apiPaths.staticCatalogue, async (request, reply) => {
    const catalogue = staticCatalogueJson(app.catalogue.model, app.config.seedProducts);
    return sendCached(request, reply, catalogue, 'application/json; charset=utf-8', 'public, max-age=300');
  });
}
