import type { Product } from '@keyshop/contracts';
import { withRoom } from './columns';

/**
 * Fields whose values most products share (a few to a few thousand distinct values over 100,000 products,
 * ~40 % of the answer bytes): each distinct `,"key":value` text is stored once, products keep its id.
 */
const SHARED = [
  'platforms',
  'regionalLimitations',
  'developers',
  'genres',
  'short_description',
  'activationDetails',
] as const satisfies readonly (keyof Product)[];
export type SharedField = (typeof SHARED)[number];
/** A product's own text around its shared fields: one piece more than there are shared fields. */
const PIECES = SHARED.length + 1;

/**
 * A product's answer JSON cut at its shared fields: `own[0] shared[0] own[1] … shared[n-1] own[n]` is the
 * JSON.stringify text. Each shared piece is searched after the previous one; whatever place it is found at,
 * the pieces put back together are the same bytes.
 */
function cut(product: Product, text: string): { own: string[]; shared: string[] } {
  const own: string[] = [];
  const shared: string[] = [];
  let from = 0;
  for (const field of SHARED) {
    const piece = `,"${field}":${JSON.stringify(product[field])}`;
    const at = text.indexOf(piece, from);
    if (at < 0) throw new Error(`Unexpected answer JSON of product ${product.id}`);
    own.push(text.slice(from, at));
    shared.push(piece);
    from = at + piece.length;
  }
  own.push(text.slice(from));
  return { own, shared };
}

/**
 * The products' answer JSON (per-request JSON.stringify is a list's main cost), serialized once, as UTF-8
 * outside the JS heap: each product's own text in the buffer of its batch (or its own after a change), in
 * typed arrays of offsets (no object per product), and the shared pieces once each.
 */
export class ProductJsonStore {
  private readonly buffers: Buffer[] = [];
  private readonly fragments: Buffer[] = [];
  private readonly fragmentIds = new Map<string, number>();
  private count = 0;
  /** The batch being written (see `push`), reused from batch to batch until `trim`. */
  private batch = Buffer.alloc(0);
  private batchSize = 0;
  /** Buffers before this index hold a batch; after it, one changed product each. */
  private batches = 0;
  /** Per product: the buffer its own text is in, where that starts, and where each own piece ends. */
  private bufferOf = new Int32Array(0);
  private starts = new Uint32Array(0);
  private ends = new Uint32Array(0);
  /** Per product: the fragment id of each shared field. */
  private sharedIds = new Int32Array(0);

  /**
   * Appends the next product's JSON (position `count`): its own text to the batch being written, which
   * `endBatch` stores. One product at a time, so its strings die young (a batch's rows and texts kept until
   * the batch is stored lived through a minor gc into the old generation and left it twice the size).
   */
  push(product: Product): number {
    const position = this.count++;
    if (position >= this.bufferOf.length) {
      this.bufferOf = withRoom(this.bufferOf, this.count);
      this.starts = withRoom(this.starts, this.count);
      this.ends = withRoom(this.ends, this.count * PIECES);
      this.sharedIds = withRoom(this.sharedIds, this.count * SHARED.length);
    }
    const { own, shared } = cut(product, JSON.stringify(product));
    this.setShared(position, shared);
    // At most 3 UTF-8 bytes per UTF-16 unit.
    const room = this.batchSize + 3 * own.reduce((size, piece) => size + piece.length, 0);
    if (room > this.batch.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(room, 2 * this.batch.length));
      this.batch.copy(grown, 0, 0, this.batchSize);
      this.batch = grown;
    }
    this.batchSize = this.write(position, this.buffers.length, this.batch, this.batchSize, own);
    return position;
  }

  /** Stores the products pushed since the last call in one exactly sized buffer, out of the V8 heap. */
  endBatch(): void {
    const buffer = Buffer.allocUnsafeSlow(this.batchSize);
    this.batch.copy(buffer, 0, 0, this.batchSize);
    this.batches = this.buffers.push(buffer);
    this.batchSize = 0;
  }

  /** Gives product `position` its new JSON, in a buffer of its own. */
  replace(position: number, product: Product): void {
    const { own, shared } = cut(product, JSON.stringify(product));
    const buffer = Buffer.allocUnsafeSlow(own.reduce((size, piece) => size + Buffer.byteLength(piece), 0));
    // A product changed before keeps its buffer's slot: every stock change no longer adds one for good.
    const index = this.bufferOf[position]! >= this.batches ? this.bufferOf[position]! : this.buffers.length;
    this.buffers[index] = buffer;
    this.write(position, index, buffer, 0, own);
    this.setShared(position, shared);
  }

  /** Drops the room left for more products (after the last batch). */
  trim(): void {
    this.batch = Buffer.alloc(0);
    this.bufferOf = this.bufferOf.slice(0, this.count);
    this.starts = this.starts.slice(0, this.count);
    this.ends = this.ends.slice(0, this.count * PIECES);
    this.sharedIds = this.sharedIds.slice(0, this.count * SHARED.length);
  }

  /** The id of a product's shared field value: equal ids, equal values. */
  sharedId(position: number, field: SharedField): number {
    return this.sharedIds[position * SHARED.length + SHARED.indexOf(field)]!;
  }

  private setShared(position: number, shared: string[]): void {
    shared.forEach((piece, i) => {
      let id = this.fragmentIds.get(piece);
      if (id === undefined) this.fragmentIds.set(piece, (id = this.fragments.push(Buffer.from(piece)) - 1));
      this.sharedIds[position * SHARED.length + i] = id;
    });
  }

  private write(position: number, index: number, buffer: Buffer, offset: number, own: string[]): number {
    this.bufferOf[position] = index;
    this.starts[position] = offset;
    own.forEach((piece, i) => {
      if (piece) offset += buffer.write(piece, offset);
      this.ends[position * PIECES + i] = offset;
    });
    return offset;
  }

  size(position: number): number {
    let size = this.ends[position * PIECES + PIECES - 1]! - this.starts[position]!;
    for (let i = 0; i < SHARED.length; i++)
      size += this.fragments[this.sharedIds[position * SHARED.length + i]!]!.length;
    return size;
  }

  /** Copies a product's JSON into `out` at `offset`; returns the bytes written. */
  copy(position: number, out: Buffer, offset: number): number {
    const buffer = this.buffers[this.bufferOf[position]!]!;
    let at = offset;
    let from = this.starts[position]!;
    for (let i = 0; i < PIECES; i++) {
      const end = this.ends[position * PIECES + i]!;
      if (end > from) at += buffer.copy(out, at, from, end);
      from = end;
      if (i < SHARED.length)
        at += this.fragments[this.sharedIds[position * SHARED.length + i]!]!.copy(out, at);
    }
    return at - offset;
  }

  json(position: number): Buffer {
    const out = Buffer.allocUnsafe(this.size(position));
    this.copy(position, out, 0);
    return out;
  }
}
