import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

const int = (fallback: number, min = 1, max = 1_000_000) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: int(3000, 0, 65_535),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Channel prefix of the socket.io Redis adapter: processes that share it share socket events. */
  REDIS_PREFIX: z.string().trim().min(1).max(100).default('keyshop'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /** The key-encryption key of product keys at rest: 32 random bytes in base64 (`openssl rand -base64 32`). */
  KEY_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32,
        'KEY_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  WEB_DIST: z.string().trim().min(1).default(path.resolve(packageRoot, '../web/dist')),
  /** 1: render the web app through Vite (hot reload) instead of its build; `npm run dev` sets it. */
  WEB_DEV: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxies in front of the API whose X-Forwarded-For is believed; 0 = the socket's address (no proxy). */
  TRUST_PROXY: int(0, 0, 10),
  LOGIN_MAX_FAILS_PER_ACCOUNT: int(10),
  LOGIN_MAX_FAILS_PER_IP: int(100),
  /** Failed logins for one account from one address before each further attempt waits 1, 2, 4, … s. */
  LOGIN_FREE_FAILS_PER_ADDRESS: int(5),
  LOGIN_MAX_DELAY_SECONDS: int(300),
  /** "Forgot password" requests per hour for one address from one client address, and per client address. */
  FORGOT_PASSWORD_MAX_PER_EMAIL: int(3),
  /** Reset links mailed to one address per hour, whoever asks; further requests are answered alike and absorbed. */
  FORGOT_PASSWORD_MAILS_PER_EMAIL: int(10),
  FORGOT_PASSWORD_MAX_PER_IP: int(20),
  LOGIN_WINDOW_MINUTES: int(15),
  REGISTER_MAX_PER_IP: int(30),
  REGISTER_WINDOW_MINUTES: int(60),
  /** Support, contact and subscribe requests per client address, each form counted apart, per window. */
  MESSAGE_MAX_PER_IP: int(20),
  /** Support requests per signed-in account per window. */
  MESSAGE_MAX_PER_ACCOUNT: int(10),
  /** Requests naming one e-mail address from one client address per window; also address changes per account. */
  MESSAGE_MAX_PER_ADDRESS: int(5),
  /** New-message e-mails to OPERATOR_EMAIL per window; beyond it the messages wait in the inbox unannounced. */
  OPERATOR_MAIL_MAX: int(60),
  MESSAGE_WINDOW_MINUTES: int(60),
  SEED_PRODUCTS: int(300, 0, 1_000_000),
  /** Order e-mails go out over SMTP with it; without it they are recorded in DATA_DIR/outbox.jsonl. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Keyshop <orders@keyshop.example>'),
  MAIL_MAX_ATTEMPTS: int(5, 1, 20),
  /** Finished public pages kept by the page cache, in MB; 0 turns it off. */
  PAGE_CACHE_MB: int(8, 0, 1024),
  /**
   * The store's address as shoppers reach it: absolute URLs in the sitemap and robots.txt (unset: each
   * request's own origin) and links in e-mails (unset: http://localhost:PORT).
   */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** test (the store's own test payment page) or stripe; unset: stripe when both Stripe keys are set. */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(['test', 'stripe']).optional()),
  /** How long an unpaid order holds its keys; fractions allowed (tests use seconds). */
  RESERVATION_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  /** How often each process looks for ended reservations and due payment work (webhooks, refunds). */
  PAYMENT_SWEEP_MS: int(2_000, 20, 600_000),
  /** First retry delay of an undelivered webhook or refund, doubled per attempt (capped at one hour). */
  PAYMENT_RETRY_BASE_MS: int(1_000, 10, 3_600_000),
  /** Rejected (forged or stale) webhooks per client address per 10 minutes before answering 429. */
  WEBHOOK_MAX_FAILS_PER_IP: int(60),
  /**
   * How long the test provider waits after a payment before its first webhook delivery (a real provider's
   * latency); 0 sends it at once. The crash test uses it to stop the process between payment and webhook.
   */
  TEST_PAYMENTS_WEBHOOK_DELAY_MS: int(0, 0, 600_000),
  /** The test provider's webhook signing secret; unset: generated under DATA_DIR (or derived from JWT_SECRET). */
  TEST_PAYMENTS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32).optional()),
  /** Comma-separated e-mails that bootstrap admins, once per address (services/roles.ts: applyAdminEmails). */
  ADMIN_EMAILS: z.string().default(''),
  /** Where the low-stock alerts go; unset: nowhere (the dashboard still lists low products). */
  OPERATOR_EMAIL: optionalText.pipe(z.email().optional()),
  /** A product is low at or below this many unsold keys, unless it has its own threshold. */
  LOW_STOCK_THRESHOLD: int(5, 0, 1_000_000),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/)
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_/)
      .optional(),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Undefined means "generate one and keep it under dataDir" (embedded default only). */
  jwtSecret: string | undefined;
  /** The 32-byte key-encryption key; undefined: generated once under dataDir (embedded default only). */
  keyEncryptionKey: Buffer | undefined;
  webDist: string;
  /** Render the web app from its sources through Vite (development). */
  webDev: boolean;
  logLevel: string;
  /** Hops of X-Forwarded-For to trust for the client address (rate limits per IP); 0 trusts none. */
  trustProxy: number;
  /** Origin of PUBLIC_URL (e.g. https://shop.example), or undefined to use each request's origin. */
  publicOrigin: string | undefined;
  seedProducts: number;
  /** The page cache's bound (finished public pages, with their gzip); 0: no page cache. */
  pageCacheBytes: number;
  mail: { smtpUrl: string | undefined; from: string; maxAttempts: number };
  publicUrl: string;
  payments: {
    provider: 'test' | 'stripe';
    reservationMs: number;
    sweepIntervalMs: number;
    retryBaseMs: number;
    webhookMaxFailsPerIp: number;
    /** Undefined: generated under dataDir (embedded) or derived from the JWT secret (shared database). */
    testWebhookSecret: string | undefined;
    /** The test provider's first webhook delivery waits this long after the payment. */
    testWebhookDelayMs: number;
    stripe: { secretKey: string; webhookSecret: string } | undefined;
  };
  admin: {
    /** Lower case, deduplicated. */
    emails: string[];
    operatorEmail: string | undefined;
    lowStockThreshold: number;
  };
  rateLimits: {
    loginMaxFailsPerAccount: number;
    loginMaxFailsPerIp: number;
    loginFreeFailsPerAddress: number;
    loginMaxDelayMs: number;
    forgotPasswordMaxPerEmail: number;
    forgotPasswordMaxPerIp: number;
    forgotPasswordMailsPerEmail: number;
    loginWindowMs: number;
    registerMaxPerIp: number;
    registerWindowMs: number;
    messageMaxPerIp: number;
    messageMaxPerAccount: number;
    messageMaxPerAddress: number;
    operatorMailMax: number;
    messageWindowMs: number;
  };
};

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid environment:\n  JWT_SECRET: required when DATABASE_URL is set (every API process must share it)',
    );
  }
  if (e.DATABASE_URL && !e.KEY_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  KEY_ENCRYPTION_KEY: required when DATABASE_URL is set (every API process must share it)',
    );
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined;
  if (e.PAYMENT_PROVIDER === 'stripe' && !stripe) {
    throw new ConfigError(
      'Invalid environment:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  const adminEmails = [
    ...new Set(
      e.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const badAdmin = adminEmails.find((email) => !z.email().safeParse(email).success);
  if (badAdmin)
    throw new ConfigError(`Invalid environment:\n  ADMIN_EMAILS: not an e-mail address: ${badAdmin}`);
  return {
    // Unset: production, but for `npm run dev` (WEB_DEV=1), which renders from the sources.
    env: e.NODE_ENV ?? (e.WEB_DEV === '1' ? 'development' : 'production'),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    keyEncryptionKey:
      e.KEY_ENCRYPTION_KEY === undefined ? undefined : Buffer.from(e.KEY_ENCRYPTION_KEY, 'base64'),
    webDist: path.resolve(e.WEB_DIST),
    webDev: e.WEB_DEV === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_URL && new URL(e.PUBLIC_URL).origin,
    seedProducts: e.SEED_PRODUCTS,
    pageCacheBytes: e.PAGE_CACHE_MB * 2 ** 20,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    payments: {
      provider: e.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : 'test'),
      reservationMs: Math.round(e.RESERVATION_MINUTES * 60_000),
      sweepIntervalMs: e.PAYMENT_SWEEP_MS,
      retryBaseMs: e.PAYMENT_RETRY_BASE_MS,
      webhookMaxFailsPerIp: e.WEBHOOK_MAX_FAILS_PER_IP,
      testWebhookSecret: e.TEST_PAYMENTS_WEBHOOK_SECRET,
      testWebhookDelayMs: e.TEST_PAYMENTS_WEBHOOK_DELAY_MS,
      stripe,
    },
    admin: {
      emails: adminEmails,
      operatorEmail: e.OPERATOR_EMAIL?.toLowerCase(),
      lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    },
    rateLimits: {
      loginMaxFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
      loginMaxFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
      loginFreeFailsPerAddress: e.LOGIN_FREE_FAILS_PER_ADDRESS,
      loginMaxDelayMs: e.LOGIN_MAX_DELAY_SECONDS * 1000,
      forgotPasswordMaxPerEmail: e.FORGOT_PASSWORD_MAX_PER_EMAIL,
      forgotPasswordMaxPerIp: e.FORGOT_PASSWORD_MAX_PER_IP,
      forgotPasswordMailsPerEmail: e.FORGOT_PASSWORD_MAILS_PER_EMAIL,
      loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      registerMaxPerIp: e.REGISTER_MAX_PER_IP,
      registerWindowMs: e.REGISTER_WINDOW_MINUTES * 60_000,
      messageMaxPerIp: e.MESSAGE_MAX_PER_IP,
      messageMaxPerAccount: e.MESSAGE_MAX_PER_ACCOUNT,
      messageMaxPerAddress: e.MESSAGE_MAX_PER_ADDRESS,
      operatorMailMax: e.OPERATOR_MAIL_MAX,
      messageWindowMs: e.MESSAGE_WINDOW_MINUTES * 60_000,
    },
  };
}
