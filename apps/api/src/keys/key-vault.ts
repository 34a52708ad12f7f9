import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Bytes of a sealed key: format version, IV, GCM tag, then the encrypted key. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + IV_BYTES + TAG_BYTES;
/** Binds every ciphertext to its use: a sealed key cannot be passed off as any other encrypted value. */
const AAD = Buffer.from('keyshop:product-key:v1');

export type SealedKey = { cipher: Buffer; hash: Buffer };

/**
 * Product keys at rest: AES-256-GCM with a key derived from the key-encryption key (KEK), and a keyed hash
 * (HMAC-SHA256 with another derived key) that finds duplicates and looks keys up without decrypting; without
 * the KEK neither can be reversed or brute-forced from a database dump.
 */
export type KeyVault = {
  seal(key: string): SealedKey;
  open(cipher: Uint8Array): string;
  hash(key: string): Buffer;
  /** Identifies the KEK without revealing it: a database remembers the one its keys were sealed with. */
  fingerprint: Buffer;
};

const derive = (kek: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', kek, Buffer.alloc(0), `keyshop:${purpose}`, 32));

export function createKeyVault(kek: Buffer): KeyVault {
  if (kek.length !== 32) throw new Error('The key-encryption key must be 32 bytes');
  const encryptionKey = derive(kek, 'key-encryption');
  const hashKey = derive(kek, 'key-hash');
  const hash = (key: string) => createHmac('sha256', hashKey).update(key, 'utf8').digest();
  return {
    hash,
    seal(key) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return { cipher: Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]), hash: hash(key) };
    },
    open(sealed) {
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      if (bytes.length < HEADER || bytes[0] !== VERSION) throw new Error('Not a sealed key');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, bytes.subarray(1, 1 + IV_BYTES))
        .setAAD(AAD)
        .setAuthTag(bytes.subarray(1 + IV_BYTES, HEADER));
      return Buffer.concat([decipher.update(bytes.subarray(HEADER)), decipher.final()]).toString('utf8');
    },
    fingerprint: createHmac('sha256', derive(kek, 'kek-fingerprint')).update('keyshop').digest(),
  };
}
