import { apiPaths } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { coverSvg, screenshotSvg } from '../seed/images';
import { sendCached } from '../http/cached';
import { parse } from '../http/validate';
import { staticCatalogueJson } from '../services/catalogue';

const imageParams = z.object({
  id: z.coerce.number().int().min(1).max(1_000_000),
  file: z.string().regex(/^(cover|shot-[1-9])\.svg$/, 'Unknown image'),
});

/** Generated (deterministic) files: product images and the static fallback catalogue. */
export async function catalogueFileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/images/products/:id/:file', async (request, reply) => {
    const { id, file } = parse(imageParams, request.params);
    const svg = file === 'cover.svg' ? coverSvg(id) : screenshotSvg(id, Number(file.slice(5, -4)));
    if (!svg) return reply.status(404).send({ message: 'Not found' });
    return sendCached(request, reply, svg, 'image/svg+xml', 'public, max-age=86400');
  });

  // From the read model: the first SEED_PRODUCTS products (what the embedded default seeds), current stock.
  app.get(apiPaths.staticCatalogue, async (request, reply) => {
    const catalogue = staticCatalogueJson(app.catalogue.model, app.config.seedProducts);
    return sendCached(request, reply, catalogue, 'application/json; charset=utf-8', 'public, max-age=300');
  });
}
