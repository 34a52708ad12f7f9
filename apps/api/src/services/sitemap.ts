import { personalPagePaths, productPagePath, publicPagePaths, seoPaths } from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { catalogueUpdatedAt, productSitemapChunks, productSitemapPage } from '../db/sitemap-repo';

/** The sitemaps protocol's limit of URLs per sitemap file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages whose content is the catalogue itself: they change when a product does. */
const cataloguePages = new Set<string>(['/', '/products']);

type Url = { loc: string; lastmod: Date };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

const entries = (tag: 'url' | 'sitemap', urls: Url[]) =>
  urls
    .map(
      ({ loc, lastmod }) =>
        `<${tag}><loc>${escapeXml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></${tag}>`,
    )
    .join('\n');

const document = (root: 'urlset' | 'sitemapindex', body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</${root}>\n`;

export type SitemapOptions = {
  /** Absolute origin of the store, e.g. https://shop.example (no trailing slash). */
  origin: string;
  /** When the static pages last changed (the deployed web build). */
  pagesUpdatedAt: Date;
  /** URLs per product sitemap (tests lower it; never above SITEMAP_MAX_URLS). */
  maxUrls?: number;
};

const latest = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

/** The sitemap index: the pages' sitemap, then one sitemap per SITEMAP_MAX_URLS products. */
export async function sitemapIndex(db: Executor, options: SitemapOptions): Promise<string> {
  const chunks = await productSitemapChunks(db, options.maxUrls ?? SITEMAP_MAX_URLS);
  const catalogueAt = chunks.reduce<Date | undefined>((at, chunk) => latest(chunk.updatedAt, at), undefined);
  return document(
    'sitemapindex',
    entries('sitemap', [
      { loc: options.origin + seoPaths.pagesSitemap, lastmod: latest(options.pagesUpdatedAt, catalogueAt) },
      ...chunks.map((chunk) => ({
        loc: options.origin + seoPaths.productsSitemap(chunk.page),
        lastmod: chunk.updatedAt,
      })),
    ]),
  );
}

/** Every public page with a fixed path; the catalogue pages carry the catalogue's last change. */
export async function pagesSitemap(db: Executor, options: SitemapOptions): Promise<string> {
  const catalogueAt = await catalogueUpdatedAt(db);
  return document(
    'urlset',
    entries(
      'url',
      publicPagePaths.map((path) => ({
        loc: options.origin + path,
        lastmod: cataloguePages.has(path)
          ? latest(options.pagesUpdatedAt, catalogueAt)
          : options.pagesUpdatedAt,
      })),
    ),
  );
}

/** Product sitemap `page` (1-based), or undefined past the last one. */
export async function productsSitemap(
  db: Executor,
  page: number,
  options: SitemapOptions,
): Promise<string | undefined> {
  const rows = await productSitemapPage(db, page, options.maxUrls ?? SITEMAP_MAX_URLS);
  if (rows.length === 0) return undefined;
  return document(
    'urlset',
    entries(
      'url',
      rows.map((row) => ({ loc: options.origin + productPagePath(row.id), lastmod: row.updatedAt })),
    ),
  );
}

/** Crawlers may read everything but the personal pages; the sitemap index is named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...personalPagePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${seoPaths.sitemapIndex}`,
    '',
  ].join('\n');
}
