import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { staticCatalogueSchema } from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageInliner } from '../src/http/inline-image';
import { startTestApp, type TestApp } from './helpers';

const ASSET = 'console.log("app")';

describe('serving the web app and generated files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // The client half of the web build (its server half, rendering the pages, is tested in apps/web/e2e).
    dist = mkdtempSync(path.join(tmpdir(), 'keyshop-dist-'));
    const client = path.join(dist, 'client');
    mkdirSync(path.join(client, 'assets'), { recursive: true });
    writeFileSync(path.join(client, 'assets', 'index-AbC123.js'), ASSET);
    writeFileSync(path.join(client, 'assets', 'chunk-Zz9.js'), ASSET);
    writeFileSync(path.join(client, 'assets', 'chunk-Zz9.js.br'), brotliCompressSync(ASSET));
    writeFileSync(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Small by its size, unreadable as a file.
    mkdirSync(path.join(client, 'broken.svg'));
    writeFileSync(
      path.join(client, 'large.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(5000)}</svg>`,
    );
    t = await startTestApp({ products: 3, webDist: dist, env: { SEED_PRODUCTS: '2' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the security headers with every file, and no page without a server build', async () => {
    const csp = (await fetch(`${t.baseUrl}/favicon.svg`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/wss?:/);
    expect((await fetch(`${t.baseUrl}/products`)).status).toBe(404);
  });

  it('sends the same security headers with API answers, repeated ones, errors and files', async () => {
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const securityHeaders = async (pathname: string, status: number) => {
      const res = await fetch(`${t.baseUrl}${pathname}`);
      expect(res.status).toBe(status);
      expect(res.headers.get('x-powered-by')).toBeNull();
      return Object.fromEntries(names.map((name) => [name, res.headers.get(name)]));
    };
    const expected = await securityHeaders('/favicon.svg', 200);
    expect(expected).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    for (const [pathname, status] of [
      ['/api/kinguin/products?limit=1', 200],
      ['/api/kinguin/products?limit=1', 200],
      ['/api/kinguin/products/1', 200],
      ['/api/kinguin/products/1', 200],
      ['/api/kinguin/products/999999', 404],
      ['/api/kinguin/products?limit=1000', 400],
      ['/api/no-such-route', 404],
    ] as const) {
      expect(await securityHeaders(pathname, status)).toEqual(expected);
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${t.baseUrl}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ASSET);
    const icon = await fetch(`${t.baseUrl}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's precompressed sibling to browsers that accept it, the plain file to others", async () => {
    const compressed = await fetch(`${t.baseUrl}/assets/chunk-Zz9.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toBe(ASSET);
    const plain = await fetch(`${t.baseUrl}/assets/chunk-Zz9.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET);
  });

  it('answers 404 for missing files and JSON 404 under /api', async () => {
    expect((await fetch(`${t.baseUrl}/assets/missing-123.js`)).status).toBe(404);
    const api = await fetch(`${t.baseUrl}/api/kinguin/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
    expect((await fetch(`${t.baseUrl}/api/health`, { method: 'POST' })).status).toBe(404);
  });

  it('serves /data/products.json from the catalogue (its first SEED_PRODUCTS products)', async () => {
    const res = await fetch(`${t.baseUrl}/data/products.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const products = staticCatalogueSchema.parse(await res.json());
    expect(products.map((p) => p.id)).toEqual([1, 2]);
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${t.baseUrl}/data/products.json`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves every product image the catalogue refers to, as cacheable SVG', async () => {
    const product = staticCatalogueSchema.parse(
      await (await fetch(`${t.baseUrl}/data/products.json`)).json(),
    )[0]!;
    for (const src of [product.img!, ...product.screenshots]) {
      const res = await fetch(`${t.baseUrl}${src}`);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    const count = product.screenshots.length;
    expect((await fetch(`${t.baseUrl}/images/products/1/shot-${count + 1}.svg`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/images/products/0/cover.svg`)).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/images/products/1/evil.svg`)).status).toBe(400);
  });

  it('puts a small picture of the store inside a page as a data: URL, a large or unknown one nowhere', async () => {
    const inline = imageInliner(t.app, path.join(dist, 'client'));
    const cover = await (await fetch(`${t.baseUrl}/images/products/1/cover.svg`)).text();
    expect(await inline('/images/products/1/cover.svg')).toBe(
      `data:image/svg+xml,${encodeURIComponent(cover)}`,
    );
    expect(await inline('/favicon.svg')).toBe(
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
    for (const src of [
      '/large.svg',
      '/missing.svg',
      '/broken.svg',
      '/images/products/1/evil.svg',
      '/assets/index-AbC123.js',
      '/../client/favicon.svg',
      'https://elsewhere.example/cover.svg',
    ])
      expect(await inline(src), src).toBeUndefined();
  });
});
