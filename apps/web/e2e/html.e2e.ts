/**
 * The HTML the server sends, read over plain HTTP (no browser): content, head tags and structured data,
 * status codes (a render failure included), cache headers, the CSP's script hashes, and the static-catalogue fallback
 * when the database fails. Runs its own store (the API serving the web build) in-process, so a test can take
 * the database away.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { personalPagePaths, type Product } from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, startTestApp, type TestApp } from '../../api/test/helpers';

const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ products: 30, sales: true, webDist, env: { SEED_PRODUCTS: '30' } });
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
/** Whether the page cache served the page (`hit`), rendered it to keep it (`miss`), or neither (null). */
const cacheOf = (response: Response) => response.headers.get('x-page-cache');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => entities[name]!);
type JsonLd = Record<string, unknown> & {
  offers?: Record<string, unknown>;
  itemListElement?: { item: string }[];
};
/** The head as a crawler reads it: the title, every meta and link tag's attributes, the JSON-LD blocks parsed. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, decode(value!)]),
      ),
    );
  const metas = tags('meta');
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    meta: (key: string) => metas.find((tag) => tag.name === key || tag.property === key)?.content,
    canonical: tags('link').find((tag) => tag.rel === 'canonical')?.href,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as JsonLd,
    ),
  };
}

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

  it("carry the catalogue's first cover inside, the rest loading lazily", async () => {
    const { html } = await get('/products');
    const covers = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(covers).toHaveLength(24);
    const [first, ...rest] = covers;
    expect(first).toContain('src="data:image/svg+xml,');
    expect(first).toContain('loading="eager"');
    for (const tag of rest) expect(tag).toContain('loading="lazy"');
  });

  it('carry their largest picture inside, described as before, so it paints with the HTML', async () => {
    for (const path of ['/', '/products', '/product/3']) {
      const { html } = await get(path);
      const largest = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
      expect(largest, path).toMatch(/ src="data:image\/svg\+xml,%3Csvg%20/);
      expect(largest, path).toMatch(/ alt="[^"]+"/);
      // Nothing left to fetch early: React preloads no data: URL.
      expect(html.slice(0, html.indexOf('</head>')), path).not.toContain('as="image"');
    }
  });

  it('preload the scripts a page hydrates with at low priority, behind its covers', async () => {
    for (const path of ['/', '/products', '/product/3']) {
      const { html } = await get(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
      expect(preloads.length, path).toBeGreaterThan(3);
      for (const tag of preloads) expect(tag, path).toContain(' fetchPriority="low"');
    }
  });

  it('carry the stylesheet inside the head, no stylesheet to fetch before the first paint', async () => {
    const stylesheets = new Set<string>();
    for (const path of ['/', '/products', '/product/3', '/faq', '/no/such/page']) {
      const { html } = await get(path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('rel="stylesheet"');
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles, path).toHaveLength(1);
      stylesheets.add(styles[0]!);
    }
    // One stylesheet, the whole store's: a client-side navigation needs no other.
    expect(stylesheets.size).toBe(1);
    expect([...stylesheets][0]!.length).toBeGreaterThan(10_000);
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

  it('allow exactly their own inline scripts, by hash, never unsafe-inline', async () => {
    for (const path of ['/products', '/product/3', '/cart', '/no/such/page']) {
      const { response, html } = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const allowed = /script-src 'self' ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(csp, path).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
      // JSON-LD blocks are data, never run: they need no hash.
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
        .map(([, , code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
      expect(scripts.length, path).toBeGreaterThan(3);
      expect(new Set(allowed), path).toEqual(new Set(scripts));
    }
  });

  it('are compressed for browsers that accept it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.baseUrl}/products`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(text(await response.text())).toContain('Products'); // fetch decompresses it
    }
  });

  it('carry their head: title, description, canonical URL and link previews', async () => {
    for (const [path, title, canonical] of [
      ['/', 'Keyshop – digital game keys', '/'],
      ['/products', 'Products – Keyshop', '/products'],
      ['/products?page=2', 'Products, page 2 – Keyshop', '/products?page=2'],
      ['/faq', 'Help Centre – Keyshop', '/faq'],
      ['/faq/payments', 'Payments FAQ – Keyshop', '/faq/payments'],
      ['/Blog', 'Blog – Keyshop', '/Blog'],
      ['/TermsAndConditions', 'Terms and Conditions – Keyshop', '/TermsAndConditions'],
      // The router matches paths in any letter case; the canonical URL keeps the page's own.
      ['/aboutus', 'About Us – Keyshop', '/AboutUs'],
    ] as const) {
      const head = readHead((await get(path)).html);
      expect(head.titles, path).toEqual([title]);
      expect(head.meta('description')?.length, path).toBeGreaterThan(20);
      expect(head.canonical, path).toBe(`${t.baseUrl}${canonical}`);
      expect(head.meta('og:url'), path).toBe(`${t.baseUrl}${canonical}`);
      expect(head.meta('og:title'), path).toBeTruthy();
      expect(head.meta('og:description'), path).toBe(head.meta('description'));
      expect(head.meta('twitter:card'), path).toBe('summary');
      expect(head.meta('robots'), path).toBeUndefined();
    }
  });

  it('describe the shop as a WebSite searchable from the home page', async () => {
    const [site, ...rest] = readHead((await get('/')).html).jsonLd;
    expect(rest).toEqual([]);
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: `${t.baseUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${t.baseUrl}/products?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describe a product: its cover as preview, a Product with an Offer from the current stock and price, a breadcrumb', async () => {
    const products = (await (await fetch(`${t.baseUrl}/api/kinguin/products?limit=30`)).json()) as {
      results: Product[];
    };
    const product = products.results.find((candidate) => !candidate.sale && candidate.img)!;
    const page = `${t.baseUrl}/product/${product.id}`;
    const head = readHead((await get(`/product/${product.id}`)).html);
    expect(head.titles).toEqual([`${product.company_name} – Keyshop`]);
    expect(head.canonical).toBe(page);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toBe(new URL(product.img!, t.baseUrl).href);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const [item, breadcrumb] = head.jsonLd;
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.company_name,
      url: page,
      offers: {
        '@type': 'Offer',
        price: Number(product.price).toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(item?.offers).not.toHaveProperty('priceSpecification');
    expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
    expect(breadcrumb?.itemListElement?.map((entry) => entry.item)).toEqual([
      `${t.baseUrl}/`,
      `${t.baseUrl}/products`,
      page,
    ]);

    // Sold out: the next render says so.
    await setStock(t, product.id, 0);
    const [soldOut] = readHead((await get(`/product/${product.id}`)).html).jsonLd;
    expect(soldOut?.offers?.availability).toBe('https://schema.org/OutOfStock');

    // On sale: the sale price, until the sale's end, beside the regular price.
    const onSale = products.results.find((candidate) => candidate.sale && candidate.qty > 0)!;
    const [saleItem] = readHead((await get(`/product/${onSale.id}`)).html).jsonLd;
    expect(saleItem?.offers).toMatchObject({
      price: Number(onSale.price).toFixed(2),
      priceValidUntil: onSale.sale!.endsAt.slice(0, 10),
      priceSpecification: {
        priceType: 'https://schema.org/StrikethroughPrice',
        price: Number(onSale.regularPrice).toFixed(2),
        priceCurrency: 'EUR',
      },
    });
  });

  it('keep personal and not-found pages out of search engines', async () => {
    for (const path of [...personalPagePaths, '/product/99999', '/faq/nothing', '/no/such/page']) {
      const head = readHead((await get(path)).html);
      expect(head.meta('robots'), path).toBe('noindex');
      expect(head.canonical, path).toBeUndefined();
      expect(head.jsonLd, path).toEqual([]);
      expect(head.titles, path).toHaveLength(1);
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

describe('the page cache', () => {
  it('serves a public page again from memory: the bytes and headers it rendered, plain, br or gzip', async () => {
    const path = '/products?sortBy=name&sortType=desc';
    const first = await get(path);
    expect(cacheOf(first.response)).toBe('miss');
    // All but the transport's and the page cache's own note.
    const transport = [
      'date',
      'x-page-cache',
      'content-encoding',
      'vary',
      'content-length',
      'transfer-encoding',
    ];
    const headers = (response: Response) =>
      [...response.headers].filter(([name]) => !transport.includes(name));
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'Accept-Encoding': encoding } });
      expect(cacheOf(response), encoding).toBe('hit');
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(await response.text(), encoding).toBe(first.html);
      expect(headers(response), encoding).toEqual(headers(first.response));
    }
    const head = await fetch(`${t.baseUrl}${path}`, { method: 'HEAD' });
    expect(cacheOf(head)).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('renders again after a stock change or a rebuild, showing the current stock', async () => {
    const availability = async (path: string) => {
      const { response, html } = await get(path);
      return [cacheOf(response), readHead(html).jsonLd[0]?.offers?.availability];
    };
    await setStock(t, 4, 2);
    expect(await availability('/product/4')).toEqual(['miss', 'https://schema.org/InStock']);
    expect(await availability('/product/4')).toEqual(['hit', 'https://schema.org/InStock']);
    await setStock(t, 4, 0);
    expect(await availability('/product/4')).toEqual(['miss', 'https://schema.org/OutOfStock']);
    expect(await availability('/product/4')).toEqual(['hit', 'https://schema.org/OutOfStock']);
    await t.app.catalogue.rebuild();
    expect(await availability('/product/4')).toEqual(['miss', 'https://schema.org/OutOfStock']);
  });

  it('keeps not-found pages and client-navigation data, never personal pages', async () => {
    for (const path of ['/no/such/kept-page', '/products.data?page=2']) {
      const status = (await get(path)).response.status;
      const again = await get(path);
      expect(cacheOf(again.response), path).toBe('hit');
      expect(again.response.status, path).toBe(status);
    }
    for (const path of [...personalPagePaths, '/cart.data']) {
      await get(path);
      expect(cacheOf((await get(path)).response), path).toBeNull();
    }
  });

  it('renders a page whole, for browsers and crawlers alike (no late parts streamed after it)', async () => {
    const { html } = await get('/faq/payments');
    expect(html).not.toContain('$RC(');
  });
});

describe('a small page cache', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ products: 30, webDist, env: { SEED_PRODUCTS: '30', PAGE_CACHE_MB: '1' } });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('drops the least recently used pages beyond its size', async () => {
    const visit = async (n: number) => {
      const response = await fetch(`${small.baseUrl}/products?page=1&visit=${n}`);
      return { state: cacheOf(response), bytes: (await response.arrayBuffer()).byteLength };
    };
    const { bytes } = await visit(0);
    // More pages than 1 MB holds: the first is gone, the last still there.
    const pages = Math.ceil(2 ** 20 / bytes) + 1;
    for (let n = 1; n < pages; n++) await visit(n);
    expect((await visit(pages - 1)).state).toBe('hit');
    expect((await visit(0)).state).toBe('miss');
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

describe('a render failure', () => {
  // The real server build, its home page's component swapped for one that throws while rendering (a
  // stand-in for any bug): served by a store of its own.
  let faulty: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'keyshop-faulty-web-'));
    symlinkSync(path.join(webDist, 'client'), path.join(dir, 'client'));
    mkdirSync(path.join(dir, 'server'));
    const real = pathToFileURL(path.join(webDist, 'server', 'index.js')).href;
    writeFileSync(
      path.join(dir, 'server', 'index.js'),
      `import * as build from ${JSON.stringify(real)};
export * from ${JSON.stringify(real)};
const home = build.routes['routes/pages/HomePage'];
const Broken = () => { throw new Error('render failure (test)'); };
export const routes = { ...build.routes, [home.id]: { ...home, module: { ...home.module, default: Broken } } };
`,
    );
    faulty = await startTestApp({ products: 5, webDist: dir, env: { SEED_PRODUCTS: '5' } });
  });
  afterAll(async () => {
    await faulty?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 500 with 'Unexpected Application Error!' in the shop's frame, never cached", async () => {
    const response = await fetch(`${faulty.baseUrl}/`);
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text(html)).toContain('Unexpected Application Error!');
    expect(readHead(html).titles).toEqual(['Error – Keyshop']);
    expect(html).toMatch(/<header/); // the layout's error boundary keeps the header and footer
    const again = await fetch(`${faulty.baseUrl}/`);
    await again.text();
    expect([again.status, cacheOf(again)]).toEqual([500, 'miss']);
    // Other pages are unaffected.
    const faq = await fetch(`${faulty.baseUrl}/faq`);
    await faq.text();
    expect(faq.status).toBe(200);
  });
});
