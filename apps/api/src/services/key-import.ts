import type { Readable } from 'node:stream';
import {
  KEY_IMPORT_LISTED_LINES,
  type KeyImportFormat,
  type KeyImportReport,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import type { AuditEntry } from '../db/audit-repo';
import type { Database } from '../db/database';
import {
  closeImport,
  commitImport,
  discardBatch,
  dropImport,
  idleImports,
  linesInStore,
  moveBatch,
  openImport,
  stageBatch,
  stagedLines,
  type KeyToLoad,
  type LineRange,
} from '../db/key-imports-repo';
import { stockOf } from '../db/products-repo';
import { DomainError } from '../errors';
import { readKeyFile, type KeyLine } from '../keys/key-file';
import type { KeyVault } from '../keys/key-vault';
import { yieldToRequests } from '../keys/yield-to-requests';
import { toStockEvents } from './product-updates';

/** Keys per batch: a statement short enough on PGlite (in the API's thread) to keep other requests flowing. */
const BATCH = 500;
/** An import no process has touched this long (a live one does every batch) is a dead process's. */
export const IMPORT_IDLE_MS = 15_000;

/** Runs one batch, then lets the requests that arrived meanwhile run. */
async function batch<T>(fn: () => T | Promise<T>): Promise<T> {
  const result = await fn();
  await yieldToRequests();
  return result;
}

/** Runs `fn` over `items` BATCH at a time, one batch() each. */
async function inBatches<T, R>(items: T[], fn: (batch: T[]) => R | Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += BATCH)
    results.push(await batch(() => fn(items.slice(i, i + BATCH))));
  return results;
}

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
  onStage?: (stage: 'writing' | 'committing') => void;
};

const productNotFound = (productId: number) => new DomainError('not_found', `Product ${productId} not found`);

/** Splits the file's valid keys into the first of each key (hashed) and the lines that repeat one. */
type UniqueKey = KeyToLoad & { key: string };

async function firstOfEach(
  vault: KeyVault,
  keys: KeyLine[],
): Promise<{ unique: UniqueKey[]; repeats: number[] }> {
  const seen = new Set<string>();
  const unique: UniqueKey[] = [];
  const repeats: number[] = [];
  await inBatches(keys, (lines) => {
    for (const key of lines) {
      const hash = vault.hash(key.key);
      const id = hash.toString('base64');
      if (seen.has(id)) repeats.push(key.line);
      else {
        seen.add(id);
        unique.push({
          line: key.line,
          key: key.key,
          hash,
          cipher: null,
          supplier: key.supplier,
          cost: key.cost,
        });
      }
    }
  });
  return { unique, repeats };
}

/** Runs `fn` over the lines an import has staged, BATCH lines at a time, one batch() each. */
async function overStagedLines(
  db: Database,
  importId: number,
  fn: (range: LineRange) => Promise<number | void>,
): Promise<number> {
  const lines = await stagedLines(db, importId);
  let done = 0;
  for (let from = lines?.first ?? 0; lines && from <= lines.last; from += BATCH) {
    done += (await batch(() => fn({ importId, from, to: from + BATCH }))) ?? 0;
  }
  return done;
}

/** Moves a committed import's keys into its product's pool, batch by batch; answers how many it added. */
async function moveImport(db: Database, importId: number): Promise<{ productId?: number; added: number }> {
  const moved = await overStagedLines(db, importId, (range) => moveBatch(db, range));
  // Another process that finished it closed it: what this one moved is what it knows.
  return (await closeImport(db, importId)) ?? { added: moved };
}

async function discardImport(db: Database, importId: number): Promise<void> {
  await overStagedLines(db, importId, (range) => discardBatch(db, range));
  await dropImport(db, importId);
}

/**
 * Settles the imports no process has touched for `idleMs` (0: all, when no other process can hold one): a
 * committed one's keys are moved into the store (and its stock announced), a staging one is discarded.
 */
export async function settleKeyImports(
  db: Database,
  idleMs: number,
  announce?: KeyImportDeps['announce'],
): Promise<void> {
  for (const { id, state } of await idleImports(db, idleMs)) {
    if (state === 'staging') {
      await discardImport(db, id);
      continue;
    }
    const { productId } = await moveImport(db, id);
    if (productId !== undefined) await announce?.(toStockEvents(await stockOf(db.orm, [productId])));
  }
}

/** Stages the keys (sealed batch by batch) and commits the import; answers the lines already in store. */
async function stageAndCommit(
  deps: KeyImportDeps,
  request: KeyImportRequest,
  importId: number,
  unique: UniqueKey[],
  audit: (staged: number, inStore: number) => (stockBefore: number) => AuditEntry,
): Promise<number[]> {
  try {
    request.onStage?.('writing');
    const inStore = (
      await inBatches(unique, (keys) =>
        stageBatch(
          deps.db,
          importId,
          keys.map((k) => ({ ...k, cipher: deps.vault.seal(k.key).cipher })),
        ),
      )
    ).flat();
    request.onStage?.('committing');
    const before = await commitImport(
      deps.db,
      importId,
      audit(unique.length - inStore.length, inStore.length),
    );
    if (before === undefined) throw productNotFound(request.productId);
    return inStore;
  } catch (error) {
    await discardImport(deps.db, importId);
    // The product deleted meanwhile took its import with it.
    if ((await stockOf(deps.db.orm, [request.productId])).length === 0)
      throw productNotFound(request.productId);
    throw error;
  }
}

/**
 * Imports a key file into a product's pool. A dry run counts what a commit would do: new keys, repeats within
 * the file, keys the store already holds (any product), invalid lines. A commit refuses a file with invalid
 * lines, then stages the new keys batch by batch in short transactions (none sellable, none counted in stock),
 * commits them with its audit record in one short transaction (all or none: a failure or a crash before it
 * leaves none; a repeated commit adds nothing), moves them into the pool batch by batch and announces the new
 * stock. A malformed file answers 422 (413 when too large) naming the line.
 */
export async function importKeys(deps: KeyImportDeps, request: KeyImportRequest): Promise<KeyImportReport> {
  const { productId, dryRun } = request;
  const [found] = await stockOf(deps.db.orm, [productId]);
  if (!found) throw productNotFound(productId);
  const file = await readKeyFile(request.input, request);
  if (!dryRun && file.invalid.length > 0) {
    const first = file.invalid[0]!;
    throw new DomainError('unprocessable', `Line ${first.line}, ${first.field}: ${first.message}`, {
      line: first.line,
      field: first.field,
      invalid: file.invalid.length,
    });
  }
  const { unique, repeats } = await firstOfEach(deps.vault, file.keys);
  let inStore: number[];
  let added = 0;
  if (dryRun) inStore = (await inBatches(unique, (keys) => linesInStore(deps.db, keys))).flat();
  else {
    await settleKeyImports(deps.db, IMPORT_IDLE_MS, deps.announce);
    const importId = await openImport(deps.db, productId);
    if (importId === undefined) throw productNotFound(productId);
    inStore = await stageAndCommit(deps, request, importId, unique, (staged, known) => (stock) => ({
      ...request.actor,
      action: 'keys.import',
      targetType: 'product',
      targetId: String(productId),
      before: { stock },
      after: {
        stock: stock + staged,
        added: staged,
        format: request.format,
        keys: file.total,
        duplicateInFile: repeats.length,
        alreadyInStore: known,
      },
    }));
    added = (await moveImport(deps.db, importId)).added;
  }
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
    stock: stock[0]?.qty ?? found.qty,
    invalidLines: file.invalid.slice(0, KEY_IMPORT_LISTED_LINES),
    duplicateLines: repeats.slice(0, KEY_IMPORT_LISTED_LINES),
    inStoreLines: inStore.slice(0, KEY_IMPORT_LISTED_LINES),
  };
}
