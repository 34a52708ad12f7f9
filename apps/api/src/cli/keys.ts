// Imports a key file into a product: npm run keys -- import --product <id> <file> [--dry-run] [--format csv|text]
// Uses DATABASE_URL when set (running processes on REDIS_URL show the new stock at once), else the embedded
// PGlite under DATA_DIR: stop the store first (PGlite has one writer), or import through /admin instead.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  KEY_IMPORT_MAX_BYTES,
  keyImportFormats,
  type KeyImportFormat,
  type KeyImportReport,
} from '@keyshop/contracts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DomainError } from '../errors';
import { createKeyVault } from '../keys/key-vault';
import { resolveKeyEncryptionKey } from '../secret';
import { announceStock } from '../services/catalogue-sync';
import { importKeys } from '../services/key-import';
import { KeyEncryptionMismatch, prepareKeyStore } from '../services/key-store';

const USAGE = 'Usage: npm run keys -- import --product <id> <file> [--dry-run] [--format csv|text]';

/** A one-line bar on a terminal (nothing when the output is piped or logged). */
function progress(total: number): {
  bytes: (n: number) => void;
  stage: (text: string) => void;
  done: () => void;
} {
  if (!process.stderr.isTTY) return { bytes: () => {}, stage: () => {}, done: () => {} };
  const width = 30;
  let shown = -1;
  const write = (text: string) => process.stderr.write(`\r${text}`.padEnd(width + 40));
  return {
    bytes: (n) => {
      const share = Math.min(1, n / Math.max(total, 1));
      const filled = Math.round(share * width);
      if (filled === shown) return;
      shown = filled;
      write(`reading [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(share * 100)} %`);
    },
    stage: (text) => write(`${text}…`),
    done: () => process.stderr.write(`\r${' '.repeat(width + 40)}\r`),
  };
}

function describe(report: KeyImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run' : 'Imported'}: product ${report.productId}, ${report.keys} keys read (${report.format})`,
    `  new: ${report.new}${report.dryRun ? '' : ` (added ${report.added})`}`,
    `  duplicate in the file: ${report.duplicateInFile}${report.duplicateLines.length ? ` (lines ${report.duplicateLines.join(', ')})` : ''}`,
    `  already in the store: ${report.alreadyInStore}${report.inStoreLines.length ? ` (lines ${report.inStoreLines.join(', ')})` : ''}`,
    `  invalid: ${report.invalid}`,
    ...report.invalidLines.map((p) => `    line ${p.line}, ${p.field}: ${p.message}`),
    `  stock now: ${report.stock}`,
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      product: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      format: { type: 'string' },
    },
  });
  const [command, file, ...rest] = positionals;
  const productId = Number(values.product);
  const format = (values.format ??
    (path.extname(file ?? '').toLowerCase() === '.csv' ? 'csv' : 'text')) as KeyImportFormat;
  if (
    command !== 'import' ||
    !file ||
    rest.length > 0 ||
    !Number.isSafeInteger(productId) ||
    productId <= 0 ||
    !keyImportFormats.includes(format)
  ) {
    console.error(USAGE);
    return 2;
  }
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    console.error(`Cannot read ${file}`);
    return 1;
  }
  const config = loadConfig();
  const vault = createKeyVault(resolveKeyEncryptionKey(config));
  const db = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  const bar = progress(size);
  try {
    await migrate(db);
    await prepareKeyStore(db, vault);
    const report = await importKeys(
      {
        db,
        vault,
        announce: (events) => announceStock({ url: config.redisUrl, prefix: config.redisPrefix }, events),
      },
      {
        productId,
        format,
        input: createReadStream(file),
        maxBytes: KEY_IMPORT_MAX_BYTES,
        dryRun: values['dry-run'],
        actor: { actorId: null, actor: 'cli' },
        onBytes: bar.bytes,
        onStage: (stage) => bar.stage(stage),
      },
    );
    bar.done();
    console.log(describe(report));
    return 0;
  } catch (error) {
    bar.done();
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof KeyEncryptionMismatch ? error.message : error,
    );
    process.exit(1);
  },
);
