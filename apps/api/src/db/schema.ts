// Drizzle's view of the tables that src/db/migrations/*.sql create (the SQL files are the source of truth).
import {
  orderStatuses,
  paymentProviders,
  paymentStates,
  productTypes,
  testSessionStates,
  userRoles,
  type RegionalLimitations,
} from '@keyshop/contracts';
import { coverTypes } from '@keyshop/contracts/admin-products';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SystemRequirement = { system: string; requirement: string[] };

/** The narrow part of a product: what lists filter, sort and count on (see product_details for the rest). */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  originalId: text('original_id').notNull(),
  productId: text('product_id').notNull(),
  kinguinId: integer('kinguin_id').notNull(),
  companyName: text('company_name').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  img: text('img'),
  featured: boolean('featured').notNull(),
  /** The platforms-map key its keys activate on: drives the key format and the platform filter. */
  platform: text('platform').notNull(),
  type: text('type', { enum: productTypes }).notNull().default('game'),
  /** `YYYY-MM-DD`; null: not known (listed as released). */
  releasedOn: date('released_on', { mode: 'string' }),
  metacriticScore: smallint('metacritic_score'),
  /** Unsold keys, maintained by triggers on product_keys: never write it directly. */
  qty: integer('qty').notNull().default(0),
  /** Bumped by a trigger whenever qty changes: the order of stock changes (0010_stock_version.sql). */
  stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  /** Set by a trigger whenever the row changes (price, stock…): the sitemap's lastmod. Never write it. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** A sale: its price from its start (inclusive) to its end (exclusive); all three or none (CHECK). */
  salePrice: numeric('sale_price', { precision: 10, scale: 2, mode: 'number' }),
  saleStartsAt: at('sale_starts_at'),
  saleEndsAt: at('sale_ends_at'),
  /** Low at or below it; null: LOW_STOCK_THRESHOLD. */
  lowStockThreshold: integer('low_stock_threshold'),
  /** False: out of the read model, the sitemap and new orders (the operator's choice). */
  published: boolean('published').notNull().default(true),
});
export type ProductRow = typeof products.$inferSelect;
/** Written by sales (db/prices-repo), never by the generator. */
export type SaleColumns = 'salePrice' | 'saleStartsAt' | 'saleEndsAt';
/** The operator's settings (alert threshold, publication), never part of a product's page. */
export type OperatorColumns = 'lowStockThreshold' | 'published';

/** Every change of a product's current price, at the moment it takes effect. */
export const priceHistory = pgTable(
  'price_history',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    changedAt: at('changed_at').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.changedAt] })],
);

/** The long, display-only fields of a product (one row per product). */
export const productDetails = pgTable('product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  screenshots: jsonb('screenshots').$type<string[]>().notNull(),
  platforms: jsonb('platforms').$type<Record<string, boolean>>().notNull(),
  regionalLimitations: jsonb('regional_limitations').$type<RegionalLimitations>().notNull(),
  developers: jsonb('developers').$type<string[]>().notNull(),
  genres: jsonb('genres').$type<string[]>().notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  description: text('description').notNull(),
  shortDescription: text('short_description').notNull(),
  systemRequirements: jsonb('system_requirements').$type<SystemRequirement[]>().notNull(),
  activationDetails: text('activation_details').notNull(),
});
export type ProductDetailsRow = typeof productDetails.$inferSelect;

/** A whole product as the generator makes it and the seed writes it (qty follows its keys). */
export type NewProductRow = Omit<
  ProductRow,
  'qty' | 'stockVersion' | 'createdAt' | 'updatedAt' | SaleColumns | OperatorColumns
> &
  Omit<ProductDetailsRow, 'productId'>;
/** A whole product as read back: the narrow row with its details. */
export type FullProductRow = ProductRow & Omit<ProductDetailsRow, 'productId'>;

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  /** Always lower case (CHECK constraint). */
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull().default(0),
  role: text('role', { enum: userRoles }).notNull().default('shopper'),
  emailVerifiedAt: at('email_verified_at'),
  /** Set by an explicit demotion: ADMIN_EMAILS never promotes the account again. */
  adminDemotedAt: at('admin_demoted_at'),
  createdAt: createdAt(),
});
export type UserRow = typeof users.$inferSelect;

/** One row per sign-in; a token names its session, which the server can end. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});
export type SessionRow = typeof sessions.$inferSelect;

export const accountTokenPurposes = ['verify_email', 'change_email', 'reset_password'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** E-mailed single-use links, stored as the SHA-256 of their secret. */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** An ADMIN_EMAILS address that has bootstrapped its admin: it never promotes another account. */
export const adminBootstraps = pgTable('admin_bootstraps', {
  email: text('email').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  at: at('at').notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: orderStatuses }).notNull().default('awaiting_payment'),
  total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('EUR'),
  idempotencyKey: text('idempotency_key'),
  /** The first answer, returned again for a retry with the same Idempotency-Key. */
  response: jsonb('response'),
  consentAt: at('consent_at'),
  consentVersion: text('consent_version'),
  consentText: text('consent_text'),
  refundedAt: at('refunded_at'),
  refundedTotal: numeric('refunded_total', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** The keys stay reserved until then (awaiting_payment, payment_failed). */
  reservedUntil: at('reserved_until'),
  amountCents: integer('amount_cents').notNull().default(0),
  paymentProvider: text('payment_provider', { enum: paymentProviders }).notNull().default('test'),
  paymentSession: text('payment_session'),
  paymentSessionExpiresAt: at('payment_session_expires_at'),
  paymentRedirectUrl: text('payment_redirect_url'),
  paymentAttempts: integer('payment_attempts').notNull().default(0),
  paymentReference: text('payment_reference'),
  paymentState: text('payment_state', { enum: paymentStates }).notNull().default('pending'),
  paymentFailure: text('payment_failure'),
  paidAt: at('paid_at'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});
export type OrderRow = typeof orders.$inferSelect;

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    companyName: text('company_name').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

export const productKeys = pgTable('product_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** The key sealed by the API's KeyVault (AES-256-GCM); only a paid owner's reveal opens it. */
  keyCipher: bytea('key_cipher').notNull(),
  /** The KeyVault's keyed hash of the key: unique store-wide, and how a key is looked up without opening it. */
  keyHash: bytea('key_hash').notNull(),
  supplier: text('supplier'),
  cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }),
  /** Null while unsold; set while reserved for an unpaid order; sold_at is set once that order is paid. */
  orderId: uuid('order_id').references(() => orders.id),
  soldAt: at('sold_at'),
  revealedAt: at('revealed_at'),
  createdAt: createdAt(),
});
export type ProductKeyRow = typeof productKeys.$inferSelect;

/** A key given back by a refund (the key itself returned to its product's pool). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => productKeys.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    refundedAt: at('refunded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.keyId] })],
);

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['contact', 'support'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name'),
  email: text('email').notNull(),
  toName: text('to_name'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** Set when the operator marked it handled (or replied); null: open. */
  handledAt: at('handled_at'),
  /** The admin's e-mail at the time. */
  handledBy: text('handled_by'),
  reply: text('reply'),
  repliedAt: at('replied_at'),
  repliedBy: text('replied_by'),
});
export type MessageRow = typeof messages.$inferSelect;

export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** Sliding-window rate-limit events shared by every process: count rows of (kind, subject) since a time. */
export const rateEvents = pgTable('rate_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  createdAt: createdAt(),
});

/** Provider events already handled (a replay finds its id and does nothing). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The test provider's payment sessions. */
export const testPaymentSessions = pgTable('test_payment_sessions', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  state: text('state', { enum: testSessionStates }).notNull().default('open'),
  declineMessage: text('decline_message'),
  cardLast4: text('card_last4'),
  paymentId: text('payment_id').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
export type TestPaymentSessionRow = typeof testPaymentSessions.$inferSelect;

/** Refunds the test provider made (once per idempotency key). */
export const testPaymentRefunds = pgTable('test_payment_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * At-least-once work that survives a restart: test webhooks to deliver, refunds to make at the provider, order
 * e-mails to send.
 */
export const paymentOutbox = pgTable('payment_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['webhook', 'refund', 'mail'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  payload: jsonb('payload').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  doneAt: at('done_at'),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/** The fingerprint of the key-encryption key the store's keys are sealed with (one row). */
export const keyEncryption = pgTable('key_encryption', {
  id: boolean('id').primaryKey().default(true),
  fingerprint: bytea('fingerprint').notNull(),
  createdAt: createdAt(),
});

/** Every admin write: who (actor_id, and their e-mail or 'cli' in actor), what, when, before and after. */
export const adminAudit = pgTable('admin_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: at('at').notNull().defaultNow(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
});
export type AdminAuditRow = typeof adminAudit.$inferSelect;

/** A cover uploaded by the operator (png, jpeg or webp, checked by its magic bytes). */
export const productCovers = pgTable('product_covers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: coverTypes }).notNull(),
  digest: text('digest').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Products whose low-stock e-mail went out (removed once stock is above the threshold again). */
export const lowStockAlerts = pgTable('low_stock_alerts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  alertedAt: at('alerted_at').notNull().defaultNow(),
  /** Stock rose above the threshold since the alert: armed again, once an hour after alertedAt. */
  clearedAt: at('cleared_at'),
});

export const schema = {
  products,
  priceHistory,
  productDetails,
  users,
  orders,
  orderItems,
  productKeys,
  orderRefunds,
  messages,
  subscribers,
  rateEvents,
  paymentEvents,
  testPaymentSessions,
  testPaymentRefunds,
  paymentOutbox,
  keyEncryption,
  adminAudit,
  lowStockAlerts,
  productCovers,
};
