import {
  platformFilterKeys,
  platformFilters,
  priceBands,
  type PlatformFilter,
  type Product,
  type ProductFacets,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import type { CatalogueRow } from '../db/catalogue-repo';
import { isMatch, matchRanges, NameIndex, type TermMatches } from './name-index';
import { nextPriceChange, type PricedRow } from './pricing';
import { priceFields, toProduct } from './to-product';

export type CatalogueSort = 'featured' | 'new' | 'price-asc' | 'price-desc' | 'name-asc' | 'name-desc';

export type CatalogueFilter = {
  /** Case-insensitive substring of the name, or every word of it as a prefix or within its typo budget. */
  search?: string;
  featured?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** A key of the platforms map (products.platform). */
  platform?: string;
  /** Any of these genres. */
  genres?: string[];
  inStock?: boolean;
};

/** Products in answer order (positions), how many, and the counts of each facet. */
export type CatalogueMatches = { positions: Int32Array; facets: ProductFacets; terms: TermMatches };

type Entry = {
  id: number;
  name: string;
  lowerName: string;
  platform: string;
  /** The platform filter that selects it (facet key), if any. */
  platformFilter: PlatformFilter | undefined;
  /**
   * Indexes into the model's genre list (filter and facet counting without a string per product); one array
   * per distinct list, shared by the products that have it, so never changed in place.
   */
  genreIds: number[];
  /** The current price (sale or regular) and its band. */
  price: number;
  band: number;
  /** A sale not over yet: what re-pricing needs when it starts or ends, and when that is next. */
  sale?: { row: PricedRow; lowestPrice30d: number | null; nextChange: number };
  qty: number;
  featured: boolean;
  /**
   * The product as the API answers it, serialized once (per-request JSON.stringify is a list's main cost), as
   * UTF-8 outside the JS heap, in three parts (see `store`): bytes [jsonStart, jsonSplit) and [jsonSplit,
   * jsonEnd) of the model's buffer `jsonIn` (its batch's, see `add`, or its own after a change) with the shared
   * fragment `platformsJson` between them and the shared fragment `activationJson` after them. Numbers, not a
   * Buffer view per product (~100 bytes of heap each).
   */
  jsonIn: number;
  jsonStart: number;
  jsonSplit: number;
  jsonEnd: number;
  platformsJson: number;
  activationJson: number;
};

/**
 * A product's answer JSON without the values most products share (the platforms map and the activation text,
 * a handful of distinct values, ~25 % of the bytes): the text before the platforms, the text between them and
 * the activation details, and the two cut values (activation with the closing brace).
 */
type SplitJson = { head: string; middle: string; platforms: string; activation: string };

function splitJson(product: Product, text: string): SplitJson {
  const platforms = JSON.stringify(product.platforms);
  const activation = `${JSON.stringify(product.activationDetails)}}`;
  // A '"' inside a JSON string is always escaped, so the first unescaped key followed by this value is the
  // product's own; the activation details are the last key (toProduct's order).
  const at = text.indexOf(`,"platforms":${platforms},"regionalLimitations":`);
  if (at < 0 || !text.endsWith(`,"activationDetails":${activation}`)) {
    throw new Error(`Unexpected answer JSON of product ${product.id}`);
  }
  const split = at + ',"platforms":'.length;
  return {
    head: text.slice(0, split),
    middle: text.slice(split + platforms.length, text.length - activation.length),
    platforms,
    activation,
  };
}

/** Facet dimensions; a product failing exactly one of them still counts in that one's facet. */
const PLATFORM = 1;
const GENRES = 2;
const PRICE = 4;
const STOCK = 8;

const filterOfPlatform = new Map<string, PlatformFilter>(
  Object.entries(platformFilterKeys).map(([filter, key]) => [key, filter as PlatformFilter]),
);
const bandOf = (price: number) =>
  priceBands.findIndex((b) => price >= b.min && (b.max === null || price < b.max));
const byName = (a: Entry, b: Entry) =>
  a.lowerName < b.lowerName ? -1 : a.lowerName > b.lowerName ? 1 : a.id - b.id;
const pricedRow = ({ price, salePrice, saleStartsAt, saleEndsAt }: PricedRow): PricedRow => ({
  price,
  salePrice,
  saleStartsAt,
  saleEndsAt,
});
const CACHE_SIZE = 64;
/** Finished answers kept per catalogue state (a list of 100 products is ~150 kB). */
export const BODY_CACHE_BYTES = 16 * 2 ** 20;
const OPEN = '['.charCodeAt(0);
const COMMA = ','.charCodeAt(0);
const CLOSE = ']'.charCodeAt(0);

/**
 * One process's in-memory copy of the catalogue, for reads only: products in id order with their answer JSON,
 * every sort order precomputed, a name index for search, and answers to recent queries. Stock changes arrive
 * as productUpdate events (`applyStock`); a sale starting or ending re-prices it (`reprice`); anything else
 * (seeding, a sale set or changed) builds a new model. Orders never read it.
 */
export class CatalogueReadModel {
  private readonly entries: Entry[] = [];
  /** The buffers holding the products' JSON (Entry.jsonIn indexes them). */
  private readonly jsonBuffers: Buffer[] = [];
  /** The JSON fragments products share (Entry.platformsJson and activationJson index them), once each. */
  private readonly fragments: Buffer[] = [];
  private readonly fragmentIds = new Map<string, number>();
  private readonly names = new NameIndex();
  private readonly positionOfKinguinId = new Map<number, number>();
  private readonly refs = { originalId: new Map<string, number>(), productId: new Map<string, number>() };
  private readonly orders = {} as Record<CatalogueSort, Int32Array>;
  private readonly genreIds = new Map<string, number>();
  private readonly genreLists = new Map<string, number[]>();
  /** Position → rank in name order: relevance ties sort by an integer, not a string compare. */
  private nameRank = new Int32Array(0);
  private readonly answers = new Map<string, CatalogueMatches>();
  /** Finished answers by request (see `answer`), oldest use first, and their size with their keys. */
  private readonly bodies = new Map<string, Buffer>();
  private bodyBytes = 0;
  /** Positions of products whose sale has not ended, and the first moment one of them changes price. */
  private onSale: number[] = [];
  private nextPriceChange = Infinity;

  /**
   * The time the prices were worked out for (the start of the build). A sale starting or ending needs no
   * database event: every read first checks the next such moment (`reprice`), which is simpler and more exact
   * than a timer (no timer to clear on close, none late under load) and costs one comparison per read.
   */
  constructor(readonly pricedAt = new Date()) {}

  /**
   * Adds rows in ascending id order (the mapping to the answer shape is toProduct's), with the lowest price
   * before each sale (from the price history, loaded in bulk by the caller).
   */
  add(rows: CatalogueRow[], lowestBeforeSale: ReadonlyMap<number, number | null> = new Map()): void {
    const first = this.entries.length;
    const parts: SplitJson[] = [];
    for (const row of rows) {
      const lowestPrice30d = lowestBeforeSale.get(row.id) ?? null;
      const product = toProduct(row, lowestPrice30d, this.pricedAt);
      const nextChange = nextPriceChange(row, this.pricedAt);
      const position = this.entries.length;
      const json = splitJson(product, JSON.stringify(product));
      parts.push(json);
      this.entries.push({
        id: product.id,
        name: product.company_name,
        lowerName: product.company_name.toLowerCase(),
        platform: row.platform,
        platformFilter: filterOfPlatform.get(row.platform),
        genreIds: this.genreList(product.genres),
        price: Number(product.price),
        band: bandOf(Number(product.price)),
        qty: product.qty,
        featured: product.featured,
        sale: nextChange === Infinity ? undefined : { row: pricedRow(row), lowestPrice30d, nextChange },
        jsonIn: 0,
        jsonStart: 0,
        jsonSplit: 0,
        jsonEnd: 0,
        platformsJson: this.fragmentId(json.platforms),
        activationJson: this.fragmentId(json.activation),
      });
      if (nextChange !== Infinity) {
        this.onSale.push(position);
        this.nextPriceChange = Math.min(this.nextPriceChange, nextChange);
      }
      this.names.add(position, product.company_name);
      this.positionOfKinguinId.set(product.kinguinId, position);
      this.refs.originalId.set(product.originalId, position);
      this.refs.productId.set(product.productId, position);
    }
    // One exactly sized buffer per batch holds its products' JSON: 100,000 products' text (~120 MB) then
    // lives outside the V8 heap, which stays small, and the batch's rows are garbage at once.
    let size = 0;
    for (const { head, middle } of parts) size += Buffer.byteLength(head) + Buffer.byteLength(middle);
    const arena = Buffer.allocUnsafeSlow(size);
    const jsonIn = this.jsonBuffers.push(arena) - 1;
    let offset = 0;
    parts.forEach(({ head, middle }, i) => {
      const entry = this.entries[first + i]!;
      entry.jsonIn = jsonIn;
      entry.jsonStart = offset;
      offset += arena.write(head, offset);
      entry.jsonSplit = offset;
      offset += arena.write(middle, offset);
      entry.jsonEnd = offset;
    });
  }

  private fragmentId(text: string): number {
    let id = this.fragmentIds.get(text);
    if (id === undefined) this.fragmentIds.set(text, (id = this.fragments.push(Buffer.from(text)) - 1));
    return id;
  }

  /** An entry's answer JSON, put together. */
  private json(entry: Entry): Buffer {
    const buffer = this.jsonBuffers[entry.jsonIn]!;
    return Buffer.concat([
      buffer.subarray(entry.jsonStart, entry.jsonSplit),
      this.fragments[entry.platformsJson]!,
      buffer.subarray(entry.jsonSplit, entry.jsonEnd),
      this.fragments[entry.activationJson]!,
    ]);
  }

  private jsonSize(entry: Entry): number {
    return (
      entry.jsonEnd -
      entry.jsonStart +
      this.fragments[entry.platformsJson]!.length +
      this.fragments[entry.activationJson]!.length
    );
  }

  /** Copies an entry's answer JSON into `out` at `offset`; returns the bytes written. */
  private copyJson(entry: Entry, out: Buffer, offset: number): number {
    const buffer = this.jsonBuffers[entry.jsonIn]!;
    let at = offset + buffer.copy(out, offset, entry.jsonStart, entry.jsonSplit);
    at += this.fragments[entry.platformsJson]!.copy(out, at);
    at += buffer.copy(out, at, entry.jsonSplit, entry.jsonEnd);
    at += this.fragments[entry.activationJson]!.copy(out, at);
    return at - offset;
  }

  /** Changes fields of an entry's answer JSON: it gets a buffer of its own. */
  private patchJson(entry: Entry, fields: Record<string, unknown>): void {
    const product = { ...(JSON.parse(this.json(entry).toString()) as Product), ...fields };
    const { head, middle, platforms, activation } = splitJson(product, JSON.stringify(product));
    const buffer = Buffer.from(head + middle);
    entry.jsonIn = this.jsonBuffers.push(buffer) - 1;
    entry.jsonStart = 0;
    entry.jsonSplit = Buffer.byteLength(head);
    entry.jsonEnd = buffer.length;
    entry.platformsJson = this.fragmentId(platforms);
    entry.activationJson = this.fragmentId(activation);
  }

  /** The products' genre lists, as ids, one array per distinct list (a few hundred for the catalogue). */
  private genreList(genres: string[]): number[] {
    const key = JSON.stringify(genres);
    let ids = this.genreLists.get(key);
    if (!ids) this.genreLists.set(key, (ids = genres.map((genre) => this.genreId(genre))));
    return ids;
  }

  /** Entries are in id order: a binary search, no map of 100,000 ids. */
  private positionOfId(id: number): number | undefined {
    let low = 0;
    let high = this.entries.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.entries[middle]!.id;
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  private genreId(genre: string): number {
    let id = this.genreIds.get(genre);
    if (id === undefined) this.genreIds.set(genre, (id = this.genreIds.size));
    return id;
  }

  /** Sorts every order once, after the last add. */
  seal(): this {
    const ids = Int32Array.from(this.entries, (_, position) => position);
    const names = this.sorted(byName);
    this.nameRank = new Int32Array(names.length);
    names.forEach((position, rank) => (this.nameRank[position] = rank));
    Object.assign(this.orders, {
      new: ids.slice().reverse(),
      'name-asc': names,
      'name-desc': names.slice().reverse(),
    });
    this.sortByPrice();
    return this;
  }

  private sorted(compare: (a: Entry, b: Entry) => number): Int32Array {
    const entries = this.entries;
    return Int32Array.from(entries, (_, position) => position).sort((a, b) =>
      compare(entries[a]!, entries[b]!),
    );
  }

  /** The orders that depend on the current price. */
  private sortByPrice(): void {
    const byPrice = this.sorted((a, b) => a.price - b.price || a.id - b.id);
    Object.assign(this.orders, {
      featured: this.sorted(
        (a, b) => Number(b.featured) - Number(a.featured) || b.price - a.price || a.id - b.id,
      ),
      'price-asc': byPrice,
      'price-desc': byPrice.slice().reverse(),
    });
  }

  /**
   * Once a sale has started or ended (the clock passed `nextPriceChange`), re-prices the products concerned,
   * re-sorts the price orders and forgets the cached answers. Called by every read before it looks.
   */
  private reprice(): void {
    const now = Date.now();
    if (now < this.nextPriceChange) return;
    const at = new Date(now);
    this.nextPriceChange = Infinity;
    this.onSale = this.onSale.filter((position) => {
      const entry = this.entries[position]!;
      const sale = entry.sale!;
      if (sale.nextChange <= now) {
        const fields = priceFields(sale.row, sale.lowestPrice30d, at);
        entry.price = Number(fields.price);
        entry.band = bandOf(entry.price);
        this.patchJson(entry, fields);
        sale.nextChange = nextPriceChange(sale.row, at);
      }
      if (sale.nextChange === Infinity) {
        entry.sale = undefined;
        return false;
      }
      this.nextPriceChange = Math.min(this.nextPriceChange, sale.nextChange);
      return true;
    });
    this.sortByPrice();
    this.forget();
  }

  /** Drops every cached answer: the catalogue they were made from changed. */
  private forget(): void {
    this.answers.clear();
    this.bodies.clear();
    this.bodyBytes = 0;
  }

  /**
   * The finished answer to a request, made by `make` once per catalogue state: `key` must determine it (e.g. the
   * list's raw query string), so a repeated request is neither parsed nor assembled again. Forgotten on every
   * stock or price change; beyond BODY_CACHE_BYTES the least recently used go first.
   */
  answer(key: string, make: () => Buffer): Buffer {
    this.reprice();
    const cached = this.bodies.get(key);
    if (cached) {
      this.bodies.delete(key);
      this.bodies.set(key, cached);
      return cached;
    }
    const body = make();
    this.bodies.set(key, body);
    this.bodyBytes += key.length + body.length;
    for (const [oldKey, old] of this.bodies) {
      if (this.bodyBytes <= BODY_CACHE_BYTES) break;
      this.bodies.delete(oldKey);
      this.bodyBytes -= oldKey.length + old.length;
    }
    return body;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Sets the stock events report (absolute values, so applying one twice is harmless). */
  applyStock(events: ProductUpdateEvent[]): void {
    for (const event of events) {
      const position = this.positionOfId(event.productId);
      const entry = position === undefined ? undefined : this.entries[position];
      if (!entry || entry.qty === event.qty) continue;
      entry.qty = event.qty;
      this.patchJson(entry, { qty: event.qty, totalQty: event.totalQty });
      this.forget();
    }
  }

  /** The answer JSON of a product by id, kinguinId, originalId or productId (in that order of preference). */
  productJson(ref: string): Buffer | undefined {
    this.reprice();
    const n = /^\d{1,10}$/.test(ref) ? Number(ref) : undefined;
    const position =
      (n === undefined ? undefined : (this.positionOfId(n) ?? this.positionOfKinguinId.get(n))) ??
      this.refs.originalId.get(ref) ??
      this.refs.productId.get(ref);
    return position === undefined ? undefined : this.json(this.entries[position]!);
  }

  /** Answer JSON of these positions, as a JSON array. */
  jsonArray(positions: ArrayLike<number>): Buffer {
    let size = 2 + Math.max(0, positions.length - 1);
    for (let i = 0; i < positions.length; i++) size += this.jsonSize(this.entries[positions[i]!]!);
    const out = Buffer.allocUnsafe(size);
    out[0] = OPEN;
    let offset = 1;
    for (let i = 0; i < positions.length; i++) {
      if (i > 0) out[offset++] = COMMA;
      offset += this.copyJson(this.entries[positions[i]!]!, out, offset);
    }
    out[offset] = CLOSE;
    return out;
  }

  /** The first `count` products in id order. */
  firstPositions(count: number): Int32Array {
    this.reprice();
    return Int32Array.from({ length: Math.min(count, this.size) }, (_, position) => position);
  }

  highlights(positions: ArrayLike<number>, search: string, terms: TermMatches): [number, number][][] {
    return Array.from(positions, (position) => matchRanges(this.entries[position]!.name, search, terms));
  }

  /**
   * Every product matching the filter, in `sort` order (by relevance when searching without a sort: the
   * exact name, then names starting with the text, containing it, then word matches with fewer typos first).
   */
  match(filter: CatalogueFilter, sort: CatalogueSort | undefined): CatalogueMatches {
    this.reprice();
    const key = JSON.stringify([filter, sort]);
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = this.compute(filter, sort);
    if (this.answers.size >= CACHE_SIZE) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    return answer;
  }

  private compute(filter: CatalogueFilter, sort: CatalogueSort | undefined): CatalogueMatches {
    const size = this.entries.length;
    const search = filter.search?.toLowerCase() ?? '';
    const terms = search ? this.names.terms(search) : [];
    const edits = search ? this.names.match(terms, size) : undefined;
    // Genres no product has match nothing (-1).
    const genres = filter.genres?.length
      ? new Set(filter.genres.map((genre) => this.genreIds.get(genre) ?? -1))
      : undefined;
    const platformCounts = Object.fromEntries(platformFilters.map((p) => [p, 0])) as Record<
      PlatformFilter,
      number
    >;
    const genreCounts = new Int32Array(this.genreIds.size);
    const bandCounts = new Int32Array(priceBands.length);
    let inStock = 0;
    /** 0 = not matched; else 1 + relevance rank. */
    const ranks = new Uint8Array(size);
    let matched = 0;
    for (let position = 0; position < size; position++) {
      const entry = this.entries[position]!;
      if (filter.featured !== undefined && entry.featured !== filter.featured) continue;
      let rank = 0;
      if (search) {
        const at = entry.lowerName.indexOf(search);
        if (at === 0) rank = entry.lowerName.length === search.length ? 0 : 1;
        else if (at > 0) rank = 2;
        else if (isMatch(edits?.[position])) rank = 3 + edits![position]!;
        else continue;
      }
      let failed = 0;
      if (filter.platform && entry.platform !== filter.platform) failed |= PLATFORM;
      if (genres && !entry.genreIds.some((id) => genres.has(id))) failed |= GENRES;
      if (
        (filter.minPrice !== undefined && entry.price < filter.minPrice) ||
        (filter.maxPrice !== undefined && entry.price > filter.maxPrice)
      ) {
        failed |= PRICE;
      }
      if (filter.inStock && entry.qty === 0) failed |= STOCK;
      if (failed === 0) {
        ranks[position] = Math.min(rank + 1, 255);
        matched++;
      }
      if ((failed & ~PLATFORM) === 0) {
        platformCounts.all++;
        if (entry.platformFilter) platformCounts[entry.platformFilter]++;
      }
      if ((failed & ~GENRES) === 0) for (const id of entry.genreIds) genreCounts[id]!++;
      if ((failed & ~PRICE) === 0) bandCounts[entry.band]!++;
      if ((failed & ~STOCK) === 0 && entry.qty > 0) inStock++;
    }
    const facets: ProductFacets = {
      platforms: platformCounts,
      genres: Object.fromEntries(
        [...this.genreIds]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([genre, id]) => [genre, genreCounts[id]!]),
      ),
      priceBands: priceBands.map((band, i) => ({ ...band, count: bandCounts[i]! })),
      inStock,
    };
    const positions = new Int32Array(matched);
    if (sort === undefined && search) {
      let n = 0;
      for (let position = 0; position < size; position++) if (ranks[position]) positions[n++] = position;
      positions.sort((a, b) => ranks[a]! - ranks[b]! || this.nameRank[a]! - this.nameRank[b]!);
    } else {
      let n = 0;
      for (const position of this.orders[sort ?? 'featured']) if (ranks[position]) positions[n++] = position;
    }
    return { positions, facets, terms };
  }
}
