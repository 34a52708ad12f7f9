import { sql } from 'drizzle-orm';
import type { SealedKey } from '../keys/key-vault';
import { recordAuditRaw, type AuditEntry } from './audit-repo';
import { queryRows, type Database } from './database';

/** A key to look up or stage: its keyed hash (and cipher, to be staged), line and optional CSV columns. */
export type KeyToLoad = Pick<SealedKey, 'hash'> & {
  cipher: Buffer | null;
  line: number;
  supplier: string | null;
  cost: string | null;
};

const asJson = (keys: KeyToLoad[]) =>
  JSON.stringify(
    keys.map((k) => ({
      line: k.line,
      hash: k.hash.toString('hex'),
      cipher: k.cipher?.toString('hex') ?? null,
      supplier: k.supplier,
      cost: k.cost,
    })),
  );

/** Whether the key of hash `hash` is in the store: sold or not, or in an import already committed. */
const IN_STORE = (hash: string) => `(
  EXISTS (SELECT 1 FROM product_keys k WHERE k.key_hash = ${hash})
  OR EXISTS (SELECT 1 FROM key_import_rows r JOIN key_imports i ON i.id = r.import_id
             WHERE r.key_hash = ${hash} AND i.state = 'committed'))`;

const BATCH_JSON = `json_to_recordset($2::json) AS s(line int, hash text, cipher text, supplier text, cost numeric)`;

/** Lines of these keys that the store already holds, in order (a dry run's look-up). */
export async function linesInStore(db: Database, keys: KeyToLoad[]): Promise<number[]> {
  const rows = await db.rawTransaction((tx) =>
    tx.query<{ line: number }>(
      `SELECT s.line FROM json_to_recordset($1::json) AS s(line int, hash text)
       WHERE ${IN_STORE(`decode(s.hash, 'hex')`)} ORDER BY s.line`,
      [asJson(keys)],
    ),
  );
  return rows.map((row) => Number(row.line));
}

/** Opens an import of keys into a product; undefined when there is no such product. */
export async function openImport(db: Database, productId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db.orm,
    sql`INSERT INTO key_imports (product_id) SELECT id FROM products WHERE id = ${productId} RETURNING id`,
  );
  return row === undefined ? undefined : Number(row.id);
}

/**
 * Stages one batch of sealed keys (its own short transaction) and answers the lines it left out because the
 * store already holds their key. Throws when the import is gone (discarded as stale, its product deleted).
 */
export async function stageBatch(db: Database, importId: number, keys: KeyToLoad[]): Promise<number[]> {
  return db.rawTransaction(async (tx) => {
    const touched = await tx.query(
      `UPDATE key_imports SET touched_at = now() WHERE id = $1 AND state = 'staging' RETURNING id`,
      [importId],
    );
    if (touched.length === 0) throw new Error(`Key import ${importId} was discarded`);
    const staged = await tx.query<{ line: number }>(
      `INSERT INTO key_import_rows (import_id, line, key_hash, key_cipher, supplier, cost)
       SELECT $1, s.line, decode(s.hash, 'hex'), decode(s.cipher, 'hex'), s.supplier, s.cost FROM ${BATCH_JSON}
       WHERE NOT ${IN_STORE(`decode(s.hash, 'hex')`)}
       RETURNING line`,
      [importId, asJson(keys)],
    );
    const kept = new Set(staged.map((row) => Number(row.line)));
    return keys.filter((k) => !kept.has(k.line)).map((k) => k.line);
  });
}

/**
 * Commits an import (its staged keys are then the store's, moved into product_keys next) with its audit
 * record, in one short transaction. Answers the product's stock before, or undefined when the import is gone.
 */
export async function commitImport(
  db: Database,
  importId: number,
  audit: (stockBefore: number) => AuditEntry,
): Promise<number | undefined> {
  return db.rawTransaction(async (tx) => {
    const [row] = await tx.query<{ qty: number }>(
      `UPDATE key_imports i SET state = 'committed', touched_at = now() FROM products p
       WHERE i.id = $1 AND i.state = 'staging' AND p.id = i.product_id RETURNING p.qty`,
      [importId],
    );
    if (!row) return undefined;
    await recordAuditRaw(tx, audit(Number(row.qty)));
    return Number(row.qty);
  });
}

/** The first and last line an import has staged (undefined when it has none left). */
export async function stagedLines(
  db: Database,
  importId: number,
): Promise<{ first: number; last: number } | undefined> {
  const [row] = await queryRows<{ first: number | null; last: number | null }>(
    db.orm,
    sql`SELECT min(line) AS first, max(line) AS last FROM key_import_rows WHERE import_id = ${importId}`,
  );
  return row?.first == null || row.last == null
    ? undefined
    : { first: Number(row.first), last: Number(row.last) };
}

/** Lines from..to - 1 of an import: a batch found by range in its primary key, whatever the table's statistics. */
export type LineRange = { importId: number; from: number; to: number };

/**
 * Moves the keys of a range of a committed import into product_keys as unsold keys, in one statement (the stock
 * trigger raises qty once); a key another import committed meanwhile is skipped. Answers how many it took.
 */
export async function moveBatch(db: Database, { importId, from, to }: LineRange): Promise<number> {
  const [row] = await queryRows<{ moved: number }>(
    db.orm,
    sql`WITH moved AS (
      DELETE FROM key_import_rows WHERE import_id = ${importId} AND line >= ${from} AND line < ${to}
        AND EXISTS (SELECT 1 FROM key_imports WHERE id = ${importId} AND state = 'committed')
      RETURNING line, key_hash, key_cipher, supplier, cost
    ), added AS (
      INSERT INTO product_keys (product_id, key_hash, key_cipher, supplier, cost)
      SELECT i.product_id, m.key_hash, m.key_cipher, m.supplier, m.cost
      FROM moved m JOIN key_imports i ON i.id = ${importId} ORDER BY m.line
      ON CONFLICT (key_hash) DO NOTHING RETURNING 1
    ), counted AS (
      UPDATE key_imports SET added = added + (SELECT count(*) FROM added), touched_at = now()
      WHERE id = ${importId}
    )
    SELECT count(*)::int AS moved FROM moved`,
  );
  return Number(row?.moved ?? 0);
}

/** Closes a committed import whose keys have all moved: answers its product and how many keys it added. */
export async function closeImport(
  db: Database,
  importId: number,
): Promise<{ productId: number; added: number } | undefined> {
  const [row] = await queryRows<{ product_id: number; added: number }>(
    db.orm,
    sql`DELETE FROM key_imports WHERE id = ${importId} AND state = 'committed'
        AND NOT EXISTS (SELECT 1 FROM key_import_rows WHERE import_id = ${importId})
        RETURNING product_id, added`,
  );
  return row && { productId: Number(row.product_id), added: Number(row.added) };
}

/** Deletes the staged keys of a range of an import. */
export async function discardBatch(db: Database, { importId, from, to }: LineRange): Promise<void> {
  await db.orm.execute(
    sql`DELETE FROM key_import_rows WHERE import_id = ${importId} AND line >= ${from} AND line < ${to}`,
  );
}

/** Deletes an import that is still staging (its rows discarded first). */
export async function dropImport(db: Database, importId: number): Promise<void> {
  await db.orm.execute(sql`DELETE FROM key_imports WHERE id = ${importId} AND state = 'staging'`);
}

/** Imports no process has touched for `idleMs` (all of them with 0): left by a crash or a failure. */
export async function idleImports(
  db: Database,
  idleMs: number,
): Promise<{ id: number; state: 'staging' | 'committed' }[]> {
  const rows = await queryRows<{ id: string; state: 'staging' | 'committed' }>(
    db.orm,
    sql`SELECT id, state FROM key_imports
        WHERE touched_at <= now() - make_interval(secs => ${idleMs / 1000}) ORDER BY id`,
  );
  return rows.map((row) => ({ id: Number(row.id), state: row.state }));
}
