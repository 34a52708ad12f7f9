import { LRUCache } from 'lru-cache';
import type { CatalogueReadModel } from '../catalogue/read-model';
import { GzipTemplate } from './gzip-template';

/** The catalogue a page was rendered from: the read model and its version when the render started. */
export type CatalogueState = { model: CatalogueReadModel; version: number };

/**
 * A finished public page: status, headers and body, the body cut at each occurrence of the CSP nonce it was
 * rendered with, so every response carries a nonce of its own. Its gzip, with holes for the nonce, is made when
 * the page is first served again to a client that takes gzip: a page asked for once costs no compression.
 */
export class CachedPage {
  private readonly parts: Buffer[];
  private readonly nonceLength: number;
  private gzipTemplate: GzipTemplate | undefined;
  /** Told when the page grew (its gzip was made), by the cache that keeps it. */
  grew: () => void = () => {};

  constructor(
    readonly status: number,
    readonly headers: [name: string, value: string][],
    body: Buffer,
    nonce: string,
    /** Current while the catalogue is this model at this version, and until then (ms since the epoch). */
    private readonly madeFrom: CatalogueState,
    private readonly expires: number,
  ) {
    this.parts = cut(body, Buffer.from(nonce));
    this.nonceLength = Buffer.byteLength(nonce);
  }

  get byteLength(): number {
    return this.parts.reduce((sum, part) => sum + part.length, 0) + (this.gzipTemplate?.byteLength ?? 0);
  }

  isCurrent({ model, version }: CatalogueState, now: number): boolean {
    return now < this.expires && model === this.madeFrom.model && version === this.madeFrom.version;
  }

  body(nonce: Buffer): Buffer {
    return Buffer.concat(this.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part])));
  }

  /** The gzip of `body(nonce)`. */
  gzip(nonce: Buffer): Buffer {
    if (!this.gzipTemplate) {
      this.gzipTemplate = new GzipTemplate(this.parts, this.nonceLength);
      this.grew();
    }
    return this.gzipTemplate.fill(nonce);
  }
}

/** `body` split at every occurrence of `separator`. */
function cut(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * Finished public pages by key, least recently used dropped first beyond `maxBytes` (bodies, their gzip, keys). A page is
 * served again only while the catalogue it was rendered from is unchanged and within its own freshness (the
 * s-maxage a CDN honours too). Requests for a page whose render is under way wait for that render.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly renders = new Map<string, Promise<void>>();

  constructor(maxBytes: number) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page, key) => key.length + page.byteLength,
    });
  }

  /** The kept page, if it is current (after the render of it under way, if any). */
  async find(key: string, state: () => CatalogueState, now = Date.now): Promise<CachedPage | undefined> {
    const render = this.renders.get(key);
    if (render) await render;
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (!page.isCurrent(state(), now())) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Marks a render of `key` under way: until the returned function is called, `find(key)` waits for it. Call
   * it when the render is over, with the page to keep if there is one (later calls change nothing).
   */
  rendering(key: string): (page?: CachedPage) => void {
    let over!: () => void;
    const render = new Promise<void>((resolve) => (over = resolve));
    this.renders.set(key, render);
    let settled = false;
    return (page) => {
      if (settled) return;
      settled = true;
      if (this.renders.get(key) === render) this.renders.delete(key);
      if (page) this.set(key, page);
      over();
    };
  }

  /** Keeps `page` (one larger than the whole cache is not kept); sized again when its gzip is made. */
  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    page.grew = () => {
      // Set again to be sized again (lru-cache keeps the size of a value set twice).
      if (this.pages.peek(key) !== page) return;
      this.pages.delete(key);
      this.pages.set(key, page);
    };
  }

  /** The bytes of the pages kept (bodies, their gzip and keys). */
  get byteLength(): number {
    return this.pages.calculatedSize;
  }
}
