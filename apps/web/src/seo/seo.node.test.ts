import type { MetaDescriptor as RouterMetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import {
  homeMeta,
  loaderPageMeta,
  noindexMeta,
  pageMeta,
  productMeta,
  productsMeta,
  publicPageMeta,
  siteOrigin,
  type MetaDescriptor,
} from '.';

const origin = 'https://shop.example';

const byName = (meta: MetaDescriptor[], name: string) =>
  meta.find((m) => 'name' in m && m.name === name && 'content' in m)?.['content' as never] as
    string | undefined;
const byProperty = (meta: MetaDescriptor[], property: string) =>
  meta.find((m) => 'property' in m && m.property === property)?.['content' as never] as string | undefined;
const canonical = (meta: MetaDescriptor[]) =>
  meta.find((m) => 'tagName' in m && m.rel === 'canonical')?.['href' as never] as string | undefined;
/** Each JSON-LD block as a crawler reads it: serialised, then parsed again (it must be valid JSON). */
const jsonLd = (meta: MetaDescriptor[]) =>
  meta
    .filter((m): m is { 'script:ld+json': Record<string, unknown> } => 'script:ld+json' in m)
    .map((m) => JSON.parse(JSON.stringify(m['script:ld+json'])) as Record<string, unknown>);
/** What React Router's <Meta /> writes inside <script type="application/ld+json">. */
const asScriptText = (data: unknown) =>
  JSON.stringify(data).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

describe('pageMeta', () => {
  it('gives a public page its title, description, canonical URL, Open Graph and Twitter card', () => {
    const meta = pageMeta({
      origin,
      path: '/faq/payments',
      title: 'Payments FAQ',
      description: 'How to pay.',
    });
    expect(meta.some((m) => 'title' in m)).toBe(false); // the page's own <title> is the document title
    expect(byName(meta, 'description')).toBe('How to pay.');
    expect(canonical(meta)).toBe('https://shop.example/faq/payments');
    expect(byProperty(meta, 'og:url')).toBe('https://shop.example/faq/payments');
    expect(byProperty(meta, 'og:title')).toBe('Payments FAQ');
    expect(byProperty(meta, 'og:type')).toBe('website');
    expect(byProperty(meta, 'og:image')).toBeUndefined();
    expect(byName(meta, 'twitter:card')).toBe('summary');
    expect(byName(meta, 'robots')).toBeUndefined();
  });

  it("returns React Router's meta descriptors", () => {
    const meta: RouterMetaDescriptor[] = [
      ...homeMeta({ origin }),
      ...productMeta({ origin, product: makeProduct() }),
    ];
    expect(meta.length).toBeGreaterThan(0);
  });

  it('the list keeps one canonical URL per page number', () => {
    expect(canonical(productsMeta({ origin }))).toBe('https://shop.example/products');
    expect(canonical(productsMeta({ origin, page: 3 }))).toBe('https://shop.example/products?page=3');
    expect(byProperty(productsMeta({ origin, page: 3 }), 'og:title')).toBe('Products, page 3');
  });
});

describe('homeMeta', () => {
  it('describes the WebSite with a SearchAction on the catalogue search', () => {
    const meta = homeMeta({ origin });
    expect(byProperty(meta, 'og:title')).toBe('Keyshop – digital game keys');
    expect(canonical(meta)).toBe('https://shop.example/');
    const [site] = jsonLd(meta);
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: 'https://shop.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.example/products?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('productMeta', () => {
  const product = makeProduct({
    id: 42,
    company_name: 'Elden Ring',
    price: '59.9' as unknown as number,
    img: '/images/products/42/cover.svg',
    screenshots: ['/images/products/42/shot-1.svg'],
    developers: ['FromSoftware'],
    short_description: `An action RPG. ${'Vast open world. '.repeat(20)}`,
  });

  it('previews the product with its absolute cover image and a cut description', () => {
    const meta = productMeta({ origin, product });
    expect(byProperty(meta, 'og:title')).toBe('Elden Ring');
    expect(canonical(meta)).toBe('https://shop.example/product/42');
    expect(byProperty(meta, 'og:type')).toBe('product');
    expect(byProperty(meta, 'og:image')).toBe('https://shop.example/images/products/42/cover.svg');
    expect(byName(meta, 'twitter:image')).toBe('https://shop.example/images/products/42/cover.svg');
    expect(byName(meta, 'twitter:card')).toBe('summary_large_image');
    const description = byName(meta, 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    // Cut at a word: a prefix of the text ending in a whole word, then an ellipsis.
    expect(description).toMatch(/\S…$/);
    expect(`${product.short_description.trim()} `.startsWith(`${description.slice(0, -1)} `)).toBe(true);
  });

  it('describes a Product with an Offer in euros, in stock, and its breadcrumb', () => {
    const [item, breadcrumb] = jsonLd(productMeta({ origin, product }));
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Elden Ring',
      sku: 'prod-42',
      url: 'https://shop.example/product/42',
      image: [
        'https://shop.example/images/products/42/cover.svg',
        'https://shop.example/images/products/42/shot-1.svg',
      ],
      brand: { '@type': 'Brand', name: 'FromSoftware' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/42',
        price: '59.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.example/products' },
        { '@type': 'ListItem', position: 3, name: 'Elden Ring', item: 'https://shop.example/product/42' },
      ],
    });
  });

  it('is out of stock with no keys left, and keeps absolute image URLs as they are', () => {
    const [item] = jsonLd(
      productMeta({
        origin,
        product: makeProduct({ qty: 0, img: 'https://cdn.example/c.png', description: 'Fun.' }),
      }),
    );
    expect(item).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
      image: ['https://cdn.example/c.png'],
      description: 'Fun.',
    });
  });

  it('a name holding </script> stays data: verbatim in the JSON, inert in the page', () => {
    const name = 'Evil</script><script>alert(1)</script> & Co';
    const meta = productMeta({ origin, product: makeProduct({ company_name: name }) });
    for (const data of jsonLd(meta)) {
      const text = asScriptText(data);
      expect(text).not.toMatch(/<\/script/i);
      expect(JSON.parse(text)).toEqual(data);
    }
    expect(jsonLd(meta)[0]?.name).toBe(name);
    expect(byProperty(meta, 'og:title')).toBe(name);
  });
});

describe('a sale', () => {
  it('offers the sale price until the sale ends, beside the 30-day lowest it undercuts (not the regular)', () => {
    const [item] = jsonLd(
      productMeta({
        origin,
        product: makeProduct({
          price: 29.99,
          regularPrice: 79.99,
          sale: { endsAt: '2026-12-01T00:00:00.000Z', percentOff: 50 },
          lowestPrice30d: 59.99,
        }),
      }),
    );
    expect(item?.offers).toEqual({
      '@type': 'Offer',
      url: expect.any(String),
      price: '29.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      priceValidUntil: '2026-12-01',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '59.99',
        priceCurrency: 'EUR',
      },
    });
  });

  it('adds nothing to an offer without a sale', () => {
    const [item] = jsonLd(productMeta({ origin, product: makeProduct({ regularPrice: 10, sale: null }) }));
    expect(item?.offers).not.toHaveProperty('priceSpecification');
    expect(item?.offers).not.toHaveProperty('priceValidUntil');
  });
});

describe('in a route', () => {
  const matches = [
    { id: 'root', loaderData: { origin } },
    { id: 'routes/pages/BlogPage', loaderData: null },
  ];

  it("takes the origin from the root route's data", () => {
    expect(siteOrigin(matches)).toBe(origin);
    expect(() => siteOrigin([])).toThrow(/origin/);
    const meta = publicPageMeta({ path: '/Blog', title: 'Blog', description: 'News.' })({ matches });
    expect(canonical(meta)).toBe('https://shop.example/Blog');
  });

  it("reads a page's head from its loader's data, and leaves a page without data unindexed", () => {
    const meta = loaderPageMeta((page: { title: string; intro: string }) => ({
      path: '/faq',
      title: page.title,
      description: page.intro,
    }));
    const found = meta({ loaderData: { title: 'Help Centre', intro: 'How can we help?' }, matches });
    expect(canonical(found)).toBe('https://shop.example/faq');
    expect(byName(found, 'description')).toBe('How can we help?');
    expect(byName(found, 'robots')).toBeUndefined();
    for (const missing of [null, undefined]) {
      const notFound = meta({ loaderData: missing, matches });
      expect(byName(notFound, 'robots')).toBe('noindex');
      expect(canonical(notFound)).toBeUndefined();
    }
  });
});

describe('pages not to index', () => {
  it('are noindex, with no canonical or preview tags', () => {
    const meta = noindexMeta();
    expect(byName(meta, 'robots')).toBe('noindex');
    expect(canonical(meta)).toBeUndefined();
    expect(jsonLd(meta)).toEqual([]);
  });
});
