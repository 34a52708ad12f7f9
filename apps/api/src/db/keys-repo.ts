import { sql } from 'drizzle-orm';
import type { KeyVault, SealedKey } from '../keys/key-vault';
import { copyText } from './copy-text';
import { queryRows, type Database, type Executor, type RawTx } from './database';

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

/** A key to load: hashed (and sealed to be added), with the line it came from and its optional CSV columns. */
export type KeyToLoad = Pick<SealedKey, 'hash'> & {
  cipher: Buffer | null;
  line: number;
  supplier: string | null;
  cost: string | null;
};

/** Loads the keys into a temporary table of this transaction (one COPY) for the statements below. */
export async function stageKeys(tx: RawTx, keys: KeyToLoad[]): Promise<void> {
  await tx.exec(`CREATE TEMPORARY TABLE staged_keys (
    line integer NOT NULL, key_hash bytea NOT NULL, key_cipher bytea, supplier text, cost numeric(10, 2)
  ) ON COMMIT DROP`);
  await tx.copy(
    'staged_keys',
    ['line', 'key_hash', 'key_cipher', 'supplier', 'cost'],
    copyText(keys.map((k) => [k.line, k.hash, k.cipher, k.supplier, k.cost])),
  );
}

/** Lines of the staged keys that the store already holds (any product, sold or not), in order. */
export async function stagedLinesInStore(tx: RawTx): Promise<number[]> {
  const rows = await tx.query<{ line: number }>(
    `SELECT s.line FROM staged_keys s WHERE EXISTS (SELECT 1 FROM product_keys k WHERE k.key_hash = s.key_hash)
     ORDER BY s.line`,
  );
  return rows.map((row) => Number(row.line));
}

/**
 * Adds the staged keys to the product as unsold keys in one statement (the stock trigger raises qty and its
 * version once); a key the store already holds, also one committed meanwhile by another import, is skipped.
 */
export async function insertStagedKeys(tx: RawTx, productId: number): Promise<number> {
  const [row] = await tx.query<{ added: number }>(
    `WITH added AS (
       INSERT INTO product_keys (product_id, key_hash, key_cipher, supplier, cost)
       SELECT $1, key_hash, key_cipher, supplier, cost FROM staged_keys ORDER BY line
       ON CONFLICT (key_hash) DO NOTHING RETURNING 1)
     SELECT count(*)::int AS added FROM added`,
    [productId],
  );
  return Number(row?.added ?? 0);
}

/** Whether the product exists; inside an import it is locked against deletion until the commit. */
export async function lockProduct(tx: RawTx, productId: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM products WHERE id = $1 FOR SHARE', [productId])).length > 0;
}
