import { pageTitle } from '../lib/title';

/** React Router's meta descriptor, the shapes these builders return (structurally the same type). */
export type MetaDescriptor =
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': Record<string, unknown> };

export const SITE_NAME = 'Keyshop';

export type PageMetaInput = {
  origin: string;
  /** Path (and query, when it names distinct content) of the page's canonical URL, e.g. `/faq/payments`. */
  path: string;
  /** The page's name, as its `<title>` gives it to `pageTitle`. Omitted: the shop's own title. */
  title?: string;
  description: string;
  /** Preview image for link previews: absolute, or a path on `origin`. */
  image?: string | null;
  /** Open Graph type (`website`; `product` on product pages). */
  type?: 'website' | 'product';
};

/** An absolute URL on `origin` (absolute URLs stay as they are). */
export const absoluteUrl = (origin: string, pathOrUrl: string): string =>
  new URL(pathOrUrl, `${origin}/`).href;

/**
 * The shop's public origin in a route's `meta`: the root loader's (PUBLIC_URL, else the document request's
 * origin, handed over by the server's load context). The root loader runs once per document, so client
 * navigations keep it.
 */
export function siteOrigin(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  if (!root?.origin) throw new Error('The root loader gave no origin');
  return root.origin;
}

/**
 * Description, canonical URL, Open Graph and Twitter card of a public page. The document title is the page's
 * own `<title>` (React hoists it into the head), which follows what the page shows on client navigations too.
 */
export function pageMeta({
  origin,
  path,
  title,
  description,
  image,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const shownTitle = title ?? pageTitle();
  const url = absoluteUrl(origin, path);
  const imageUrl = image ? absoluteUrl(origin, image) : undefined;
  return [
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: shownTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: shownTitle },
    { name: 'twitter:description', content: description },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
  ];
}

type MetaMatches = Parameters<typeof siteOrigin>[0];

/** The `meta` of a public page whose head is fixed (content pages, FAQ, blog…): `pageMeta` on the shop's origin. */
export const publicPageMeta =
  (page: Omit<PageMetaInput, 'origin'>) =>
  ({ matches }: { matches: MetaMatches }): MetaDescriptor[] =>
    pageMeta({ origin: siteOrigin(matches), ...page });

/** A page search engines must not index: a shopper's own (cart, account…) or a not-found answer. */
export const noindexMeta = (): MetaDescriptor[] => [{ name: 'robots', content: 'noindex' }];

/**
 * The `meta` of a public page whose head comes from its loader's data (`page` picks path, title, description);
 * without data (not found) it is not indexed.
 */
export const loaderPageMeta =
  <Data>(page: (data: Data) => Omit<PageMetaInput, 'origin'>) =>
  ({
    loaderData,
    matches,
  }: {
    loaderData: Data | null | undefined;
    matches: MetaMatches;
  }): MetaDescriptor[] =>
    loaderData ? pageMeta({ origin: siteOrigin(matches), ...page(loaderData) }) : noindexMeta();
