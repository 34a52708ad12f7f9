/**
 * The storefront's pages as search engines see them (spec §2's route table), written once for the API's
 * sitemap and robots.txt and the web app's head tags.
 */

/** FAQ categories with a page of their own (/faq/{category}). */
export const faqCategories = ['account', 'products', 'payments', 'others'] as const;

/** Text pages the web app renders from its content table, through one route module. */
export const contentPagePaths = [
  '/AboutUs',
  '/Accessibility',
  '/Cookies',
  '/HowToActivate',
  '/HowToBuy',
  '/Impressum',
  '/PrivacyPolicy',
  '/TermsAndConditions',
] as const;

export type ContentPagePath = (typeof contentPagePaths)[number];

/**
 * The storefront's pages with a fixed path, by name: `routes.ts`, each page's `meta`, the sitemap and robots.txt
 * all read them from here.
 */
export const pagePaths = {
  home: '/',
  products: '/products',
  about: '/about',
  support: '/support',
  faq: '/faq',
  blog: '/Blog',
  contactUs: '/ContactUs',
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  purchase: '/purchase',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  admin: '/admin',
  /** Where the footer's newsletter form posts without scripts, and the page that answers. */
  newsletter: '/newsletter',
} as const;

/** A FAQ category's page. */
export const faqCategoryPath = (category: (typeof faqCategories)[number]) => `/faq/${category}` as const;

// The lists below are made in pure calls: a bundle that does not use them drops them (a plain array literal
// leaves its property reads behind in the storefront's first load).

/** Public pages with fixed paths, listed in the sitemap (every product page is listed too). */
export const publicPagePaths = /* @__PURE__ */ (() =>
  [
    pagePaths.home,
    pagePaths.products,
    pagePaths.about,
    pagePaths.support,
    pagePaths.faq,
    ...faqCategories.map(faqCategoryPath),
    pagePaths.blog,
    pagePaths.contactUs,
    ...contentPagePaths,
  ] as const)();

/** The storefront's pages the e-mailed links open (`?token=`). */
export const verificationPagePaths = {
  verifyEmail: '/verify-email',
  confirmEmail: '/confirm-email',
} as const;

/** One shopper's own pages (stored state, sign-in) and the operator's: never indexed, disallowed in robots.txt. */
export const personalPagePaths = /* @__PURE__ */ (() =>
  [
    pagePaths.cart,
    pagePaths.wishlist,
    pagePaths.checkout,
    pagePaths.purchase,
    pagePaths.login,
    pagePaths.register,
    pagePaths.forgotPassword,
    pagePaths.resetPassword,
    pagePaths.account,
    pagePaths.admin,
    pagePaths.newsletter,
    // E-mailed links carry a secret in their query.
    verificationPagePaths.verifyEmail,
    verificationPagePaths.confirmEmail,
  ] as const)();

/** The pages whose forms carry a password: a POST to them (a form sent before its scripts ran) is turned away. */
export const passwordFormPaths = /* @__PURE__ */ (() =>
  [
    pagePaths.login,
    pagePaths.register,
    pagePaths.forgotPassword,
    pagePaths.resetPassword,
    pagePaths.account,
  ] as const)();

/** The pages whose forms work without scripts: a POST to them goes to the page's action, which answers a page. */
export const formPostPaths = /* @__PURE__ */ (() => [pagePaths.newsletter, pagePaths.contactUs] as const)();

/** A product's page. */
export const productPagePath = (id: string | number) => `/product/${encodeURIComponent(String(id))}`;

export const seoPaths = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  pagesSitemap: '/sitemaps/pages.xml',
  productsSitemap: (page: number) => `/sitemaps/products-${page}.xml`,
} as const;

/** How long a shared cache (a CDN, the API's page cache) may serve public HTML as fresh, in seconds. */
export const PUBLIC_PAGE_FRESH_SECONDS = 60;
/** How long after that a CDN may serve it stale while it fetches a fresh copy, in seconds. */
export const PUBLIC_PAGE_STALE_SECONDS = 600;

/**
 * Public HTML's Cache-Control: a CDN may keep it a minute and serve it stale for ten more while it refreshes;
 * browsers revalidate. A price switch (a sale starting or ending) `secondsToPriceChange` from now shortens both
 * windows, so that no shared cache serves a page made before the switch after it.
 */
export function publicPageCache(secondsToPriceChange = Infinity): string {
  const until = Math.max(0, Math.floor(secondsToPriceChange));
  const fresh = Math.min(PUBLIC_PAGE_FRESH_SECONDS, until);
  const stale = Math.min(PUBLIC_PAGE_STALE_SECONDS, until - fresh);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}
/** Public HTML with no price switch ahead. */
export const PUBLIC_PAGE_CACHE = /* @__PURE__ */ publicPageCache();
/** A shopper's own pages are never stored by a browser or a shared cache. */
export const PERSONAL_PAGE_CACHE = 'private, no-store';

const personalPages: string[] = /* @__PURE__ */ personalPagePaths.map((path) => path.toLowerCase());

/**
 * Whether a path is (under) one of the personal pages. React Router matches paths case-insensitively and
 * client navigations fetch `{path}.data` (`/_root.data` for `/`).
 */
export function isPersonalPath(pathname: string): boolean {
  const page = pathname
    .replace(/\.data$/, '')
    .replace(/\/_root$/, '')
    .replace(/(?<=.)\/+$/, '')
    .toLowerCase();
  return personalPages.some((personal) => page === personal || page.startsWith(`${personal}/`));
}

/**
 * The one Cache-Control rule of the storefront's pages (their HTML and their client-navigation data), given the
 * seconds until the catalogue's next price switch.
 */
export function pageCacheControl(pathname: string, status: number, secondsToPriceChange = Infinity): string {
  // A failure is never kept: the next request renders again.
  if (status >= 500) return 'no-store';
  return isPersonalPath(pathname) ? PERSONAL_PAGE_CACHE : publicPageCache(secondsToPriceChange);
}
