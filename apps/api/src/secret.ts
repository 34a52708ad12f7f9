import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

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

/** A random secret generated on first start and kept in DATA_DIR/`name`. */
function installationSecret(config: Config, name: string): string {
  const file = path.join(config.dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
