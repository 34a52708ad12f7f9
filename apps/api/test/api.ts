import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  loginResponseSchema,
  givenConsent,
  productDetailResponseSchema,
  productListResponseSchema,
  inventoryResponseSchema,
  productUpdateEventSchema,
  socketEvents,
  verificationPagePaths,
  verificationPaths,
  type LoginResponse,
  type OrderRequest,
  type OutboxMail,
  type Product,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { queryRows } from '../src/db/database';
import { sentMails, startTestApp, type Driver, type TestApp } from './helpers';

// Answers are checked field by field (or parsed with the contracts) in the tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; headers: Headers; body: any };

/** One JSON call to a test app; `body` as a string is sent raw (malformed JSON tests). */
export async function call(
  t: Pick<TestApp, 'baseUrl'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON; the test decides whether that is wrong
  }
  return { status: res.status, headers: res.headers, body };
}

export const PASSWORD = 'correct horse battery';

/** A fresh unique account: `{ username, email, password }`. */
export function newAccount(prefix = 'user') {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: PASSWORD };
}

export type Session = LoginResponse & { password: string };

/** The secret of the newest link to `page` e-mailed to `to`, if any. */
export function linkSecret(mails: OutboxMail[], to: string, page: string): string | undefined {
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`);
  for (const mail of [...mails].reverse()) {
    const secret = mail.to === to ? pattern.exec(mail.text)?.[1] : undefined;
    if (secret) return secret;
  }
  return undefined;
}

/**
 * Confirms `email` through the newest link e-mailed to it (read from `mails`, waited for: a process mails in the
 * background), as its owner would.
 */
export async function confirmAddress(
  t: Pick<TestApp, 'baseUrl'>,
  email: string,
  mails: () => OutboxMail[] | Promise<OutboxMail[]>,
): Promise<Answer> {
  let token: string | undefined;
  await within(30_000, async () => {
    token = linkSecret(await mails(), email, verificationPagePaths.verifyEmail);
    return token !== undefined;
  });
  const answer = await call(t, 'POST', verificationPaths.verifyEmail, { body: { token } });
  if (answer.status !== 200) throw new Error(`verify-email: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** An app of this process that mails to its outbox (no SMTP_URL), where the confirmation link can be read. */
const hasOutbox = (t: Pick<TestApp, 'baseUrl'>): t is TestApp =>
  'app' in t && 'dataDir' in t && !(t as TestApp).app.config.mail.smtpUrl;

/** Registers and logs in a new account, its address confirmed when the app's outbox is at hand (hasOutbox). */
export async function signUp(t: Pick<TestApp, 'baseUrl'>, prefix = 'user'): Promise<Session> {
  const account = newAccount(prefix);
  const registered = await call(t, 'POST', apiPaths.register, { body: account });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  if (hasOutbox(t)) await confirmAddress(t, account.email, () => sentMails(t));
  const login = await call(t, 'POST', apiPaths.login, {
    body: { email: account.email, password: account.password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...loginResponseSchema.parse(login.body), password: account.password };
}

export async function stockRow(t: TestApp, productId: number): Promise<{ qty: number; unsold: number }> {
  const [row] = await queryRows<{ qty: number; unsold: number }>(
    t.db.orm,
    sql`SELECT p.qty, (SELECT count(*)::int FROM product_keys k WHERE k.product_id = p.id AND k.order_id IS NULL) AS unsold
        FROM products p WHERE p.id = ${productId}`,
  );
  if (!row) throw new Error(`no product ${productId}`);
  return { qty: Number(row.qty), unsold: Number(row.unsold) };
}

/** An order body with the shopper's consent to immediate delivery, as the storefront sends it. */
export function orderBody(items: OrderRequest['items']): OrderRequest {
  return { items, consent: givenConsent };
}

/** The orders, refunds and payments suites' shop: an app with 16 products and two shoppers, alice and bob. */
export async function startShop(
  driver: Driver,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; alice: Session; bob: Session }> {
  const t = await startTestApp({ driver, products: 16, env: { REGISTER_MAX_PER_IP: '1000', ...env } });
  const [alice, bob] = await Promise.all([signUp(t, 'alice'), signUp(t, 'bob')]);
  return { t, alice, bob };
}

/** POST /order for `s` with the consent. */
export const placeOrder = (
  t: Pick<TestApp, 'baseUrl'>,
  s: Session,
  items: OrderRequest['items'],
  headers: Record<string, string> = {},
) => call(t, 'POST', apiPaths.order, { token: s.token, body: orderBody(items), headers });

/** "Buy now": places the order and opens its payment session in the same request (`startPayment`). */
export const buyNow = (
  t: Pick<TestApp, 'baseUrl'>,
  s: Session,
  items: OrderRequest['items'],
  headers: Record<string, string> = {},
) =>
  call(t, 'POST', apiPaths.order, {
    token: s.token,
    body: { ...orderBody(items), startPayment: true },
    headers,
  });

export const revealKey = (t: TestApp, s: Session, keyId: string) =>
  call(t, 'POST', apiPaths.revealKey(keyId), { token: s.token });

/** The keys in `s`'s inventory, parsed. */
export const inventoryOf = async (t: Pick<TestApp, 'baseUrl'>, s: Session) =>
  inventoryResponseSchema.parse((await call(t, 'GET', apiPaths.inventory, { token: s.token })).body).items;

/** Runs `act` with a connected socket and answers the first productUpdate for `productId` that follows. */
export async function productUpdateAfter(
  t: TestApp,
  productId: number,
  act: () => Promise<void>,
): Promise<ProductUpdateEvent> {
  const socket = io(t.baseUrl, { transports: ['websocket'], forceNew: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise<ProductUpdateEvent>((resolve) =>
      socket.on(socketEvents.productUpdate, (raw: unknown) => {
        const event = productUpdateEventSchema.parse(raw);
        if (event.productId === productId) resolve(event);
      }),
    );
    await act();
    return await received;
  } finally {
    socket.disconnect();
  }
}

/** The product as the list (searched by its name), the search call and the product page show it. */
export async function everyView(t: TestApp, id: number): Promise<Product[]> {
  const detail = productDetailResponseSchema.parse(
    await (await fetch(`${t.baseUrl}${apiPaths.products}/${id}`)).json(),
  ).result;
  const find = async (query: Record<string, string>) => {
    const params = new URLSearchParams({ search: detail.company_name, limit: '100', ...query });
    const body = productListResponseSchema.parse(
      await (await fetch(`${t.baseUrl}${apiPaths.products}?${params}`)).json(),
    );
    return body.results.find((p) => p.id === id)!;
  };
  return [detail, await find({}), await find({ sortBy: 'name', sortType: 'asc' })];
}
export const quantities = async (t: TestApp, id: number) => (await everyView(t, id)).map((p) => p.qty);

/** Polls until `check` holds; returns how long that took (ms), or fails after `limit` ms. */
export async function within(limit: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limit) throw new Error(`not within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}
