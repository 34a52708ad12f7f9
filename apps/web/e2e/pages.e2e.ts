import { apiPaths, givenConsent, type InventoryResponse } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectTitle,
  setupBrowser,
  signedInStorage,
  signUp,
  storedCart,
  until,
  url,
  visible,
  type Account,
  main,
  payOrderThroughApi,
} from './harness';

const browser = setupBrowser();

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

// Static routes: path, h1, document title.
const staticPages: [path: string, heading: string, title: string][] = [
  ['/about', 'About Page', 'About Page – Keyshop'],
  ['/AboutUs', 'About Us', 'About Us – Keyshop'],
  ['/Accessibility', 'Accessibility Statement', 'Accessibility Statement – Keyshop'],
  ['/Blog', 'Blog', 'Blog – Keyshop'],
  ['/ContactUs', 'Contact Us', 'Contact Us – Keyshop'],
  ['/Cookies', 'Cookies and Browser Storage', 'Cookies and Browser Storage – Keyshop'],
  ['/HowToActivate', 'How to Activate', 'How to Activate – Keyshop'],
  ['/HowToBuy', 'How to Buy', 'How to Buy – Keyshop'],
  ['/Impressum', 'Impressum', 'Impressum – Keyshop'],
  ['/PrivacyPolicy', 'Privacy Policy', 'Privacy Policy – Keyshop'],
  ['/TermsAndConditions', 'Terms and Conditions', 'Terms and Conditions – Keyshop'],
  ['/faq', 'Help Centre', 'Help Centre – Keyshop'],
  ['/faq/account', 'Account FAQ', 'Account FAQ – Keyshop'],
  ['/faq/products', 'Products FAQ', 'Products FAQ – Keyshop'],
  ['/faq/payments', 'Payments FAQ', 'Payments FAQ – Keyshop'],
  ['/faq/others', 'Others FAQ', 'Others FAQ – Keyshop'],
  ['/login', 'Sign In', 'Sign In – Keyshop'],
  ['/register', 'Register', 'Register – Keyshop'],
  ['/support', 'Support', 'Support – Keyshop'],
  ['/checkout', 'Checkout', 'Checkout – Keyshop'],
];

describe('static and form pages', () => {
  it.each(staticPages)('%s renders its heading and title', async (path, heading, title) => {
    const page = await browser.page();
    await page.goto(url(path));
    await visible(h1(page, heading));
    await expectTitle(page, title);
    await page.context().close();
  });

  it('a content page reached by a client-side navigation shows its text and sets its head from the loader', async () => {
    const page = await browser.page();
    await page.goto(url('/Blog'));
    await until(async () =>
      page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length === 1),
    );
    // A flag on the window survives only a client-side navigation, not a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL(url('/PrivacyPolicy'));
    await visible(h1(page, 'Privacy Policy'));
    await expectTitle(page, 'Privacy Policy – Keyshop');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    }));
    expect(head.canonical).toBe(url('/PrivacyPolicy'));
    expect(head.description).toMatch(/personal data/i);
    await page.context().close();
  });

  it('/about says it is under construction; an unknown FAQ category is not found', async () => {
    const page = await browser.page();
    await page.goto(url('/about'));
    await visible(main(page).getByRole('heading', { name: 'Under Construction' }));
    await page.goto(url('/faq/billing'));
    await visible(h1(page, 'Page not found'));
  });

  it('How to Buy has nine steps; How to Activate covers twelve platforms with code lengths and tips', async () => {
    const page = await browser.page();
    await page.goto(url('/HowToBuy'));
    await visible(h1(page, 'How to Buy'));
    const steps = page.getByRole('region', { name: 'Nine steps to your next game' }).getByRole('listitem');
    expect(await steps.count()).toBe(9);
    await page.goto(url('/HowToActivate'));
    await visible(h1(page, 'How to Activate'));
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await contents.count()).toBe(13); // twelve platforms and the tips
    const text = (await main(page).textContent()) ?? '';
    for (const fact of ['12 characters', '25 characters', '16 characters']) expect(text).toContain(fact);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Nintendo' })
      .click();
    await page.waitForURL(url('/HowToActivate#nintendo'));
  });

  it('the help centre lists four categories of five questions, with View All Articles and the e-mail link', async () => {
    const page = await browser.page();
    await page.goto(url('/faq'));
    const categories = main(page).getByRole('region');
    await visible(h1(page, 'Help Centre'));
    for (const name of ['Account', 'Products', 'Payments', 'Others']) {
      const card = categories.filter({ has: page.getByRole('heading', { name, exact: true }) });
      expect(await card.getByRole('listitem').count()).toBe(5);
      expect(await card.getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe(
        `/faq/${name.toLowerCase()}`,
      );
    }
    expect(await main(page).locator('a[href^="mailto:"]').count()).toBe(1);
    await main(page).getByRole('link', { name: 'View All Articles' }).first().click();
    await page.waitForURL(url('/faq/account'));
  });

  it('a FAQ category opens one answer at a time; clicking the open one closes it', async () => {
    const page = await browser.page();
    await page.goto(url('/faq/payments'));
    const questions = main(page).getByRole('button', { expanded: false });
    await visible(questions);
    const [first, second] = [main(page).getByRole('button').nth(0), main(page).getByRole('button').nth(1)];
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await main(page).getByRole('button', { expanded: true }).count()).toBe(0);
    // Keyboard: Enter toggles the focused question.
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await main(page).getByRole('link', { name: 'Back to FAQ' }).click();
    await page.waitForURL(url('/faq'));
    await page.goBack();
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(url('/'));
  });

  it('the Blog has four articles whose Read More toggles independently', async () => {
    const page = await browser.page();
    await page.goto(url('/Blog'));
    const articles = main(page).getByRole('article');
    await visible(articles);
    expect(await articles.count()).toBe(4);
    const toggle = (index: number) => articles.nth(index).getByRole('button', { name: /Read (More|Less)/ });
    await toggle(0).click();
    await toggle(2).click();
    expect(await toggle(0).textContent()).toBe('Read Less');
    expect(await toggle(1).textContent()).toBe('Read More');
    expect(await toggle(2).textContent()).toBe('Read Less');
    await toggle(0).click();
    expect(await toggle(0).textContent()).toBe('Read More');
    expect(await toggle(2).getAttribute('aria-expanded')).toBe('true');
  });

  it('the contact form sends, shows the notice for three seconds and clears its fields', async () => {
    const page = await browser.page();
    await page.goto(url('/ContactUs'));
    const form = main(page).getByRole('form', { name: 'Contact Us' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await visible(send);
    // All four fields are required: an empty form is not sent.
    await send.click();
    expect(await form.getByRole('status').textContent()).toBe('');
    await form.getByRole('textbox', { name: 'Your Name' }).fill('Ann Example');
    await form.getByRole('textbox', { name: 'Your email' }).fill('ann@example.test');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Order question');
    await form.getByRole('textbox', { name: 'Your message' }).fill('Where is my key?');
    await send.click();
    const notice = await visible(form.getByText('Email sent successfully!'));
    const shownAt = Date.now();
    expect(await form.getByRole('textbox', { name: 'Your Name' }).inputValue()).toBe('');
    expect(await form.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe('');
    await notice.waitFor({ state: 'hidden', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });

  it('the contact form states its message limit and shows every field the server refuses', async () => {
    const page = await browser.page();
    await page.goto(url('/ContactUs'));
    const form = main(page).getByRole('form', { name: 'Contact Us' });
    const message = form.getByRole('textbox', { name: 'Your message' });
    await visible(message);
    await visible(form.getByText('Up to 5,000 characters.'));
    const name = form.getByRole('textbox', { name: 'Your Name' });
    await name.fill('N'.repeat(101));
    await form.getByRole('textbox', { name: 'Your email' }).fill('ann@example.test');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Hi');
    await message.fill('m'.repeat(5001));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await until(async () => (await message.getAttribute('aria-invalid')) === 'true');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (field: typeof name) =>
      field.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(await describedBy(name)).toContain('Name must be at most 100 characters');
    expect(await describedBy(message)).toContain('Message must be at most 5000 characters');
    // Nothing typed is lost.
    expect(await message.inputValue()).toHaveLength(5001);
  });

  it('the contact form shows a clear error when sending fails', async () => {
    const page = await browser.page();
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Mail is down"}' }),
    );
    await page.goto(url('/ContactUs'));
    const form = main(page).getByRole('form', { name: 'Contact Us' });
    await (await visible(form.getByRole('textbox', { name: 'Your Name' }))).fill('Ann');
    await form.getByRole('textbox', { name: 'Your email' }).fill('ann@example.test');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Hi');
    await form.getByRole('textbox', { name: 'Your message' }).fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await (await visible(form.getByRole('alert'))).textContent()).toBe('Mail is down');
    // The text stays, to be sent again.
    expect(await form.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe('Hello');
  });

  it('the newsletter sign-up answers with the server message', async () => {
    const page = await browser.page();
    await page.goto(url('/AboutUs'));
    const footer = page.getByRole('contentinfo');
    await (await visible(footer.getByRole('textbox', { name: 'Email address' }))).fill('news@example.test');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await until(async () => ((await footer.getByRole('status').allTextContents()).join('') ?? '').length > 0);
    expect((await footer.getByRole('status').allTextContents()).join(' ')).toMatch(/\w/);
  });
});

/** The account with one order of two keys (one revealed), so its Inventory and Orders tabs show content. */
async function withOrder(account: Account): Promise<Account> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` };
  const placed = await fetch(url(apiPaths.order), {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ items: [{ productId: 3, qty: 2 }], consent: givenConsent }),
  });
  if (!placed.ok) throw new Error(`order: ${placed.status} ${await placed.text()}`);
  await payOrderThroughApi(account, ((await placed.json()) as { id: string }).id);
  const { items } = (await (await fetch(url(apiPaths.inventory), { headers })).json()) as InventoryResponse;
  await fetch(url(apiPaths.revealKey(items[0]!.keyId)), { method: 'POST', headers });
  return account;
}

describe.each(['light', 'dark'] as const)('%s theme at 360 px', (colorScheme) => {
  let account: Account | undefined;
  const accountTabs = ['inventory', 'orders', 'account', 'support'].map(
    (tab) => [`/account?tab=${tab}`, 'My Account'] as [string, string],
  );
  const purchase = ['/purchase', 'Purchase'] as [string, string];
  const pages: [path: string, heading: string][] = [
    ...staticPages.map(([path, heading]) => [path, heading] as [string, string]),
    ...accountTabs,
    purchase,
  ];

  it.each(pages)('%s has no axe violations and no horizontal scroll', async (path, heading) => {
    account ??= await withOrder(await signUp());
    const { lines, storage } = await storedCart(1);
    const signedIn = path.startsWith('/account') || path === '/purchase';
    const page = await browser.page({
      width: 360,
      colorScheme,
      storage: { ...storage, ...(signedIn && signedInStorage(account)) },
    });
    if (path === '/purchase') {
      await page.goto(url('/'));
      await page.evaluate(
        (lines) =>
          sessionStorage.setItem(
            'pendingPurchase',
            JSON.stringify({ idempotencyKey: crypto.randomUUID(), lines }),
          ),
        lines,
      );
    }
    await page.goto(url(path));
    await visible(h1(page, heading));
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
