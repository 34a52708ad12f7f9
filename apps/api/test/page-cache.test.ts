import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueReadModel } from '../src/catalogue/read-model';
import { GzipTemplate } from '../src/http/gzip-template';
import { CachedPage, PageCache, type CatalogueState } from '../src/http/page-cache';
import { stockOf } from '../src/db/products-repo';
import { toStockEvents } from '../src/services/product-updates';
import { setStock, startTestApp, type TestApp } from './helpers';

// The page cache's own rules; pages served from it over HTTP by the real server build are tested in
// apps/web/e2e/html.e2e.ts.

const newNonce = () => randomBytes(16).toString('base64');
const stateOf = (model: CatalogueReadModel): CatalogueState => ({ model, version: model.version });

/** A page of about `size` bytes whose body holds its nonce at the start, in the middle and at the end. */
function pageOf(state: CatalogueState, { size = 100, expires = Infinity } = {}) {
  const nonce = newNonce();
  const filler = 'x'.repeat(size / 2);
  const html = `${nonce}<p>${filler}</p><script nonce="${nonce}"></script>${filler}${nonce}`;
  const page = new CachedPage(200, [['content-type', 'text/html']], Buffer.from(html), nonce, state, expires);
  return { nonce, html, page };
}

describe('a kept page', () => {
  it('is sent with a new nonce in place of every occurrence of the one it was rendered with', () => {
    const { nonce, html, page } = pageOf(stateOf(new CatalogueReadModel().seal()));
    const next = newNonce();
    const body = page.body(Buffer.from(next)).toString();
    expect(body).toBe(html.replaceAll(nonce, next));
    expect(body).not.toContain(nonce);
    // Its gzip, compressed once, with the new nonce filled in.
    expect(gunzipSync(page.gzip(Buffer.from(next))).toString()).toBe(body);
    const again = newNonce();
    expect(gunzipSync(page.gzip(Buffer.from(again))).toString()).toBe(html.replaceAll(nonce, again));
  });

  it('gzip with holes: any parts, empty ones and ones far longer than deflate’s window included', () => {
    const parts = ['', 'a'.repeat(100_000), randomBytes(50_000).toString('hex'), ''].map((part) =>
      Buffer.from(part),
    );
    const hole = Buffer.from(newNonce());
    const template = new GzipTemplate(parts, hole.length);
    const whole = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [hole, part])));
    expect(gunzipSync(template.fill(hole)).equals(whole)).toBe(true);
    expect(() => template.fill(Buffer.from('short'))).toThrow();
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

  it("counts a page's gzip once it is made, and drops older pages to make room for it", async () => {
    const [a, b] = [pageOf(state, { size: 40_000 }), pageOf(state, { size: 40_000 })];
    const cache = new PageCache(a.page.byteLength + b.page.byteLength + 4);
    cache.set('a', a.page);
    cache.set('b', b.page);
    const plain = b.page.byteLength;
    b.page.gzip(Buffer.from(newNonce()));
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
