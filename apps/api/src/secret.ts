import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config';

/**
 * JWT_SECRET from the environment; otherwise (embedded default only: config requires it with DATABASE_URL)
 * one generated on first start and kept in DATA_DIR/jwt-secret, so tokens survive restarts.
 */
export function resolveJwtSecret(config: Config): string {
  return config.jwtSecret ?? installationSecret(config, 'jwt-secret');
}

/**
 * The test payment provider's webhook signing secret: TEST_PAYMENTS_WEBHOOK_SECRET; with a shared database
 * (several processes, each may have its own DATA_DIR) one derived from the shared JWT secret; otherwise one
 * generated on first start and kept in DATA_DIR/payments-webhook-secret.
 */
export function resolveTestWebhookSecret(config: Config, jwtSecret: string): string {
  if (config.payments.testWebhookSecret) return config.payments.testWebhookSecret;
  if (config.databaseUrl) {
    return createHmac('sha256', jwtSecret).update('keyshop:test-payments-webhook').digest('base64url');
  }
  return installationSecret(config, 'payments-webhook-secret');
}

/**
 * KEY_ENCRYPTION_KEY from the environment; otherwise (embedded default only: config requires it with
 * DATABASE_URL) 32 random bytes generated on first start and kept in DATA_DIR/key-encryption-key (base64).
 * Losing that file loses every key in the store: back it up apart from the database.
 */
export function resolveKeyEncryptionKey(config: Config): Buffer {
  if (config.keyEncryptionKey) return config.keyEncryptionKey;
  const secret = installationSecret(
    config,
    'key-encryption-key',
    () => randomBytes(32).toString('base64'),
    (kept) => Buffer.from(kept, 'base64').length === 32,
    true,
  );
  return Buffer.from(secret, 'base64');
}

/**
 * A random secret generated on first start and kept in DATA_DIR/`name`. A kept one that is not `valid` is
 * replaced, unless `keep` says it must not be (a lost key-encryption key loses every key sealed with it).
 */
function installationSecret(
  config: Config,
  name: string,
  make = () => randomBytes(48).toString('base64url'),
  valid = (kept: string) => kept.length >= 32,
  keep = false,
): string {
  const file = path.join(config.dataDir, name);
  let existing: string | undefined;
  try {
    existing = readFileSync(file, 'utf8').trim();
  } catch {
    // first start
  }
  if (existing !== undefined && valid(existing)) return existing;
  if (existing !== undefined && keep) throw new ConfigError(`${file} is damaged: restore it from a backup`);
  mkdirSync(config.dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
