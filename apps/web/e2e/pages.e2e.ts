import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTitle, setupBrowser, until, url, visible, main } from './harness';
import { staticPages } from './static-pages';

const browser = setupBrowser();

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

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
    // The category's texts and head come from its loader, on a client navigation as in the document.
    await visible(h1(page, 'Account FAQ'));
    expect(await page.title()).toContain('Account FAQ');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Registration, signing in, account settings and refund requests.',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/faq\/account$/);
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
