import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { seoPaths } from '@keyshop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendCached } from '../http/cached';
import { parse } from '../http/validate';
import { pagesSitemap, productsSitemap, robotsTxt, sitemapIndex } from '../services/sitemap';

const XML = 'application/xml; charset=utf-8';
// Crawlers fetch these rarely; an hour keeps a CDN in front from asking often, and lastmod stays near-current.
const SITEMAP_CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=86400';

const productsParams = z.object({ page: z.coerce.number().int().min(1).max(100_000) });

/** robots.txt, the sitemap index and its child sitemaps, with absolute URLs. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  // The static pages change with a deployment of the web app: its build time, else this process's start.
  const indexHtml = path.join(app.config.webDist, 'index.html');
  const pagesUpdatedAt = existsSync(indexHtml) ? statSync(indexHtml).mtime : new Date();
  // PUBLIC_URL when set; else the request's own origin (X-Forwarded-Proto/-Host count behind TRUST_PROXY).
  const options = (request: FastifyRequest) => ({
    origin: app.config.publicOrigin ?? `${request.protocol}://${request.host}`,
    pagesUpdatedAt,
  });

  app.get(seoPaths.robots, async (request, reply) =>
    sendCached(request, reply, robotsTxt(options(request).origin), 'text/plain; charset=utf-8', ROBOTS_CACHE),
  );
  app.get(seoPaths.sitemapIndex, async (request, reply) =>
    sendCached(request, reply, await sitemapIndex(app.db.orm, options(request)), XML, SITEMAP_CACHE),
  );
  app.get(seoPaths.pagesSitemap, async (request, reply) =>
    sendCached(request, reply, await pagesSitemap(app.db.orm, options(request)), XML, SITEMAP_CACHE),
  );
  app.get('/sitemaps/products-:page.xml', async (request, reply) => {
    const { page } = parse(productsParams, request.params);
    const xml = await productsSitemap(app.db.orm, page, options(request));
    if (!xml) return reply.status(404).send({ message: 'Not found' });
    return sendCached(request, reply, xml, XML, SITEMAP_CACHE);
  });
}
