/**
 * The storefront's pages as search engines see them (spec §2's route table), written once for the API's
 * sitemap and robots.txt and the web app's head tags.
 */

/** FAQ categories with a page of their own (/faq/{category}). */
export const faqCategories = ['account', 'products', 'payments', 'others'] as const;

/** Public pages with fixed paths, listed in the sitemap (every product page is listed too). */
export const publicPagePaths = [
  '/',
  '/products',
  '/about',
  '/support',
  '/faq',
  ...faqCategories.map((category) => `/faq/${category}` as const),
  '/AboutUs',
  '/Accessibility',
  '/Blog',
  '/ContactUs',
  '/Cookies',
  '/HowToActivate',
  '/HowToBuy',
  '/Impressum',
  '/PrivacyPolicy',
  '/TermsAndConditions',
] as const;

/** One shopper's own pages (stored state, sign-in): never indexed, disallowed in robots.txt. */
export const personalPagePaths = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/purchase',
  '/login',
  '/register',
  '/account',
] as const;

/** A product's page. */
export const productPagePath = (id: string | number) => `/product/${encodeURIComponent(String(id))}`;

export const seoPaths = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  pagesSitemap: '/sitemaps/pages.xml',
  productsSitemap: (page: number) => `/sitemaps/products-${page}.xml`,
} as const;
