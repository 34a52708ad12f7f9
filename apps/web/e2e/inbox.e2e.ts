import type { LoginResponse } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  mailsTo,
  main,
  setupBrowser,
  signedInStorage,
  signInOperator,
  signUp,
  until,
  url,
  visible,
} from './harness';
import { e2eAdminEmail } from './store';

const browser = setupBrowser();
let admin: LoginResponse;

beforeAll(async () => {
  admin = await signInOperator();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe('/admin/inbox', () => {
  it('the operator reads a support message, replies by e-mail, and it shows as handled', async () => {
    const shopper = await signUp();
    const text = `My key for order ${Date.now().toString(36)} does not activate.`;
    const shopperPage = await browser.page({ storage: signedInStorage(shopper) });
    await shopperPage.goto(url('/account?tab=support'));
    await visible(main(shopperPage).getByRole('textbox', { name: 'Message' }));
    await main(shopperPage).getByRole('textbox', { name: 'Message' }).fill(text);
    await main(shopperPage).getByRole('button', { name: 'Send' }).click();
    await visible(main(shopperPage).getByText('Your message has been sent.', { exact: false }));

    const page = await browser.page({ storage: signedInStorage(admin) });
    await page.goto(url('/admin/inbox?status=open'));
    await visible(heading(page, 'Inbox'));
    const row = main(page).getByRole('row').filter({ hasText: shopper.email });
    await visible(row);
    await expect(row.getByText('Open', { exact: true }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    // By keyboard: focus the message's link and open it.
    await row.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await visible(heading(page, `Message from ${shopper.email}`));
    await visible(main(page).getByText(text));
    await expectNoAxeViolations(page);

    const reply = main(page).getByRole('textbox', { name: `Reply to ${shopper.email}` });
    await reply.fill('Thank you! Here is a new key.\nSorry for the trouble.');
    await main(page).getByRole('button', { name: 'Send reply' }).click();
    await visible(main(page).getByText(`Reply sent to ${shopper.email}.`));
    await visible(main(page).getByText(`Handled by ${e2eAdminEmail}`, { exact: false }));
    await visible(main(page).getByRole('button', { name: 'Reopen' }));
    await expectNoAxeViolations(page);

    const replies = () =>
      mailsTo(shopper.email).filter((mail) => mail.subject === 'Re: Your support request to Keyshop');
    await until(() => replies().length === 1);
    const [mail] = replies();
    expect(mail!.text).toContain('Thank you! Here is a new key.\nSorry for the trouble.');
    expect(mail!.text).toContain(`> ${text}`);

    await page.goto(url('/admin/inbox?status=handled'));
    const handled = main(page).getByRole('row').filter({ hasText: shopper.email });
    await visible(handled.getByText('Handled', { exact: true }));
  });
});
