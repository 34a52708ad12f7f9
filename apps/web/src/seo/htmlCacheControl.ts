import { isPersonalPath } from './pageMeta';

/**
 * Public pages hold no per-shopper data (cart, wishlist and session live in localStorage), so a CDN may keep
 * them a minute and serve a stale copy for ten more while it fetches a fresh one; browsers always revalidate.
 */
export const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A shopper's own pages are never stored by a browser or a shared cache. */
export const PERSONAL_HTML_CACHE = 'private, no-store';

/** Cache-Control of the HTML of the page at `pathname`. */
export const htmlCacheControl = (pathname: string): string =>
  isPersonalPath(pathname) ? PERSONAL_HTML_CACHE : PUBLIC_HTML_CACHE;
