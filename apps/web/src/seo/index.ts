/**
 * Head tags and structured data of the storefront's pages, as pure functions for React Router route modules'
 * `meta`: each returns a descriptor array (`{ name, content }`,
 * `{ property, content }`, `{ tagName: 'link', rel: 'canonical', href }`, `{ 'script:ld+json': data }`).
 * React Router's <Meta /> renders them and escapes JSON-LD (`<`, `>`, `&`), so a name holding `</script>`
 * stays inert. Every URL is absolute, built from `origin` (e.g. `https://shop.example`, no trailing slash:
 * PUBLIC_URL, else the request's origin).
 *
 *   pageMeta({ origin, path, title, description, image?, type? })   any public page (/faq, /Blog, /products…)
 *   publicPageMeta({ path, title, description })                    a route's `meta` for a fixed public page
 *   loaderPageMeta((data) => ({ path, title, description }))        …for one whose head comes from its loader
 *   homeMeta({ origin })                                            / — plus WebSite with a SearchAction
 *   productsMeta({ origin, page? })                                 /products (page > 1: its own canonical)
 *   productMeta({ origin, product })                                /product/:id — Product with an Offer and
 *                                                                   a BreadcrumbList (Product from contracts)
 *   noindexMeta()                                                   cart, wishlist, checkout, purchase,
 *                                                                   account, login, register, not found
 *   siteOrigin(matches)                                             the origin, in a route's meta
 *
 * The document title is each page's own `<title>` (`pageTitle`); the HTML cache policy is contracts'
 * `pageCacheControl`, applied by the server.
 */
export { homeMeta } from './homeMeta';
export {
  loaderPageMeta,
  noindexMeta,
  pageMeta,
  publicPageMeta,
  siteOrigin,
  type MetaDescriptor,
} from './pageMeta';
export { productMeta } from './productMeta';
export { productsMeta } from './productsMeta';
