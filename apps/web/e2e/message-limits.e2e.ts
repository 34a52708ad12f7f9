import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, main, setupBrowser, until, visible } from './harness';
import { startStore, type Store } from './store';

const browser = setupBrowser();
const TOO_MANY = 'Too many messages. Please try again later.';

describe('forms over their rate limit', () => {
  // A store of its own: one request per form and client address, so the second is refused.
  let store: Store;
  beforeAll(async () => {
    store = await startStore({ MESSAGE_MAX_PER_IP: '1' });
  });
  afterAll(() => store?.stop());
  const at = (path: string) => new URL(path, store.url).toString();

  it('the support form shows why a second message is refused', async () => {
    const page = await browser.page();
    await page.goto(at('/support'));
    const send = async (email: string) => {
      await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
      await main(page).getByRole('textbox', { name: 'Message' }).fill('Which platforms do you support?');
      await main(page).getByRole('button', { name: 'Send' }).click();
    };
    await visible(main(page).getByRole('textbox', { name: 'Email' }));
    await send('first@example.test');
    await visible(main(page).getByText('Your message has been sent.', { exact: false }));
    await send('second@example.test');
    await visible(main(page).getByText(TOO_MANY));
    await expectNoAxeViolations(page);
  });

  it('the newsletter shows why a second sign-up is refused', async () => {
    const page = await browser.page();
    await page.goto(at('/AboutUs'));
    const footer = page.getByRole('contentinfo');
    const subscribe = async (email: string) => {
      await (await visible(footer.getByRole('textbox', { name: 'Email address' }))).fill(email);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
    };
    const status = async () => (await footer.getByRole('status').allTextContents()).join(' ');
    await subscribe('one@example.test');
    await until(async () => (await status()).includes('Thank you for subscribing!'));
    await subscribe('two@example.test');
    await until(async () => (await footer.textContent())?.includes(TOO_MANY) ?? false);
    expect(await footer.textContent()).not.toContain('Failed to send email');
  });
});
