import { personalPagePaths, publicPagePaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS } from '../src/services/sitemap';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';

type Entry = { loc: string; lastmod: string };
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** Fetches a sitemap, checks it is well-formed XML served as such, and returns its entries. */
async function sitemap(url: string, init?: RequestInit): Promise<{ entries: Entry[]; res: Response }> {
  const res = await fetch(url, init);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  const xml = await res.text();
  expect(XMLValidator.validate(xml), url).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = parser.parse(xml) as {
    urlset?: { url: Entry[]; '@_xmlns'?: string };
    sitemapindex?: { sitemap: Entry[] };
  };
  const entries = doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? [];
  for (const entry of entries) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod);
  return { entries, res };
}
const locs = (entries: Entry[]) => entries.map((entry) => entry.loc);

forEachDriver('robots.txt and sitemaps', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 40, maxKeysPerProduct: 2 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('robots.txt disallows the personal pages and names the sitemap index by absolute URL', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of personalPagePaths) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(personalPagePaths.length);
    expect(lines).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml`);
  });

  it('behind the trusted proxy, URLs use the forwarded protocol and host', async () => {
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' };
    expect(await (await fetch(`${t.baseUrl}/robots.txt`, { headers })).text()).toContain(
      'Sitemap: https://shop.example/sitemap.xml',
    );
    const { entries } = await sitemap(`${t.baseUrl}/sitemap.xml`, { headers });
    expect(locs(entries)).toEqual([
      'https://shop.example/sitemaps/pages.xml',
      'https://shop.example/sitemaps/products-1.xml',
    ]);
  });

  it('the pages sitemap lists every public page and no personal one', async () => {
    const { entries } = await sitemap(`${t.baseUrl}/sitemaps/pages.xml`);
    expect(locs(entries)).toEqual(publicPagePaths.map((path) => `${t.baseUrl}${path}`));
    for (const path of personalPagePaths) expect(locs(entries)).not.toContain(`${t.baseUrl}${path}`);
  });

  it('lists every product once, in a sitemap the index names, and 404s past the last one', async () => {
    const { entries } = await sitemap(`${t.baseUrl}/sitemaps/products-1.xml`);
    expect(locs(entries)).toEqual(Array.from({ length: 40 }, (_, i) => `${t.baseUrl}/product/${i + 1}`));
    expect((await fetch(`${t.baseUrl}/sitemaps/products-2.xml`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/sitemaps/products-0.xml`)).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/sitemaps/products-x.xml`)).status).toBe(400);
  });

  it("a product's lastmod moves when its stock or price changes, and so do its sitemap's and the catalogue pages'", async () => {
    const lastmodOf = async (url: string, loc: string) =>
      (await sitemap(url)).entries.find((entry) => entry.loc === loc)?.lastmod ?? '';
    const products = `${t.baseUrl}/sitemaps/products-1.xml`;
    const before = await lastmodOf(products, `${t.baseUrl}/product/5`);
    const untouched = await lastmodOf(products, `${t.baseUrl}/product/6`);

    await setStock(t, 5, 3);
    const afterStock = await lastmodOf(products, `${t.baseUrl}/product/5`);
    expect(afterStock > before).toBe(true);
    await t.db.orm.execute(sql`UPDATE products SET price = price + 1 WHERE id = 6`);
    const afterPrice = await lastmodOf(products, `${t.baseUrl}/product/6`);
    expect(afterPrice > untouched).toBe(true);
    // Nothing changed for another product, and an update that changes nothing keeps the date.
    await t.db.orm.execute(sql`UPDATE products SET price = price WHERE id = 6`);
    expect(await lastmodOf(products, `${t.baseUrl}/product/6`)).toBe(afterPrice);

    const latest = afterPrice > afterStock ? afterPrice : afterStock;
    expect(await lastmodOf(`${t.baseUrl}/sitemap.xml`, products)).toBe(latest);
    expect(await lastmodOf(`${t.baseUrl}/sitemaps/pages.xml`, `${t.baseUrl}/products`)).toBe(latest);
  });

  it('answers 304 to a client that holds the current sitemap', async () => {
    const { res } = await sitemap(`${t.baseUrl}/sitemap.xml`);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${t.baseUrl}/sitemap.xml`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('PUBLIC_URL overrides the request origin', async () => {
    const other = await startTestApp({ driver, products: 2, env: { PUBLIC_URL: 'https://keys.example/' } });
    try {
      expect(await (await fetch(`${other.baseUrl}/robots.txt`)).text()).toContain(
        'Sitemap: https://keys.example/sitemap.xml',
      );
      const { entries } = await sitemap(`${other.baseUrl}/sitemaps/products-1.xml`);
      expect(locs(entries)).toEqual(['https://keys.example/product/1', 'https://keys.example/product/2']);
    } finally {
      await other.close();
    }
  });
});

forEachDriver('a catalogue of more than 50,000 products', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // Three generated products, then copies of the first up to 50,001 (the sitemap reads only the products
    // table; the generator's details make seeding 50,000 take minutes on a busy machine).
    t = await startTestApp({ driver, products: 3, maxKeysPerProduct: 0 });
    await t.db.orm.execute(sql`
      INSERT INTO products
      SELECT (jsonb_populate_record(p, jsonb_build_object(
        'id', g, 'original_id', p.original_id || '-' || g, 'product_id', p.product_id || '-' || g,
        'kinguin_id', 100000000 + g))).*
      FROM products p, generate_series(4, ${SITEMAP_MAX_URLS + 1}) g WHERE p.id = 1`);
  });
  afterAll(async () => {
    await t.close();
  });
  it('splits the products into sitemaps of at most 50,000 URLs, all named by the index', async () => {
    const index = await sitemap(`${t.baseUrl}/sitemap.xml`);
    expect(locs(index.entries)).toEqual([
      `${t.baseUrl}/sitemaps/pages.xml`,
      `${t.baseUrl}/sitemaps/products-1.xml`,
      `${t.baseUrl}/sitemaps/products-2.xml`,
    ]);
    const first = await sitemap(`${t.baseUrl}/sitemaps/products-1.xml`);
    expect(first.entries).toHaveLength(SITEMAP_MAX_URLS);
    expect(first.entries[0]?.loc).toBe(`${t.baseUrl}/product/1`);
    expect(first.entries.at(-1)?.loc).toBe(`${t.baseUrl}/product/${SITEMAP_MAX_URLS}`);
    const second = await sitemap(`${t.baseUrl}/sitemaps/products-2.xml`);
    expect(locs(second.entries)).toEqual([`${t.baseUrl}/product/${SITEMAP_MAX_URLS + 1}`]);
    expect((await fetch(`${t.baseUrl}/sitemaps/products-3.xml`)).status).toBe(404);
  });
});
