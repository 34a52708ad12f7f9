import { apiPaths } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  hydrated,
  mailsTo,
  main,
  setupBrowser,
  signedInStorage,
  signInThroughForm,
  signUp,
  toast,
  until,
  url,
  visible,
} from './harness';

const browser = setupBrowser();

/** Password inputs have no role; their names are stable. */
const passwordInput = (scope: ReturnType<Page['locator']>, name: string) =>
  scope.locator(`input[name="${name}"]`);
const tokenWorks = async (token: string) =>
  (await fetch(url(apiPaths.verify), { headers: { Authorization: `Bearer ${token}` } })).ok;
/** The sentence shown without scripts (Playwright's text search skips noscript content: found by CSS). */
async function expectNeedsJavaScript(page: Page) {
  const sentence = await visible(page.locator('noscript [data-variant="warning"]'));
  expect(await sentence.innerText()).toContain('Signing in needs JavaScript.');
}
const signInThroughApi = async (email: string, password: string) =>
  fetch(url(apiPaths.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('forgot password', () => {
  it('mails a link from the sign-in page, sets a new password on the store’s page, and only the new one signs in', async () => {
    const account = await signUp();
    const page = await browser.page();
    await page.goto(url('/login'));
    await hydrated(page);
    await main(page).getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(url('/forgot-password'));
    await expectNoAxeViolations(page);
    const form = main(page).getByRole('form', { name: 'Forgot password' });
    await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await visible(main(page).getByText('If an account uses this address, we have sent it a link'));
    await expectNoAxeViolations(page);

    await until(() => mailsTo(account.email).some((mail) => mail.text.includes('/reset-password?token=')));
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(
      mailsTo(account.email).findLast((mail) => mail.text.includes('/reset-password?token='))!.text,
    )?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    await page.goto(url(pathname + search));
    const reset = await visible(main(page).getByRole('form', { name: 'Choose a new password' }));
    await expectNoAxeViolations(page);
    await passwordInput(reset, 'password').fill('password');
    await passwordInput(reset, 'confirmPassword').fill('password');
    await reset.getByRole('button', { name: 'Set the new password' }).click();
    await visible(
      main(page)
        .getByText('This password is one of the most commonly used passwords. Choose another.')
        .first(),
    );

    const chosen = 'quiet harbour lantern 58';
    await passwordInput(reset, 'password').fill(chosen);
    await passwordInput(reset, 'confirmPassword').fill(chosen);
    await reset.getByRole('button', { name: 'Set the new password' }).click();
    await toast(page, 'Your password was changed. Please sign in with it.');
    await page.waitForURL(url('/login'));
    expect(await tokenWorks(account.token)).toBe(false);

    await signInThroughForm(page, account.email, chosen);
    await toast(page, 'Successfully logged in!');
    expect((await signInThroughApi(account.email, account.password)).status).toBe(401);
  });
});

describe('sessions that end', () => {
  it('signing out from the user menu ends the session on the server', async () => {
    const account = await signUp();
    const page = await browser.page({ storage: signedInStorage(account) });
    await page.goto(url('/'));
    await hydrated(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'Successfully signed out');
    await page.waitForURL(url('/login'));
    expect(await tokenWorks(account.token)).toBe(false);
  });

  it('signs out everywhere from the account tab, after a confirmation', async () => {
    const account = await signUp();
    const other = (await (await signInThroughApi(account.email, account.password)).json()) as {
      token: string;
    };
    expect(await tokenWorks(other.token)).toBe(true);
    const page = await browser.page({ storage: signedInStorage(account) });
    await page.goto(url('/account?tab=account'));
    const section = page.getByRole('region', { name: 'Sessions' });
    await (await visible(section.getByRole('button', { name: 'Sign out everywhere' }))).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await visible(dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Signed out on every device');
    await page.waitForURL(url('/login'));
    expect(await tokenWorks(account.token)).toBe(false);
    expect(await tokenWorks(other.token)).toBe(false);
  });
});

describe('sign-in forms without JavaScript', () => {
  it('/login says sign-in needs JavaScript, and its form can never put the password in a URL', async () => {
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/login'));
    await expectNeedsJavaScript(page);
    const form = main(page).getByRole('form', { name: 'Sign In' });
    expect(await form.getAttribute('method')).toBe('post');
    const submit = form.getByRole('button', { name: 'Getting ready…' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Email' }).fill('nojs@example.test');
    await passwordInput(form, 'password').fill('secret-nojs-password');
    await passwordInput(form, 'password').press('Enter');
    await page.waitForLoadState('load');
    expect(page.url()).toBe(url('/login'));

    for (const path of ['/login', '/register', '/reset-password?token=x']) {
      const res = await fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=nojs%40example.test&password=secret-nojs-password',
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(path);
    }
  });

  it('/register and /reset-password keep their submit disabled until the page is ready', async () => {
    const page = await browser.page({ javaScript: false });
    for (const [path, name] of [
      ['/register', 'Register'],
      ['/reset-password?token=abc', 'Choose a new password'],
    ] as const) {
      await page.goto(url(path));
      const form = main(page).getByRole('form', { name });
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.getByRole('button', { name: 'Getting ready…' }).isDisabled()).toBe(true);
      await expectNeedsJavaScript(page);
    }
  });
});
