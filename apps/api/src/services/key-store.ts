import type { Database } from '../db/database';
import { compactKeys, matchesKeyEncryption, sealLegacyBatch } from '../db/keys-repo';
import type { KeyVault } from '../keys/key-vault';
import { IMPORT_IDLE_MS, settleKeyImports } from './key-import';

const BATCH = 5_000;

export class KeyEncryptionMismatch extends Error {
  constructor() {
    super(
      "KEY_ENCRYPTION_KEY is not the key this database's product keys are sealed with: start with the same " +
        'key as the other processes (or restore DATA_DIR/key-encryption-key)',
    );
  }
}

/**
 * Run after the migrations, before anything reads or writes keys: refuses a KEK other than the database's,
 * then seals the keys still in clear (written before 0013_encrypted_keys.sql), in batches, and settles the key
 * imports a crash left (a committed one completed, a staging one discarded). Idempotent: a
 * restart resumes where a stopped run left off, and with nothing left it costs one query. Answers how many.
 */
export async function prepareKeyStore(db: Database, vault: KeyVault): Promise<number> {
  if (!(await matchesKeyEncryption(db.orm, vault.fingerprint))) throw new KeyEncryptionMismatch();
  let sealed = 0;
  for (let n = await sealLegacyBatch(db, vault, BATCH); n > 0; n = await sealLegacyBatch(db, vault, BATCH)) {
    sealed += n;
  }
  if (sealed > 0) await compactKeys(db);
  // PGlite has one process: at its start every import left is a dead one's.
  await settleKeyImports(db, db.driver === 'pglite' ? 0 : IMPORT_IDLE_MS);
  return sealed;
}
