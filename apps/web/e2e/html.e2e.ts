/**
 * The HTML the server sends, read over plain HTTP (no browser): content, status codes, cache headers, the
 * CSP nonce, and the static-catalogue fallback when the database fails. Runs its own store (the API serving
 * the web build) in-process, so a test can take the database away.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../api/test/helpers';

const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ products: 30, webDist, env: { SEED_PRODUCTS: '30' } });
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  return { response, html: await response.text() };
};
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('server-rendered pages', () => {
  it('carry their content in the HTML', async () => {
    expect(text((await get('/')).html)).toContain('Featured games');
    expect(count((await get('/')).html, /<article/)).toBeGreaterThan(0);
    expect(count((await get('/products')).html, /<article/)).toBe(24);
    expect(count((await get('/products?page=2')).html, /<article/)).toBe(6);
    const product = await get('/product/3');
    expect(product.response.status).toBe(200);
    expect(product.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(text(product.html)).toContain('Description');
    for (const path of ['/faq', '/faq/payments', '/Blog', '/AboutUs', '/HowToBuy', '/TermsAndConditions']) {
      const page = await get(path);
      expect(page.response.status, path).toBe(200);
      expect(page.html, path).toMatch(/<h1[^>]*>/);
    }
  });

  it('answer 404 with the not-found page for an unknown product, FAQ category or path', async () => {
    for (const [path, message] of [
      ['/product/99999', 'Product not found'],
      ['/product/not-an-id', 'Product not found'],
      ['/faq/nothing', 'Page not found'],
      ['/no/such/page', 'Page not found'],
    ] as const) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(text(html), path).toContain(message);
    }
    const api = await fetch(`${t.baseUrl}/api/kinguin/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });

  it('let a CDN keep public pages briefly, never personal ones; hashed assets forever', async () => {
    for (const path of ['/', '/products?page=2', '/product/3', '/faq']) {
      const cache = (await fetch(`${t.baseUrl}${path}`)).headers.get('cache-control') ?? '';
      expect(cache, path).toMatch(/s-maxage=\d+/);
      expect(cache, path).toMatch(/stale-while-revalidate=\d+/);
    }
    for (const path of ['/cart', '/checkout', '/purchase', '/account', '/login', '/register', '/wishlist']) {
      expect((await fetch(`${t.baseUrl}${path}`)).headers.get('cache-control'), path).toBe(
        'private, no-store',
      );
    }
    const asset = /\/assets\/[\w.-]+\.js/.exec((await get('/')).html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${t.baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('allow only their own inline scripts: one fresh nonce per response, never unsafe-inline', async () => {
    const first = await get('/products');
    const csp = first.response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).not.toContain("unsafe-inline';script"); // styles may; scripts may not
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    const scripts = [...first.html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await get('/products');
    expect(second.response.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('stream compressed to browsers that accept it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.baseUrl}/products`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(text(await response.text())).toContain('Products'); // fetch decompresses it
    }
  });

  it('seed the client with the loaded data, so hydration asks for nothing again', async () => {
    const { html } = await get('/product/3');
    // The loader data travels in the page (React Router's stream): the product SWR starts from.
    const data = html.slice(html.indexOf('window.__reactRouterContext'));
    expect(data).toContain('short_description');
    expect(data).toContain('systemRequirements');
  });
});

describe('the database down during a render', () => {
  it('renders the catalogue and a product from the static catalogue', async () => {
    await t.db.close();
    const list = await get('/products');
    expect(list.response.status).toBe(200);
    expect(count(list.html, /<article/)).toBe(24);
    const product = await get('/product/3');
    expect(product.response.status).toBe(200);
    expect(product.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});
