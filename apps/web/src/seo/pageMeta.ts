import { personalPagePaths } from '@keyshop/contracts';
import { pageTitle } from '../routes/title';

/** React Router's meta descriptor, the shapes these builders return (structurally the same type). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': Record<string, unknown> };

export const SITE_NAME = 'Keyshop';

export type PageMetaInput = {
  origin: string;
  /** Path (and query, when it names distinct content) of the page's canonical URL, e.g. `/faq/payments`. */
  path: string;
  /** The page's name; the document title adds the shop's (`pageTitle`). Omitted: the shop's own title. */
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

/** Title, description, canonical URL, Open Graph and Twitter card of a public page. */
export function pageMeta({
  origin,
  path,
  title,
  description,
  image,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(origin, path);
  const imageUrl = image ? absoluteUrl(origin, image) : undefined;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title ?? fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title ?? fullTitle },
    { name: 'twitter:description', content: description },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
  ];
}

const NOINDEX = { name: 'robots', content: 'noindex' } as const;

/** A shopper's own page (cart, account…): titled, never indexed, no preview tags. */
export const personalPageMeta = ({ title }: { title: string }): MetaDescriptor[] => [
  { title: pageTitle(title) },
  NOINDEX,
];

/** The not-found page (unknown product or path, answered with 404). */
export const notFoundMeta = (): MetaDescriptor[] => [{ title: pageTitle('Page not found') }, NOINDEX];

const personal = new Set<string>(personalPagePaths.map((path) => path.toLowerCase()));

/** Whether a path is one of the personal pages (React Router matches paths case-insensitively). */
export const isPersonalPath = (pathname: string): boolean =>
  personal.has(pathname.replace(/(?<=.)\/+$/, '').toLowerCase());
