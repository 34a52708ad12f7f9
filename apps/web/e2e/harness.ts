/**
 * The end-to-end harness: Debian's Chromium through playwright-core, against the store global-setup.ts started
 * for this worker (`storeUrl`). Every spec follows one pattern:
 *
 *   const browser = setupBrowser();                       // one Chromium per spec file
 *   it('…', async () => {
 *     const page = await browser.page({ width: 360 });  // fresh context: empty storage, own cookies
 *     await page.goto(url('/products'));
 *     await expectNoAxeViolations(page);
 *   });
 *
 * playwright-core has no auto-waiting `expect`: wait with `locator.waitFor()`, `page.waitForURL()` or the
 * helpers here, then assert with Vitest's `expect`.
 */
import {
  apiPaths,
  orderSchema,
  parseOutbox,
  paymentSessionResponseSchema,
  testCards,
  testSessionSchema,
  type LoginResponse,
  type Order,
  type OutboxMail,
  type Product,
  verificationPagePaths,
  verificationPaths,
} from '@keyshop/contracts';
import type axe from 'axe-core';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import chromiumConfig from '../../../tooling/chromium.cjs';
import { e2eAdminEmail } from './store';

// Each e2e worker has a store of its own (global-setup.ts); VITEST_POOL_ID (1…workers) says which worker this is.
const store = inject('stores')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (!store) throw new Error(`No e2e store for worker ${process.env.VITEST_POOL_ID}`);

/** This worker's store's origin, e.g. http://127.0.0.1:41234. */
export const storeUrl = store.url;
/** This worker's store's DATA_DIR (its mail outbox is `outbox.jsonl` in it). */
export const dataDir = store.dataDir;
export const url = (path: string) => new URL(path, storeUrl).toString();

/** The e-mails the store has written to its outbox for `address`, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const mails = existsSync(outbox) ? parseOutbox(readFileSync(outbox, 'utf8')) : [];
  return mails.filter((mail) => mail.to === address);
}

/** The page's main landmark, where each route renders. */
export const main = (page: Page) => page.locator('main');

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** localStorage entries set before any page script runs (e.g. `{ darkMode: 'true' }`). */
  storage?: Record<string, string>;
  /** false browses with scripts off (the server-rendered HTML alone). */
  javaScript?: boolean;
}

export interface E2eBrowser {
  /** A new page in a new context (fresh storage). */
  page(options?: PageOptions): Promise<Page>;
  /** A new context, for several tabs that share storage (`context.newPage()`). */
  context(options?: PageOptions): Promise<BrowserContext>;
}

/** Launches Chromium before the spec file's tests and closes it (with every context) after them. */
export function setupBrowser(): E2eBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumConfig.launchOptions);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const context = async ({
    width = 1280,
    height = 900,
    colorScheme = 'light',
    storage,
    javaScript = true,
  }: PageOptions = {}) => {
    if (!browser) throw new Error('setupBrowser(): the browser starts in beforeAll');
    const created = await browser.newContext({
      viewport: { width, height },
      colorScheme,
      baseURL: storeUrl,
      javaScriptEnabled: javaScript,
    });
    if (storage) {
      await created.addInitScript((entries) => {
        // Only on the first document of each tab, so a test's own changes survive its reloads.
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    return created;
  };
  return {
    context,
    page: async (options) => (await context(options)).newPage(),
  };
}

/** axe-core's minified build, which the page evaluates faster than `axe.source` (docs/benchmarks.md). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (WCAG 2.x A/AA and best practices) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the store's Content-Security-Policy does not restrict.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Usable at this width: nothing makes the page scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/** Waits for the document title (pages set it once their lazy chunk has rendered). */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await until(async () => (await page.title()) === title).catch(() => undefined);
  expect(await page.title()).toBe(title);
}

/** Waits until the locator is visible and returns it. */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** The price each product card on the page asks for: a sale's struck-through original (`<del>`) left out. */
export async function cardPrices(page: Page): Promise<number[]> {
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await visible(cards);
  const texts = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const shown = article.cloneNode(true) as HTMLElement;
      for (const original of shown.querySelectorAll('del')) original.remove();
      return shown.textContent?.match(/€([\d,]+\.\d\d)/)?.[1] ?? '';
    }),
  );
  return texts.map((text) => Number(text.replace(/,/g, '')));
}

/** Waits for a toast with exactly this text. */
export const toast = (page: Page, text: string) =>
  visible(page.locator('[data-sonner-toast]').filter({ hasText: text }));

/** Fills and sends the sign-in form, found by its name. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = await visible(page.locator('main').getByRole('form', { name: 'Sign In' }));
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.locator('input[name="password"]').fill(password); // password inputs have no role
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Waits for the condition to hold (polling), e.g. `await until(() => page.url().includes('page=2'))`. */
export async function until(condition: () => boolean | Promise<boolean>, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end)
      throw new Error(`until(): still false after ${timeout} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let accounts = 0;

export interface Account extends LoginResponse {
  email: string;
  password: string;
}

/** Waits for the page's `hydrated` mark: React owns the page, so its handlers see what the test does. */
export async function hydrated(page: Page): Promise<void> {
  await until(() => page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length > 0));
}

/**
 * A brand-new account, registered and signed in through the API (not the UI) of this store, or `origin`'s; on
 * this store its address is confirmed through the e-mailed link unless `verified: false`.
 */
export async function signUp(
  origin: string = storeUrl,
  { verified = true }: { verified?: boolean } = {},
): Promise<Account> {
  accounts += 1;
  const username = `e2e${Date.now().toString(36)}${accounts}`;
  const email = `${username}@example.test`;
  const password = 'correct horse battery staple';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  await post(apiPaths.register, { username, email, password });
  if (verified && origin === storeUrl) {
    const token = await mailedLink(email, verificationPagePaths.verifyEmail);
    await post(verificationPaths.verifyEmail, { token });
  }
  const session = (await post(apiPaths.login, { email, password })) as LoginResponse;
  return { ...session, email, password };
}

/**
 * The store's operator (ADMIN_EMAILS names its address): registered and confirmed by the first spec of this
 * worker's store that asks (admin rights need a confirmed address), then signed in.
 */
export async function signInOperator(): Promise<LoginResponse> {
  const password = 'correct horse battery staple';
  const post = (path: string, body: unknown) =>
    fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signIn = async () => {
    const response = await post(apiPaths.login, { email: e2eAdminEmail, password });
    if (!response.ok) throw new Error(`operator sign-in: ${response.status} ${await response.text()}`);
    return (await response.json()) as LoginResponse;
  };
  await post(apiPaths.register, { username: 'operator', email: e2eAdminEmail, password });
  const session = await signIn();
  if (session.user.emailVerified) return session;
  const token = await mailedLink(e2eAdminEmail, verificationPagePaths.verifyEmail);
  const confirmed = await post(verificationPaths.verifyEmail, { token });
  if (!confirmed.ok) throw new Error(`operator confirmation: ${confirmed.status} ${await confirmed.text()}`);
  return signIn();
}

/**
 * The secret of the newest link to `page` (e.g. /verify-email) this store e-mailed to `to`, waited for (and, with
 * `newerThan`, other than that one): the store mails in the background.
 */
export async function mailedLink(to: string, page: string, newerThan?: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`);
  let secret: string | undefined;
  await until(() => {
    const mails = existsSync(outbox) ? parseOutbox(readFileSync(outbox, 'utf8')) : [];
    secret = mails
      .filter((mail) => mail.to === to)
      .map((mail) => pattern.exec(mail.text)?.[1])
      .findLast(Boolean);
    return secret !== undefined && secret !== newerThan;
  });
  return secret!;
}

/**
 * Pays `account`'s order through the test payment provider's API, without its page (for specs that need a paid
 * order, not the payment itself): starts the payment, enters `card`, approves an extra step, and waits until the
 * provider's webhook has settled the order. Answers the order (`paid` for 4242…, `payment_failed` when declined).
 * apps/api/test/payments-helpers.ts does the same for the API's tests.
 */
export async function payOrderThroughApi(
  account: LoginResponse,
  orderId: string,
  card: string = testCards.succeeds,
): Promise<Order> {
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(url(path), {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const started = paymentSessionResponseSchema.parse(
    await call(apiPaths.payOrder(orderId), { method: 'POST' }),
  );
  const sessionId = decodeURIComponent(started.redirectUrl.split('/').pop() ?? '');
  const session = testSessionSchema.parse(
    await call(apiPaths.testPaymentPay(sessionId), {
      method: 'POST',
      body: { cardNumber: card, expiry: '12/34', cvc: '123' },
    }),
  );
  if (session.state === 'requires_confirmation') {
    await call(apiPaths.testPaymentConfirm(sessionId), { method: 'POST', body: { outcome: 'approve' } });
  }
  let order: Order | undefined;
  await until(async () => {
    order = orderSchema.parse(await call(apiPaths.orderDetail(orderId)));
    return order.status !== 'awaiting_payment';
  });
  return order!;
}

/** Storage entries that make a new page start signed in as `account` (pass as `PageOptions.storage`). */
export const signedInStorage = (account: LoginResponse): Record<string, string> => ({
  token: account.token,
  user: JSON.stringify(account.user),
});

/**
 * The first `count` products of the catalogue, each in the cart `quantity` times: the products, the cart lines,
 * and the localStorage entries of that cart (for `browser.page({ storage })`).
 */
export async function storedCart(count: number, quantity = 2) {
  const { results: products } = (await (
    await fetch(url(`/api/kinguin/products?page=1&limit=${count}`))
  ).json()) as { results: Product[] };
  const lines = products.map((product) => ({ ...product, cart_quantity: quantity }));
  return { products, lines, storage: { cart: JSON.stringify(lines) } };
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
