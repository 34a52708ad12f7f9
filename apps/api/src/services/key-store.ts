import type { Database } from '../db/database';
import { compactKeys, matchesKeyEncryption, sealLegacyBatch } from '../db/keys-repo';
import type { KeyVault } from '../keys/key-vault';

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
 * then seals the keys still in clear (written before 0013_encrypted_keys.sql), in batches. Idempotent: a
 * restart resumes where a stopped run left off, and with nothing left it costs one query. Answers how many.
 */
export async function prepareKeyStore(db: Database, vault: KeyVault): Promise<number> {
  if (!(await matchesKeyEncryption(db.orm, vault.fingerprint))) throw new KeyEncryptionMismatch();
  let sealed = 0;
  for (let n = await sealLegacyBatch(db, vault, BATCH); n > 0; n = await sealLegacyBatch(db, vault, BATCH)) {
    sealed += n;
  }
  if (sealed > 0) await compactKeys(db);
  return sealed;
}
