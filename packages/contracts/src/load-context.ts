import type { Product, ProductListResponse } from './product';
import type { ProductListQuery } from './product-query';
import type { ContactRequest, SubscribeRequest } from './messages';

/**
 * The catalogue as a page reads it: in the server render, the API's services in-process; in the browser, the
 * API over HTTP. Either way contract-shaped objects.
 */
export interface CatalogueReader {
  list(query: ProductListQuery, signal?: AbortSignal): Promise<ProductListResponse>;
  /** A product by any of its identifiers; undefined when there is none. */
  get(id: string, signal?: AbortSignal): Promise<Product | undefined>;
  /** The static fallback catalogue (/data/products.json): what a page shows when the catalogue fails. */
  staticProducts(): Promise<readonly Product[]>;
}

/** The API's answer to a form a page posted: its message, or why it refused (e.g. too many requests). */
export type PageFormAnswer = { ok: boolean; message: string };

/**
 * The message services, for the newsletter and contact forms posted without scripts: the page's action has
 * validated the input with the same schema the API's JSON routes use.
 */
export interface PageMessages {
  subscribe(input: SubscribeRequest): Promise<PageFormAnswer>;
  contact(input: ContactRequest): Promise<PageFormAnswer>;
}

/**
 * What the API process hands the web app's server build with each page request (React Router's load context;
 * apps/web declares it as its `AppLoadContext`). A type, not an interface: React Router's context is a string
 * index, which only a type literal fits.
 */
export type PageLoadContext = {
  /** This response's CSP nonce, for the document's inline scripts. */
  nonce?: string;
  /** The shop's public origin (e.g. `https://shop.example`): canonical and preview URLs start with it. */
  origin: string;
  catalogue: CatalogueReader;
  messages: PageMessages;
  /**
   * A picture this store serves (a product's `img`, a file of the web app such as a slide) as a `data:` URL
   * when it is small enough to travel inside the page, else undefined: the page's largest picture then paints
   * with the HTML instead of waiting for a request of its own.
   */
  inlineImage(src: string): Promise<string | undefined>;
  /** The render failed after the status was sent (the page went out incomplete): the API does not keep it. */
  onRenderError?: () => void;
};
