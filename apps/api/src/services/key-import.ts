import type { Readable } from 'node:stream';
import {
  KEY_IMPORT_LISTED_LINES,
  type KeyImportFormat,
  type KeyImportReport,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import { recordAuditRaw, type AuditEntry } from '../db/audit-repo';
import type { Database } from '../db/database';
import {
  insertStagedKeys,
  lockProduct,
  stagedLinesInStore,
  stageKeys,
  type KeyToLoad,
} from '../db/keys-repo';
import { stockOf } from '../db/products-repo';
import { HttpError } from '../http/errors';
import { KeyFileError, readKeyFile, type KeyLine } from '../keys/key-file';
import type { KeyVault } from '../keys/key-vault';
import { toStockEvents } from './product-updates';

export type KeyImportDeps = {
  db: Database;
  vault: KeyVault;
  /** Tells every process (and so every browser) the product's new stock, after the commit. */
  announce: (events: ProductUpdateEvent[]) => Promise<void>;
};

export type KeyImportRequest = {
  productId: number;
  format: KeyImportFormat;
  input: Readable;
  maxBytes: number;
  dryRun: boolean;
  /** Who commits it, for the audit log. */
  actor: Pick<AuditEntry, 'actorId' | 'actor'>;
  onBytes?: (bytes: number) => void;
  onStage?: (stage: 'sealing' | 'writing') => void;
};

const productNotFound = (productId: number) => new HttpError(404, `Product ${productId} not found`);

/** Splits the file's valid keys into the first of each key and the lines that repeat one. */
function firstOfEach(
  vault: KeyVault,
  keys: KeyLine[],
): { unique: (KeyLine & { hash: Buffer })[]; repeats: number[] } {
  const seen = new Set<string>();
  const unique: (KeyLine & { hash: Buffer })[] = [];
  const repeats: number[] = [];
  for (const key of keys) {
    const hash = vault.hash(key.key);
    const id = hash.toString('base64');
    if (seen.has(id)) repeats.push(key.line);
    else {
      seen.add(id);
      unique.push({ ...key, hash });
    }
  }
  return { unique, repeats };
}

/**
 * Imports a key file into a product's pool. A dry run counts what a commit would do: new keys, repeats within
 * the file, keys the store already holds (any product), invalid lines. A commit refuses a file with invalid
 * lines, then adds the new keys in one transaction (all or none; a repeated commit adds nothing) with its audit
 * record, and announces the new stock. A malformed file answers 422 (413 when too large) naming the line.
 */
export async function importKeys(deps: KeyImportDeps, request: KeyImportRequest): Promise<KeyImportReport> {
  const { productId, dryRun } = request;
  if ((await stockOf(deps.db.orm, [productId])).length === 0) throw productNotFound(productId);
  const file = await readKeyFile(request.input, request).catch((error: unknown) => {
    if (error instanceof KeyFileError)
      throw new HttpError(error.status, error.message, { line: error.line ?? null });
    throw error;
  });
  if (!dryRun && file.invalid.length > 0) {
    const first = file.invalid[0]!;
    throw new HttpError(422, `Line ${first.line}, ${first.field}: ${first.message}`, {
      line: first.line,
      field: first.field,
      invalid: file.invalid.length,
    });
  }
  const { unique, repeats } = firstOfEach(deps.vault, file.keys);
  if (!dryRun) request.onStage?.('sealing');
  const staged: KeyToLoad[] = unique.map((k) => ({
    line: k.line,
    hash: k.hash,
    cipher: dryRun ? null : deps.vault.seal(k.key).cipher,
    supplier: k.supplier,
    cost: k.cost,
  }));
  if (!dryRun) request.onStage?.('writing');
  const { inStore, added, before } = await deps.db.rawTransaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound(productId);
    const [stock] = await tx.query<{ qty: number }>('SELECT qty FROM products WHERE id = $1', [productId]);
    await stageKeys(tx, staged);
    const inStore = await stagedLinesInStore(tx);
    if (dryRun) return { inStore, added: 0, before: Number(stock!.qty) };
    const added = await insertStagedKeys(tx, productId);
    await recordAuditRaw(tx, {
      ...request.actor,
      action: 'keys.import',
      targetType: 'product',
      targetId: String(productId),
      before: { stock: Number(stock!.qty) },
      after: {
        stock: Number(stock!.qty) + added,
        added,
        format: request.format,
        keys: file.total,
        duplicateInFile: repeats.length,
        alreadyInStore: inStore.length,
      },
    });
    return { inStore, added, before: Number(stock!.qty) };
  });
  const stock = await stockOf(deps.db.orm, [productId]);
  if (added > 0) await deps.announce(toStockEvents(stock));
  return {
    productId,
    dryRun,
    format: request.format,
    keys: file.total,
    new: dryRun ? unique.length - inStore.length : added,
    duplicateInFile: repeats.length,
    alreadyInStore: inStore.length,
    invalid: file.invalid.length,
    added,
    stock: stock[0]?.qty ?? before,
    invalidLines: file.invalid.slice(0, KEY_IMPORT_LISTED_LINES),
    duplicateLines: repeats.slice(0, KEY_IMPORT_LISTED_LINES),
    inStoreLines: inStore.slice(0, KEY_IMPORT_LISTED_LINES),
  };
}
