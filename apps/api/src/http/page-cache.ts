import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { CatalogueReadModel } from '../catalogue/read-model';

/** The catalogue a page was rendered from: the read model and its version when the render started. */
export type CatalogueState = { model: CatalogueReadModel; version: number };

/** The encodings a kept page is sent in besides plain. */
export type PageEncoding = 'br' | 'gzip';
export const pageEncodings: PageEncoding[] = ['br', 'gzip'];

/**
 * Brotli's parameters for pages, rendered or kept: quality 6 rather than @fastify/compress's default 4, a smaller
 * page for a phone's slow link at a little more CPU (docs/benchmarks.md).
 */
export const pageBrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

// As @fastify/compress compresses a rendered page (pageBrotliOptions, zlib's default gzip level).
const compress: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, pageBrotliOptions) as Promise<Buffer>,
  gzip: (body) => promisify(gzip)(body) as Promise<Buffer>,
};

/**
 * A finished public page: status, headers and body, the same for every visitor (its CSP allows its inline
 * scripts by hash). Each encoding is compressed once, when a client first asks for it: a page asked for once
 * costs no compression.
 */
export class CachedPage {
  private readonly encoded = new Map<PageEncoding, Promise<Buffer>>();
  private encodedBytes = 0;
  /** Told when the page grew (an encoding was made), by the cache that keeps it. */
  grew: () => void = () => {};

  constructor(
    readonly status: number,
    readonly headers: [name: string, value: string][],
    readonly body: Buffer,
    /** Current while the catalogue is this model at this version, and until then (ms since the epoch). */
    private readonly madeFrom: CatalogueState,
    private readonly expires: number,
  ) {}

  get byteLength(): number {
    return this.body.length + this.encodedBytes;
  }

  isCurrent({ model, version }: CatalogueState, now: number): boolean {
    return now < this.expires && model === this.madeFrom.model && version === this.madeFrom.version;
  }

  /** The body compressed with `encoding`. */
  encode(encoding: PageEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compress[encoding](this.body).then((bytes) => {
        this.encodedBytes += bytes.length;
        this.grew();
        return bytes;
      });
      this.encoded.set(encoding, made);
    }
    return made;
  }
}

/**
 * Finished public pages by key, least recently used dropped first beyond `maxBytes` (bodies, their encodings,
 * keys). A page is served again only while the catalogue it was rendered from is unchanged and within its own
 * freshness (the s-maxage a CDN honours too). Requests for a page whose render is under way wait for that render.
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

  /** Keeps `page` (one larger than the whole cache is not kept); sized again when an encoding is made. */
  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    page.grew = () => {
      // Set again to be sized again (lru-cache keeps the size of a value set twice).
      if (this.pages.peek(key) !== page) return;
      this.pages.delete(key);
      this.pages.set(key, page);
    };
  }

  /** The bytes of the pages kept (bodies, their encodings and keys). */
  get byteLength(): number {
    return this.pages.calculatedSize;
  }
}
