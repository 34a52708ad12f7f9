/**
 * Head tags, structured data and cache policy of the storefront's pages, as pure functions for React Router
 * route modules: each returns a `meta` descriptor array (`{ title }`, `{ name, content }`,
 * `{ property, content }`, `{ tagName: 'link', rel: 'canonical', href }`, `{ 'script:ld+json': data }`).
 * React Router's <Meta /> renders them and escapes JSON-LD (`<`, `>`, `&`), so a name holding `</script>`
 * stays inert. Every URL is absolute, built from `origin` (e.g. `https://shop.example`, no trailing slash:
 * PUBLIC_URL, else the request's origin).
 *
 *   pageMeta({ origin, path, title, description, image?, type? })   any public page (/faq, /Blog, /products…)
 *   homeMeta({ origin })                                            / — plus WebSite with a SearchAction
 *   productsMeta({ origin, page? })                                 /products (page > 1: its own canonical)
 *   productMeta({ origin, product })                                /product/:id — Product with an Offer and
 *                                                                   a BreadcrumbList (Product from contracts)
 *   personalPageMeta({ title })                                     cart, wishlist, checkout, purchase,
 *                                                                   account, login, register: noindex
 *   notFoundMeta()                                                  unknown product or path: noindex
 *   htmlCacheControl(pathname)                                      Cache-Control of a page's HTML
 *   isPersonalPath(pathname)                                        one of the personal pages?
 */
export { homeMeta } from './homeMeta';
export { htmlCacheControl, PERSONAL_HTML_CACHE, PUBLIC_HTML_CACHE } from './htmlCacheControl';
export { isPersonalPath, notFoundMeta, pageMeta, personalPageMeta, type MetaDescriptor } from './pageMeta';
export { productMeta } from './productMeta';
export { productsMeta } from './productsMeta';
