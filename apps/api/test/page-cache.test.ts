import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueReadModel } from '../src/catalogue/read-model';
import { CachedPage, PageCache, type CatalogueState } from '../src/http/page-cache';
import { stockOf } from '../src/db/products-repo';
import { toStockEvents } from '../src/services/product-updates';
import { setStock, startTestApp, type TestApp } from './helpers';

// The page cache's own rules; pages served from it over HTTP by the real server build are tested in
// apps/web/e2e/html.e2e.ts.

const stateOf = (model: CatalogueReadModel): CatalogueState => ({ model, version: model.version });

/** A page of about `size` bytes. */
function pageOf(state: CatalogueState, { size = 100, expires = Infinity } = {}) {
  const html = `<p>${'x'.repeat(size)}</p>`;
  const page = new CachedPage(200, [['content-type', 'text/html']], Buffer.from(html), state, expires);
  return { html, page };
}

describe('a kept page', () => {
  it('is compressed once per encoding, when first asked for', async () => {
    const { html, page } = pageOf(stateOf(new CatalogueReadModel().seal()));
    const gzip = await page.encode('gzip');
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(await page.encode('gzip')).toBe(gzip);
    expect(brotliDecompressSync(await page.encode('br')).toString()).toBe(html);
  });

  it('is current while the catalogue model is the same and unchanged, and until it expires', () => {
    const model = new CatalogueReadModel().seal();
    const { page } = pageOf(stateOf(model), { expires: 1_000 });
    expect(page.isCurrent(stateOf(model), 999)).toBe(true);
    expect(page.isCurrent(stateOf(model), 1_000)).toBe(false);
    expect(page.isCurrent(stateOf(new CatalogueReadModel().seal()), 0)).toBe(false);
    expect(page.isCurrent({ model, version: model.version + 1 }, 0)).toBe(false);
  });
});

describe('the page cache', () => {
  const state = stateOf(new CatalogueReadModel().seal());

  it('keeps pages up to its byte budget, dropping the least recently used first', async () => {
    const pages = Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((key) => [key, pageOf(state, { size: 4_000 })]),
    );
    const bytes = pages.a!.page.byteLength + 1;
    const cache = new PageCache(3 * bytes);
    for (const key of ['a', 'b', 'c']) cache.set(key, pages[key]!.page);
    expect(await cache.find('a', () => state)).toBe(pages.a!.page);
    cache.set('d', pages.d!.page);
    expect(cache.byteLength).toBeLessThanOrEqual(3 * bytes);
    expect(await cache.find('b', () => state)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.find(key, () => state)).toBe(pages[key]!.page);
    // A page bigger than the whole budget is not kept, and pushes nothing out.
    cache.set('huge', pageOf(state, { size: 3 * bytes }).page);
    expect(await cache.find('huge', () => state)).toBeUndefined();
    expect(await cache.find('a', () => state)).toBe(pages.a!.page);
  });

  it("counts a page's encodings once they are made, and drops older pages to make room for them", async () => {
    const [a, b] = [pageOf(state, { size: 40_000 }), pageOf(state, { size: 40_000 })];
    const cache = new PageCache(a.page.byteLength + b.page.byteLength + 4);
    cache.set('a', a.page);
    cache.set('b', b.page);
    const plain = b.page.byteLength;
    await b.page.encode('gzip');
    expect(b.page.byteLength).toBeGreaterThan(plain);
    expect(await cache.find('a', () => state)).toBeUndefined();
    expect(cache.byteLength).toBe('b'.length + b.page.byteLength);
    expect(await cache.find('b', () => state)).toBe(b.page);
  });

  it('drops a page that is no longer current', async () => {
    const model = new CatalogueReadModel().seal();
    const cache = new PageCache(2 ** 20);
    const { page } = pageOf(stateOf(model));
    cache.set('a', page);
    expect(await cache.find('a', () => ({ model, version: model.version + 1 }))).toBeUndefined();
    expect(cache.byteLength).toBe(0);
    expect(await cache.find('a', () => stateOf(model))).toBeUndefined();
  });

  it('lets requests for a page being rendered wait for that render and take what it kept', async () => {
    const cache = new PageCache(2 ** 20);
    const rendered = cache.rendering('a');
    const waiting = cache.find('a', () => state);
    const { page } = pageOf(state);
    rendered(page);
    rendered(); // the stream's close, afterwards: changes nothing
    expect(await waiting).toBe(page);
    // A render that keeps nothing lets the waiting requests go on to render themselves.
    const failed = cache.rendering('b');
    const waitingForB = cache.find('b', () => state);
    failed();
    expect(await waitingForB).toBeUndefined();
  });
});

describe("the read model's version", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves on with every change of stock, and only then; a rebuild makes a new model', async () => {
    const model = t.app.catalogue.model;
    const before = model.version;
    expect(model.version).toBe(before);
    await setStock(t, 2, 7);
    expect(model.version).toBeGreaterThan(before);
    const after = model.version;
    // The same stock event again (as another process may send it): nothing changed.
    await t.app.catalogue.publish(toStockEvents(await stockOf(t.db.orm, [2])));
    expect(model.version).toBe(after);
    await t.app.catalogue.rebuild();
    expect(t.app.catalogue.model).not.toBe(model);
  });
});
