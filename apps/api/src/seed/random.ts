/**
 * Seeded randomness: the same seed always yields the same catalogue. Classes, so making one per product (three
 * per product while seeding) allocates no closures.
 */
abstract class Random {
  /** A number in [0, 1). */
  abstract next(): number;

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return out;
  }

  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

/** Small seeded PRNG (mulberry32), for the products. */
export class Rng extends Random {
  private state: number;

  constructor(seed: number) {
    super();
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}

export const createRng = (seed: number): Rng => new Rng(seed);

/**
 * sfc32, for the key pools. mulberry32 walks one cycle of 2^32 states, so the streams of two seeds are the same
 * numbers shifted: over millions of generated keys some came out twice (130 among the 2.7 million keys of
 * 20,000 uncapped products) and the seed failed on the keys' unique index. sfc32's 128-bit state keeps the
 * streams of different products apart.
 */
export class WideRng extends Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  /** Three 32-bit words of seed (distinct products give distinct words). */
  constructor(a: number, b: number, c: number) {
    super();
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    // The first outputs still show the seed's structure.
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }
}

/** Mixes a product id and a purpose into an independent seed (so product n never depends on the count). */
export function seedFor(id: number, salt: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}
