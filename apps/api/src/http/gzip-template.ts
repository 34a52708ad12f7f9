import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A body compressed once with gzip, with holes that each response fills with a value of the same length (the
 * CSP nonce of a cached page). Each part between holes is deflated on its own (no back-reference reaches into a
 * hole) and ends on a byte boundary, a hole is a stored (uncompressed) deflate block, so filling one is a copy;
 * only the trailer's CRC-32 is worked out again, over the uncompressed bytes.
 */
export class GzipTemplate {
  private readonly deflated: Buffer[];

  /** `parts` are the body's bytes around the holes (one more part than holes); holes are `holeLength` long. */
  constructor(
    private readonly parts: Buffer[],
    private readonly holeLength: number,
  ) {
    this.deflated = parts.map((part, i) =>
      deflateRawSync(part, {
        finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    );
  }

  /** The memory it holds beside the parts. */
  get byteLength(): number {
    return this.deflated.reduce((sum, part) => sum + part.length, 0);
  }

  /** The gzip member of the parts joined by `value` (`holeLength` bytes). */
  fill(value: Buffer): Buffer {
    if (value.length !== this.holeLength) throw new Error('a hole takes a value of its own length');
    const stored = Buffer.alloc(STORED_HEADER);
    // BFINAL 0, BTYPE 00 (stored), padding; then LEN and its one's complement, little-endian.
    stored.writeUInt16LE(value.length, 1);
    stored.writeUInt16LE(~value.length & 0xffff, 3);
    const pieces: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.deflated.forEach((deflated, i) => {
      const part = this.parts[i]!;
      pieces.push(deflated);
      // (Node 20's crc32 answers 0 for an empty buffer that has no memory behind it, whatever the start value.)
      if (part.length > 0) crc = crc32(part, crc);
      size += part.length;
      if (i === this.deflated.length - 1) return;
      pieces.push(stored, value);
      crc = crc32(value, crc);
      size += value.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    pieces.push(trailer);
    return Buffer.concat(pieces);
  }
}

const STORED_HEADER = 5;
/** Magic, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
