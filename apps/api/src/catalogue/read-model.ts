import {
  platformFilters,
  priceBands,
  productTypes,
  type PlatformFilter,
  type Product,
  type ProductFacets,
  type ProductUpdateEvent,
  type SortKey as CatalogueSort,
} from '@keyshop/contracts';
import { platformFilterKeys, type CatalogueFilter } from '@keyshop/contracts/catalogue-query';
import { LRUCache } from 'lru-cache';
import type { CatalogueRow } from '../db/catalogue-repo';
import { firstAt, hashOf, sortedBy, withRoom, type Column } from './columns';
import { isMatch, matchRanges, NameIndex, type TermMatches } from './name-index';
import { nextPriceChange, type PricedRow } from './pricing';
import { ProductJsonStore } from './product-json';
import { priceFields, toProduct } from './to-product';

/** Products in answer order (positions), how many, and the counts of each facet. */
export type CatalogueMatches = { positions: Int32Array; facets: ProductFacets; terms: TermMatches };

/** Keys of a product sold in paid orders: ever, and in the last 7 days (see sales-counts-repo). */
export type ProductSales = { sold: number; soldRecently: number };

/** A product on sale: what re-pricing needs when the sale starts or ends, and when that is next. */
type Sale = { row: PricedRow; lowestPrice30d: number | null; nextChange: number };

/** One typed array per number the read model keeps of each product, indexed by position (id order). */
const emptyColumns = () => ({
  id: new Int32Array(0),
  kinguinId: new Int32Array(0),
  /** hashOf the string ids (found by hash, checked against the product's JSON). */
  originalIdHash: new Int32Array(0),
  productIdHash: new Int32Array(0),
  /** The current price (sale or regular) and its price band. */
  price: new Float64Array(0),
  band: new Uint8Array(0),
  qty: new Int32Array(0),
  /** The version of qty (products.stock_version): only a newer one replaces it. */
  stockVersion: new Float64Array(0),
  featured: new Uint8Array(0),
  /** Index into productTypes. */
  type: new Uint8Array(0),
  /** The release day as days since the epoch (UNKNOWN_RELEASE when not known). */
  released: new Int32Array(0),
  sold: new Int32Array(0),
  soldRecently: new Int32Array(0),
  /** Index into `platforms`. */
  platform: new Uint16Array(0),
  /** Index into `genreLists`. */
  genreList: new Int32Array(0),
  /** Index into `names` (one string per distinct name). */
  name: new Int32Array(0),
});
type Columns = ReturnType<typeof emptyColumns>;
const columnNames = Object.keys(emptyColumns()) as (keyof Columns)[];

/** Facet dimensions; a product failing exactly one of them still counts in that one's facet. */
const PLATFORM = 1;
const GENRES = 2;
const PRICE = 4;
const STOCK = 8;
const TYPE = 16;
const UPCOMING = 32;

const DAY = 86_400_000;
/** An unknown release day sorts as the oldest and counts as released. */
const UNKNOWN_RELEASE = -(2 ** 31);
const dayNumber = (day: string | null) => (day ? Date.parse(day) / DAY : UNKNOWN_RELEASE);

/** The platform filters that select a platforms-map key (its own, and `pc` for a PC storefront). */
const filtersOfPlatform = (key: string): PlatformFilter[] =>
  (Object.entries(platformFilterKeys) as [PlatformFilter, readonly string[]][])
    .filter(([, keys]) => keys.includes(key))
    .map(([filter]) => filter);
const bandOf = (price: number) =>
  priceBands.findIndex((b) => price >= b.min && (b.max === null || price < b.max));
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
  private count = 0;
  private columns = emptyColumns();
  private readonly json = new ProductJsonStore();
  /** Distinct values the columns index: platform keys, genre-id lists, names (as given and lower case). */
  private readonly platforms: string[] = [];
  private readonly platformIds = new Map<string, number>();
  private readonly genreLists: number[][] = [];
  /** The genre list of each distinct `genres` JSON (ProductJsonStore.sharedId). */
  private readonly genreListOfJson = new Map<number, number>();
  private readonly genreIds = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly lowerNames: string[] = [];
  private nameIds: Map<string, number> | undefined = new Map();
  private readonly nameIndex = new NameIndex();
  /** Positions sorted by kinguinId and by the string ids' hashes (binary search; no map of 100,000 keys). */
  private readonly byRef: Record<'kinguinId' | 'originalIdHash' | 'productIdHash', Int32Array> = {
    kinguinId: new Int32Array(0),
    originalIdHash: new Int32Array(0),
    productIdHash: new Int32Array(0),
  };
  private readonly orders = {} as Record<CatalogueSort, Int32Array>;
  /** Position → rank in name order: relevance ties sort by an integer, not a string compare. */
  private nameRank = new Int32Array(0);
  private readonly answers = new Map<string, CatalogueMatches>();
  /** Finished answers by request (see `answer`), least recently used dropped first, sized with their keys. */
  private readonly bodies = new LRUCache<string, Buffer>({
    maxSize: BODY_CACHE_BYTES,
    sizeCalculation: (body, key) => key.length + body.length,
  });
  /** Products whose sale has not ended, by position, and the first moment one of them changes price. */
  private readonly onSale = new Map<number, Sale>();
  private nextPriceChange = Infinity;
  /** How many times the catalogue changed since the build (see `version`). */
  private changes = 0;
  /** Today (days since the epoch) as the cached answers know it: upcoming releases change at midnight UTC. */
  private today = Math.floor(Date.now() / DAY);

  /**
   * The time the prices were worked out for (the start of the build). A sale starting or ending needs no
   * database event: every read first checks the next such moment (`reprice`), which is simpler and more exact
   * than a timer (no timer to clear on close, none late under load) and costs one comparison per read.
   */
  constructor(readonly pricedAt = new Date()) {}

  /**
   * Adds rows in ascending id order (the mapping to the answer shape is toProduct's), with the lowest price
   * before each sale (from the price history) and the keys sold of each product, loaded in bulk by the caller.
   */
  add(
    rows: CatalogueRow[],
    lowestBeforeSale: ReadonlyMap<number, number | null> = new Map(),
    sales: ReadonlyMap<number, ProductSales> = new Map(),
  ): void {
    this.count += rows.length;
    for (const name of columnNames) {
      (this.columns as Record<string, Column>)[name] = withRoom(this.columns[name], this.count);
    }
    const c = this.columns;
    for (const row of rows) {
      const lowestPrice30d = lowestBeforeSale.get(row.id) ?? null;
      const product = toProduct(row, lowestPrice30d, this.pricedAt);
      const position = this.json.push(product);
      c.id[position] = product.id;
      c.kinguinId[position] = product.kinguinId;
      c.originalIdHash[position] = hashOf(product.originalId);
      c.productIdHash[position] = hashOf(product.productId);
      c.price[position] = Number(product.price);
      c.band[position] = bandOf(Number(product.price));
      c.qty[position] = product.qty;
      c.stockVersion[position] = row.stockVersion;
      c.featured[position] = Number(product.featured);
      c.type[position] = productTypes.indexOf(row.type);
      c.released[position] = dayNumber(row.releasedOn);
      c.sold[position] = sales.get(row.id)?.sold ?? 0;
      c.soldRecently[position] = sales.get(row.id)?.soldRecently ?? 0;
      c.platform[position] = this.platformId(row.platform);
      c.genreList[position] = this.genreList(this.json.sharedId(position, 'genres'), product.genres);
      c.name[position] = this.nameId(product.company_name);
      const nextChange = nextPriceChange(row, this.pricedAt);
      if (nextChange !== Infinity) {
        this.onSale.set(position, { row: pricedRow(row), lowestPrice30d, nextChange });
        this.nextPriceChange = Math.min(this.nextPriceChange, nextChange);
      }
      this.nameIndex.add(position, product.company_name);
    }
    this.json.endBatch();
  }

  private platformId(platform: string): number {
    let id = this.platformIds.get(platform);
    if (id === undefined) this.platformIds.set(platform, (id = this.platforms.push(platform) - 1));
    return id;
  }

  /** The products' genre lists, as ids, one array per distinct list (a few thousand for the catalogue). */
  private genreList(json: number, genres: string[]): number {
    let list = this.genreListOfJson.get(json);
    if (list === undefined) {
      list = this.genreLists.push(genres.map((genre) => this.genreId(genre))) - 1;
      this.genreListOfJson.set(json, list);
    }
    return list;
  }

  private genreId(genre: string): number {
    let id = this.genreIds.get(genre);
    if (id === undefined) this.genreIds.set(genre, (id = this.genreIds.size));
    return id;
  }

  /** One string per distinct name (and its lower case): names repeat across editions and platforms. */
  private nameId(name: string): number {
    let id = this.nameIds!.get(name);
    if (id === undefined) {
      this.nameIds!.set(name, (id = this.names.push(name) - 1));
      this.lowerNames.push(name.toLowerCase());
    }
    return id;
  }

  private name(position: number): string {
    return this.names[this.columns.name[position]!]!;
  }

  /** Entries are in id order: a binary search. */
  private positionOfId(id: number): number | undefined {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.columns.id[middle]!;
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  private positionOfKinguinId(kinguinId: number): number | undefined {
    const order = this.byRef.kinguinId;
    const position = order[firstAt(order, this.columns.kinguinId, kinguinId)];
    return position !== undefined && this.columns.kinguinId[position] === kinguinId ? position : undefined;
  }

  /** The product whose originalId or productId is `ref`: the same hash, then the same string in its JSON. */
  private positionOfString(field: 'originalId' | 'productId', ref: string): number | undefined {
    const hashes = this.columns[`${field}Hash`];
    const order = this.byRef[`${field}Hash`];
    const hash = hashOf(ref);
    for (let i = firstAt(order, hashes, hash); i < order.length && hashes[order[i]!] === hash; i++) {
      const position = order[i]!;
      if (this.productAt(position)[field] === ref) return position;
    }
    return undefined;
  }

  /** Sorts every order once, after the last add. */
  seal(): this {
    const size = this.count;
    for (const name of columnNames) {
      (this.columns as Record<string, Column>)[name] = this.columns[name].slice(0, size);
    }
    this.json.trim();
    this.nameIds = undefined;
    const c = this.columns;
    this.byRef.kinguinId = sortedBy(c.kinguinId, size);
    this.byRef.originalIdHash = sortedBy(c.originalIdHash, size);
    this.byRef.productIdHash = sortedBy(c.productIdHash, size);
    const ids = Int32Array.from({ length: size }, (_, position) => position);
    const lower = this.lowerNames;
    const names = ids.slice().sort((a, b) => {
      const x = lower[c.name[a]!]!;
      const y = lower[c.name[b]!]!;
      return x < y ? -1 : x > y ? 1 : c.id[a]! - c.id[b]!;
    });
    this.nameRank = new Int32Array(size);
    names.forEach((position, rank) => (this.nameRank[position] = rank));
    const { released, sold, soldRecently } = c;
    const newest = ids.slice().sort((a, b) => released[b]! - released[a]! || b - a);
    const bestsellers = ids.slice().sort((a, b) => sold[b]! - sold[a]! || a - b);
    Object.assign(this.orders, {
      new: newest,
      bestsellers,
      trending: ids
        .slice()
        .sort((a, b) => soldRecently[b]! - soldRecently[a]! || sold[b]! - sold[a]! || a - b),
      'name-asc': names,
      'name-desc': names.slice().reverse(),
    });
    this.sortByPrice();
    return this;
  }

  /** The orders that depend on the current price. */
  private sortByPrice(): void {
    const { id, price, featured } = this.columns;
    const positions = () => Int32Array.from({ length: this.count }, (_, position) => position);
    const byPrice = positions().sort((a, b) => price[a]! - price[b]! || id[a]! - id[b]!);
    Object.assign(this.orders, {
      featured: positions().sort(
        (a, b) => featured[b]! - featured[a]! || price[b]! - price[a]! || id[a]! - id[b]!,
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
    if (Math.floor(now / DAY) !== this.today) {
      this.today = Math.floor(now / DAY);
      this.forget();
    }
    if (now < this.nextPriceChange) return;
    const at = new Date(now);
    this.nextPriceChange = Infinity;
    for (const [position, sale] of this.onSale) {
      if (sale.nextChange <= now) {
        const fields = priceFields(sale.row, sale.lowestPrice30d, at);
        this.columns.price[position] = Number(fields.price);
        this.columns.band[position] = bandOf(Number(fields.price));
        this.patchJson(position, fields);
        sale.nextChange = nextPriceChange(sale.row, at);
      }
      if (sale.nextChange === Infinity) this.onSale.delete(position);
      else this.nextPriceChange = Math.min(this.nextPriceChange, sale.nextChange);
    }
    this.sortByPrice();
    this.forget();
  }

  /** Changes fields of a product's answer JSON. */
  private patchJson(position: number, fields: Partial<Product>): void {
    this.json.replace(position, { ...this.productAt(position), ...fields });
  }

  /** A product's answer as an object of its own. */
  private productAt(position: number): Product {
    return JSON.parse(this.json.json(position).toString()) as Product;
  }

  /** Drops every cached answer: the catalogue they were made from changed. */
  private forget(): void {
    this.changes++;
    this.answers.clear();
    this.bodies.clear();
  }

  /**
   * The finished answer to a request, made by `make` once per catalogue state: `key` must determine it (e.g. the
   * list's raw query string), so a repeated request is neither parsed nor assembled again. Forgotten on every
   * stock or price change; beyond BODY_CACHE_BYTES the least recently used go first. When `make` answers
   * undefined (nothing found) nothing is kept.
   */
  answer<Body extends Buffer | undefined>(key: string, make: () => Body): Body {
    this.reprice();
    const cached = this.bodies.get(key);
    if (cached) return cached as Body;
    const body = make();
    if (body !== undefined) this.bodies.set(key, body);
    return body;
  }

  /**
   * Moves on with every stock or price change (a sale starting or ending included: re-prices first). Whatever
   * was made from this model at another version is out of date; a rebuild makes a new model.
   */
  get version(): number {
    this.reprice();
    return this.changes;
  }

  get size(): number {
    return this.count;
  }

  /** The next moment a sale starts or ends (ms since the epoch; Infinity when none is ahead). */
  get nextPriceChangeAt(): number {
    this.reprice();
    return this.nextPriceChange;
  }

  /**
   * Sets the stock of the events newer than the one held (events cross processes in any order; absolute values,
   * so applying one twice is harmless). Answers the events applied, and the products whose version jumped by
   * more than one: the changes between were missed here (a lost or late message), so their stock is worth
   * reading again from the database.
   */
  applyStock(events: readonly ProductUpdateEvent[]): { applied: ProductUpdateEvent[]; gaps: number[] } {
    const applied: ProductUpdateEvent[] = [];
    const gaps: number[] = [];
    for (const event of events) {
      const position = this.positionOfId(event.productId);
      if (position === undefined) continue;
      const held = this.columns.stockVersion[position]!;
      if (event.version <= held) continue;
      if (event.version > held + 1) gaps.push(event.productId);
      this.columns.stockVersion[position] = event.version;
      applied.push(event);
      this.columns.qty[position] = event.qty;
      this.patchJson(position, { qty: event.qty, totalQty: event.totalQty, stockVersion: event.version });
      this.forget();
    }
    return { applied, gaps };
  }

  /** The stock of every product whose version here is newer than in `older` (or that `older` lacks). */
  stockNewerThan(older: CatalogueReadModel): ProductUpdateEvent[] {
    const events: ProductUpdateEvent[] = [];
    const c = this.columns;
    for (let position = 0; position < this.count; position++) {
      const before = older.positionOfId(c.id[position]!);
      if (before !== undefined && older.columns.stockVersion[before]! >= c.stockVersion[position]!) continue;
      const qty = c.qty[position]!;
      events.push({ productId: c.id[position]!, qty, totalQty: qty, version: c.stockVersion[position]! });
    }
    return events;
  }

  /** A product's position by id, kinguinId, originalId or productId (in that order of preference). */
  private positionOf(ref: string): number | undefined {
    this.reprice();
    const n = /^\d{1,10}$/.test(ref) ? Number(ref) : undefined;
    return (
      (n === undefined ? undefined : (this.positionOfId(n) ?? this.positionOfKinguinId(n))) ??
      this.positionOfString('originalId', ref) ??
      this.positionOfString('productId', ref)
    );
  }

  /** The answer JSON of a product by any of its identifiers (see `positionOf`). */
  productJson(ref: string): Buffer | undefined {
    const position = this.positionOf(ref);
    return position === undefined ? undefined : this.json.json(position);
  }

  /** A product by any of its identifiers, as an object (for pages rendered in this process). */
  product(ref: string): Product | undefined {
    const position = this.positionOf(ref);
    return position === undefined ? undefined : this.productAt(position);
  }

  /** The product with this id (no other identifier), as an object. */
  productById(id: number): Product | undefined {
    this.reprice();
    const position = this.positionOfId(id);
    return position === undefined ? undefined : this.productAt(position);
  }

  /** The products at these positions, as objects. */
  products(positions: ArrayLike<number>): Product[] {
    return Array.from(positions, (position) => this.productAt(position));
  }

  /** Answer JSON of these positions, as a JSON array. */
  jsonArray(positions: ArrayLike<number>): Buffer {
    let size = 2 + Math.max(0, positions.length - 1);
    for (let i = 0; i < positions.length; i++) size += this.json.size(positions[i]!);
    const out = Buffer.allocUnsafe(size);
    out[0] = OPEN;
    let offset = 1;
    for (let i = 0; i < positions.length; i++) {
      if (i > 0) out[offset++] = COMMA;
      offset += this.json.copy(positions[i]!, out, offset);
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
    return Array.from(positions, (position) => matchRanges(this.name(position), search, terms));
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
    const size = this.count;
    const { featured, qty, price, band, platform, genreList, name, type, released } = this.columns;
    const search = filter.search?.toLowerCase() ?? '';
    const terms = search ? this.nameIndex.terms(search) : [];
    const edits = search ? this.nameIndex.match(terms, size) : undefined;
    // Platforms or genres no product has match nothing (-1).
    const platformsWanted = filter.platforms
      ? new Set(filter.platforms.map((key) => this.platformIds.get(key) ?? -1))
      : undefined;
    const typeWanted = filter.type ? productTypes.indexOf(filter.type) : undefined;
    const upcomingWanted = filter.upcoming;
    const genres = filter.genres?.length
      ? new Set(filter.genres.map((genre) => this.genreIds.get(genre) ?? -1))
      : undefined;
    const featuredWanted = filter.featured === undefined ? undefined : Number(filter.featured);
    const platformFiltersOf = this.platforms.map(filtersOfPlatform);
    const platformCounts = Object.fromEntries(platformFilters.map((p) => [p, 0])) as Record<
      PlatformFilter,
      number
    >;
    const typeCounts = new Int32Array(productTypes.length);
    const genreCounts = new Int32Array(this.genreIds.size);
    const bandCounts = new Int32Array(priceBands.length);
    let inStock = 0;
    /** 0 = not matched; else 1 + relevance rank. */
    const ranks = new Uint8Array(size);
    let matched = 0;
    for (let position = 0; position < size; position++) {
      if (featuredWanted !== undefined && featured[position] !== featuredWanted) continue;
      let rank = 0;
      if (search) {
        const lowerName = this.lowerNames[name[position]!]!;
        const at = lowerName.indexOf(search);
        if (at === 0) rank = lowerName.length === search.length ? 0 : 1;
        else if (at > 0) rank = 2;
        else if (isMatch(edits?.[position])) rank = 3 + edits![position]!;
        else continue;
      }
      const genreIds = this.genreLists[genreList[position]!]!;
      let failed = 0;
      if (platformsWanted && !platformsWanted.has(platform[position]!)) failed |= PLATFORM;
      if (typeWanted !== undefined && type[position] !== typeWanted) failed |= TYPE;
      if (upcomingWanted !== undefined && released[position]! > this.today !== upcomingWanted)
        failed |= UPCOMING;
      if (genres && !genreIds.some((id) => genres.has(id))) failed |= GENRES;
      if (
        (filter.minPrice !== undefined && price[position]! < filter.minPrice) ||
        (filter.maxPrice !== undefined && price[position]! > filter.maxPrice)
      ) {
        failed |= PRICE;
      }
      if (filter.inStock && qty[position] === 0) failed |= STOCK;
      if (failed === 0) {
        ranks[position] = Math.min(rank + 1, 255);
        matched++;
      }
      if ((failed & ~PLATFORM) === 0) {
        platformCounts.all++;
        for (const platformFilter of platformFiltersOf[platform[position]!]!)
          platformCounts[platformFilter]++;
      }
      if ((failed & ~TYPE) === 0) typeCounts[type[position]!]!++;
      if ((failed & ~GENRES) === 0) for (const id of genreIds) genreCounts[id]!++;
      if ((failed & ~PRICE) === 0) bandCounts[band[position]!]!++;
      if ((failed & ~STOCK) === 0 && qty[position]! > 0) inStock++;
    }
    const facets: ProductFacets = {
      platforms: platformCounts,
      types: Object.fromEntries(productTypes.map((t, i) => [t, typeCounts[i]!])) as ProductFacets['types'],
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
