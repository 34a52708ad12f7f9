import { sql } from 'drizzle-orm';
import type { KeyVault } from '../keys/key-vault';
import { queryRows, type Database, type Executor } from './database';

/**
 * Remembers the KEK's fingerprint on first use and answers whether this KEK is that one (a process with
 * another KEK must not seal keys that the others cannot open).
 */
export async function matchesKeyEncryption(db: Executor, fingerprint: Buffer): Promise<boolean> {
  await db.execute(
    sql`INSERT INTO key_encryption (fingerprint) VALUES (${fingerprint}) ON CONFLICT DO NOTHING`,
  );
  const [row] = await queryRows<{ fingerprint: Uint8Array }>(db, sql`SELECT fingerprint FROM key_encryption`);
  return row !== undefined && Buffer.from(row.fingerprint).equals(fingerprint);
}

/**
 * Seals one batch of the keys still in clear (written before 0013_encrypted_keys.sql) and answers how many.
 * SKIP LOCKED lets processes that start together share the work; the stock trigger sees no change of stock.
 */
export async function sealLegacyBatch(db: Database, vault: KeyVault, limit: number): Promise<number> {
  return db.rawTransaction(async (tx) => {
    const rows = await tx.query<{ id: string; plaintext_key: string }>(
      `SELECT id, plaintext_key FROM product_keys WHERE plaintext_key IS NOT NULL
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    if (rows.length === 0) return 0;
    const sealed = rows.map((row) => vault.seal(row.plaintext_key));
    await tx.query(
      `UPDATE product_keys k SET plaintext_key = NULL, key_hash = decode(s.hash, 'hex'), key_cipher = decode(s.cipher, 'hex')
       FROM json_to_recordset($1::json) AS s(id uuid, hash text, cipher text)
       WHERE k.id = s.id`,
      [
        JSON.stringify(
          rows.map((row, i) => ({
            id: row.id,
            hash: sealed[i]!.hash.toString('hex'),
            cipher: sealed[i]!.cipher.toString('hex'),
          })),
        ),
      ],
    );
    return rows.length;
  });
}

/** Rewrites product_keys and its statistics so no page or sample of it keeps a key sealed since in clear. */
export async function compactKeys(db: Database): Promise<void> {
  await db.orm.execute(sql`VACUUM (FULL, ANALYZE) product_keys`);
}
