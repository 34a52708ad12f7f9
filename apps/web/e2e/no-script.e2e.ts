/**
 * Issue #56 item 2: with scripts off, the pages that live in the browser say in words that they need
 * JavaScript (no placeholder waits forever), and the newsletter and contact forms still work: they post, and the
 * server answers with a page.
 */
import { adminApiPaths } from '@keyshop/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main, setupBrowser, signInOperator, url, visible } from './harness';

const browser = setupBrowser();

/**
 * What `main` shows without scripts, read through the DOM (Playwright's text and role locators skip
 * <noscript>, and nothing can be evaluated in a page whose scripts are off): the visible h1s, the notice's text
 * and links, and how many of the elements after the notice are still shown.
 */
async function shown(page: Page) {
  const notice = main(page).locator('noscript[data-needs-script]');
  const visibleOf = async (locator: Locator) =>
    (await Promise.all((await locator.all()).map((element) => element.isVisible()))).filter(Boolean).length;
  const headings = main(page).locator('h1');
  const shownHeadings = [];
  for (const heading of await headings.all())
    if (await heading.isVisible()) shownHeadings.push(await heading.innerText());
  return {
    headings: shownHeadings,
    notice: (await notice.isVisible()) ? await notice.innerText() : '',
    links: await Promise.all((await notice.locator('a').all()).map((link) => link.getAttribute('href'))),
    shownAfter: await visibleOf(main(page).locator('noscript[data-needs-script] ~ *')),
    text: await main(page).innerText(),
  };
}

describe('scripts off', () => {
  it.each([
    ['/cart', 'Shopping Cart', 'Your cart needs JavaScript'],
    ['/wishlist', 'Wishlist', 'Your wishlist needs JavaScript'],
    ['/checkout', 'Checkout', 'Checkout needs JavaScript'],
    ['/purchase', 'Purchase', 'This page needs JavaScript'],
    ['/account', 'My Account', 'This page needs JavaScript'],
    ['/pay/test/cs_test_nojs', 'Test payment', 'This page needs JavaScript'],
  ])(
    '%s says it needs JavaScript and what still works, and shows no placeholder',
    async (path, title, subject) => {
      const page = await browser.page({ javaScript: false });
      await page.goto(url(path));
      const { headings, notice, links, shownAfter, text } = await shown(page);
      expect(headings).toEqual([title]);
      expect(notice).toContain(subject);
      expect(notice).toContain('you can still browse');
      expect(links).toEqual(['/products', '/ContactUs']);
      expect(shownAfter).toBe(0);
      expect(text).not.toContain('Checking your session');
      await page.context().close();
    },
  );

  it('subscribes to the newsletter from the footer, and says at the field what is wrong with an address', async () => {
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/products'));
    const footer = page.getByRole('contentinfo');
    // Valid for the browser, not for the store (no domain): the server's check answers.
    await footer.getByRole('textbox', { name: 'Email address' }).fill('someone@localhost');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(url('/newsletter'));
    const field = main(page).getByRole('textbox', { name: 'Email address' });
    expect(await field.inputValue()).toBe('someone@localhost');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await main(page).textContent()).toMatch(/valid email/i);

    await field.fill(`nojs-${Date.now().toString(36)}@example.com`);
    await main(page).getByRole('button', { name: 'Subscribe' }).click();
    await visible(main(page).getByText('Thank you for subscribing!'));
    await page.context().close();
  });

  it('sends the contact form, stored for the operator; a refused field keeps what was typed', async () => {
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/ContactUs'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    const subject = `No scripts ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Your Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Your email' }).fill('ada@localhost');
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Your message' }).fill('Written without JavaScript.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(url('/ContactUs'));
    const email = form.getByRole('textbox', { name: 'Your email' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);

    await email.fill('ada@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visible(form.getByText('Email sent successfully!'));
    expect(await form.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('');

    const admin = await signInOperator();
    const inbox = await fetch(url(adminApiPaths.messages), {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(await inbox.text()).toContain(subject);
    await page.context().close();
  });

  it('refuses a form posted from another site', async () => {
    const response = await fetch(url('/ContactUs'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.example' },
      body: 'from_name=A&from_email=a%40example.com&subject=s&message=m',
    });
    expect(response.status).toBe(403);
  });
});
