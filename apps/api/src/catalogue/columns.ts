/** The typed arrays the read model keeps one number per product in (no object per product). */
export type Column = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

/** `column` with room for `length` numbers (doubling, so adding batch after batch copies little), same contents. */
export function withRoom<T extends Column>(column: T, length: number): T {
  if (length <= column.length) return column;
  const grown = new (column.constructor as new (length: number) => T)(Math.max(length, column.length * 2));
  grown.set(column as never);
  return grown;
}

/** Positions 0…n-1 sorted by `key` (ties by position), for lower-bound searches with `firstAt`. */
export function sortedBy(key: ArrayLike<number>, n: number): Int32Array {
  return Int32Array.from({ length: n }, (_, position) => position).sort((a, b) => key[a]! - key[b]! || a - b);
}

/** The first index of `order` (sorted by `key`) whose key is ≥ `value`. */
export function firstAt(order: Int32Array, key: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key[order[middle]!]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A 32-bit FNV-1a hash of a string's UTF-16 units: string ids kept as numbers, found by `sortedBy` order. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}
