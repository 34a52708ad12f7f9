import { apiPaths, PASSWORD_RULES } from '@keyshop/contracts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectTitle,
  hydrated,
  mailedLink,
  setupBrowser,
  signedInStorage,
  signInThroughForm,
  signUp,
  storeUrl,
  toast,
  until,
  url,
  visible,
  type Account,
  main,
} from './harness';

const browser = setupBrowser();

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const signedInPage = async (account: Account) => browser.page({ storage: signedInStorage(account) });
/** Password inputs have no role; their names are stable. */
const passwordInput = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.locator(`input[name="${name}"]`);
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Whether the API still accepts this bearer token. */
const tokenWorks = async (token: string) =>
  (await fetch(url(apiPaths.verify), { headers: { Authorization: `Bearer ${token}` } })).ok;

/**
 * After a change of profile, email or password: signed out, on /login, asked to sign in again. A changed
 * email or password also ends the old session on the server (a username is not a credential: it does not).
 */
async function expectSignedOutForNewCredentials(page: Page, oldToken?: string) {
  await toast(page, 'Please log in again with your updated credentials');
  await page.waitForURL(url('/login'));
  expect(await storedToken(page)).toBeNull();
  if (oldToken) expect(await tokenWorks(oldToken)).toBe(false);
}

describe('register, sign in, sign out', () => {
  it('registers, signs in with a toast, goes home, and signs out from the user menu', async () => {
    const page = await browser.page();
    await page.goto(url('/register'));
    await expectTitle(page, 'Register – Keyshop');
    const name = `ui${Date.now().toString(36)}`;
    const form = main(page);
    await form.getByRole('textbox', { name: 'Username' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill(`${name}@example.test`);
    await passwordInput(form, 'password').fill('a long enough password');
    await passwordInput(form, 'confirmPassword').fill('a different password');
    await form.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'Passwords do not match');
    expect(page.url()).toBe(url('/register'));

    await passwordInput(form, 'confirmPassword').fill('a long enough password');
    await form.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'Registration successful! Please log in.');
    await page.waitForURL(url('/login'));

    await signInThroughForm(page, `${name}@example.test`, 'a long enough password');
    await toast(page, 'Successfully logged in!');
    await page.waitForURL(url('/'));
    // Replaced in the history: Back does not return to the sign-in form.
    await page.goBack();
    expect(page.url()).not.toBe(url('/login'));

    await page.goto(url('/'));
    await page.getByRole('button', { name: 'User menu' }).click();
    await visible(page.getByText(`Welcome, ${name}`));
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'Successfully signed out');
    await page.waitForURL(url('/login'));
    expect(await storedToken(page)).toBeNull();
  });

  it('states the username and password rules before submitting, and takes a username with accents', async () => {
    const page = await browser.page();
    await page.goto(url('/register'));
    const form = main(page);
    const username = form.getByRole('textbox', { name: 'Username' });
    await visible(username);
    expect(await username.getAttribute('aria-invalid')).not.toBe('true');
    const described = async (name: 'username' | 'password') =>
      form.locator(`[name="${name}"]`).evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(await described('username')).toContain(
      '3 to 32 letters (of any language) or digits; dots, underscores and hyphens allowed.',
    );
    expect(await described('password')).toContain(PASSWORD_RULES);
    const name = `José${Date.now().toString(36)}`;
    await username.fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill(`jose${Date.now().toString(36)}@example.test`);
    await passwordInput(form, 'password').fill('a long enough password');
    await passwordInput(form, 'confirmPassword').fill('a long enough password');
    await form.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'Registration successful! Please log in.');
    await page.waitForURL(url('/login'));
  });

  it('shows the server message when registration fails and when the password is wrong', async () => {
    const account = await signUp();
    const page = await browser.page();
    await page.goto(url('/register'));
    const form = main(page);
    // A taken username is refused by name (usernames are public; a taken e-mail is answered as a success).
    await form.getByRole('textbox', { name: 'Username' }).fill(account.user.username);
    await form.getByRole('textbox', { name: 'Email' }).fill(`x${account.email}`);
    await passwordInput(form, 'password').fill('a long enough password');
    await passwordInput(form, 'confirmPassword').fill('a long enough password');
    await form.getByRole('button', { name: 'Register' }).click();
    expect(await (await visible(form.getByRole('alert'))).textContent()).toMatch(/username/i);

    await page.goto(url('/login'));
    await signInThroughForm(page, account.email, 'not the password');
    expect(await (await visible(main(page).getByRole('alert'))).textContent()).toBeTruthy();
    expect(page.url()).toBe(url('/login'));
  });
});

describe('account area', () => {
  it('sends a signed-out visitor to /login and back to /account after signing in', async () => {
    const account = await signUp();
    const page = await browser.page();
    await page.goto(url('/account?tab=orders'));
    await page.waitForURL(url('/login'));
    await signInThroughForm(page, account.email, account.password);
    await page.waitForURL(url('/account?tab=orders'));
    expect(await tab(page, 'Orders').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps a stored session through a navigation started while its check is in flight, and a 5xx', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    // The first check is held until the shopper has followed a link, then dropped (as the browser drops the
    // requests of a page it leaves); the second page's check answers 503.
    const checks: Route[] = [];
    await page.route(`**${apiPaths.verify}`, (route) => {
      if (checks.push(route) === 2) void route.fulfill({ status: 503, body: '{}' });
    });
    await page.goto(url('/'));
    await until(() => checks.length === 1);
    const leaving = page.goto(url('/account?tab=account'));
    await checks[0]!.abort('aborted');
    await leaving;
    await until(() => checks.length === 2);
    await visible(page.getByRole('heading', { name: 'Profile Settings' }));
    expect(await storedToken(page)).toBe(account.token);
    expect(page.url()).toBe(url('/account?tab=account'));
  });

  it('still signs out when the stored token is rejected (401)', async () => {
    const account = await signUp();
    const page = await browser.page({ storage: { ...signedInStorage(account), token: 'not-a-real-token' } });
    await page.goto(url('/account?tab=orders'));
    await page.waitForURL(url('/login'));
    expect(await storedToken(page)).toBeNull();
  });

  it('chooses the tab from ?tab= (unknown → inventory) and writes the chosen tab to the URL', async () => {
    const page = await signedInPage(await signUp());
    await page.goto(url('/account?tab=nonsense'));
    await visible(tab(page, 'Inventory'));
    expect(await tab(page, 'Inventory').getAttribute('aria-selected')).toBe('true');
    await visible(main(page).getByText('No keys yet'));
    await page.goto(url('/account?tab=support'));
    await visible(tab(page, 'Customer Support'));
    expect(await tab(page, 'Customer Support').getAttribute('aria-selected')).toBe('true');
    await tab(page, 'Orders').click();
    await page.waitForURL(url('/account?tab=orders'));
    await visible(main(page).getByText('You have no orders yet.'));
    await tab(page, 'Account').click();
    await page.waitForURL(url('/account?tab=account'));
    await visible(page.getByRole('heading', { name: 'Profile Settings' }));
    // Arrow keys move along the tabs (APG), and the URL follows.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(url('/account?tab=support'));
  });

  it('sends a signed-in user from /support to the Customer Support tab, with the e-mail prefilled', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    await page.goto(url('/support'));
    await page.waitForURL(url('/account?tab=support'));
    const email = main(page).getByRole('textbox', { name: 'Email' });
    await visible(email);
    expect(await email.inputValue()).toBe(account.email);
    await main(page).getByRole('textbox', { name: 'Message' }).fill('My key does not work.');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await visible(main(page).getByText('Your message has been sent.', { exact: false }));
    expect(await main(page).getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
  });

  it('lets a visitor send the /support form', async () => {
    const page = await browser.page();
    await page.goto(url('/support'));
    await expectTitle(page, 'Support – Keyshop');
    await main(page).getByRole('textbox', { name: 'Email' }).fill('visitor@example.test');
    await main(page).getByRole('textbox', { name: 'Message' }).fill('Which platforms do you support?');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await visible(main(page).getByText('Your message has been sent.', { exact: false }));
  });

  it('changes the username, then signs out and greets the new name after signing in', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    await page.goto(url('/account?tab=account'));
    const profile = page.getByRole('region', { name: 'Profile Settings' });
    const username = profile.getByRole('textbox', { name: 'Username' });
    await visible(username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    await profile.getByRole('button', { name: 'Edit' }).click();
    await username.fill(`new${account.user.username}`);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully');
    await expectSignedOutForNewCredentials(page);
    await signInThroughForm(page, account.email, account.password);
    await toast(page, 'Successfully logged in!');
    await page.getByRole('button', { name: 'User menu' }).click();
    await visible(page.getByText(`Welcome, new${account.user.username}`));
  });

  it('asks for the current password before changing the e-mail, which changes once the new address confirms', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    await page.goto(url('/account?tab=account'));
    const section = page.getByRole('region', { name: 'Email Settings' });
    const newEmail = `n${account.email}`;
    await (await visible(section.getByRole('textbox', { name: 'New Email' }))).fill(newEmail);
    await section.getByRole('button', { name: 'Update Email' }).click();
    await toast(page, 'Please enter your current password');
    await passwordInput(section, 'currentPassword').fill('wrong password');
    await section.getByRole('button', { name: 'Update Email' }).click();
    await visible(page.locator('[data-sonner-toast][data-type="error"]'));
    expect(page.url()).toBe(url('/account?tab=account'));
    await passwordInput(section, 'currentPassword').fill(account.password);
    await section.getByRole('button', { name: 'Update Email' }).click();
    // Honest: nothing changed yet, the session stays.
    await toast(page, `We sent a confirmation link to ${newEmail}`);
    expect(await tokenWorks(account.token)).toBe(true);

    await page.goto(url(`/confirm-email?token=${await mailedLink(newEmail, '/confirm-email')}`));
    await visible(main(page).getByText('Your new e-mail address is confirmed'));
    await expectNoAxeViolations(page);
    expect(await tokenWorks(account.token)).toBe(false);
    await main(page).getByRole('link', { name: 'Log in' }).click();
    await signInThroughForm(page, newEmail, account.password);
    await toast(page, 'Successfully logged in!');
  });

  it('shows an unconfirmed account a banner with a new link, and confirms its address from the e-mailed link', async () => {
    const account = await signUp(storeUrl, { verified: false });
    const page = await signedInPage(account);
    await page.goto(url('/account'));
    const banner = await visible(main(page).getByText('Confirm your e-mail address'));
    await expectNoAxeViolations(page);
    await hydrated(page);
    const first = await mailedLink(account.email, '/verify-email');
    await main(page).getByRole('button', { name: 'Send a new link' }).click();
    await toast(page, 'We sent a new confirmation link to your e-mail address');

    // The new link is mailed after the answer (an outbox job): wait for it, the first one no longer works.
    await page.goto(url(`/verify-email?token=${await mailedLink(account.email, '/verify-email', first)}`));
    await visible(main(page).getByText('Your e-mail address is confirmed. Thank you!'));
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'Go to My Account' }).click();
    await visible(main(page).getByRole('tab', { name: 'Inventory' }));
    expect(await banner.count()).toBe(0);

    await page.goto(url('/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    await visible(main(page).getByText('This link did not work'));
    await expectNoAxeViolations(page);
  });

  it('answers "nothing to change" for the current e-mail and keeps the user signed in', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    await page.goto(url('/account?tab=account'));
    const section = page.getByRole('region', { name: 'Email Settings' });
    await (
      await visible(section.getByRole('textbox', { name: 'New Email' }))
    ).fill(account.email.toUpperCase());
    await passwordInput(section, 'currentPassword').fill(account.password);
    await section.getByRole('button', { name: 'Update Email' }).click();
    await toast(page, 'This is already your email address: nothing to change');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url('/account?tab=account'));
    expect(await storedToken(page)).toBe(account.token);
  });

  it('checks that the new passwords match, changes the password, then signs out', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    await page.goto(url('/account?tab=account'));
    const section = page.getByRole('region', { name: 'Password Settings' });
    await (await visible(passwordInput(section, 'currentPassword'))).fill(account.password);
    await passwordInput(section, 'newPassword').fill('another long password');
    await passwordInput(section, 'confirmPassword').fill('a different one');
    await section.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Passwords do not match');
    // A wrong current password is said at its field too (which takes the focus), not only in a toast.
    await passwordInput(section, 'currentPassword').fill('not the password');
    await passwordInput(section, 'confirmPassword').fill('another long password');
    await section.getByRole('button', { name: 'Update Password' }).click();
    await visible(section.getByText('Current password is incorrect'));
    await until(() =>
      passwordInput(section, 'currentPassword').evaluate((input) => input === document.activeElement),
    );
    await passwordInput(section, 'currentPassword').fill(account.password);
    await passwordInput(section, 'confirmPassword').fill('another long password');
    await section.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password updated successfully');
    await expectSignedOutForNewCredentials(page, account.token);
    await signInThroughForm(page, account.email, 'another long password');
    await toast(page, 'Successfully logged in!');
  });

  it('deletes the account after its password and the confirmation, and signs out', async () => {
    const account = await signUp();
    const page = await signedInPage(account);
    await page.goto(url('/account?tab=account'));
    const section = page.getByRole('region', { name: 'Delete Account' });
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
    // A wrong password deletes nothing and is named at its field.
    await (await visible(passwordInput(section, 'currentPassword'))).fill('not the password');
    await section.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await visible(section.getByText('Current password is incorrect'));
    expect(await tokenWorks(account.token)).toBe(true);

    await passwordInput(section, 'currentPassword').fill(account.password);
    await section.getByRole('button', { name: 'Delete Account' }).click();
    // The spec's question, in an alert dialog, with what happens to orders and keys.
    await visible(dialog.getByText('This action cannot be undone.', { exact: false }));
    await visible(
      dialog.getByText('Unpaid orders are cancelled and nothing is charged for them.', { exact: false }),
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Successfully signed out');
    await toast(page, 'Your account has been deleted.');
    await page.waitForURL(url('/login'));
    await until(async () => !(await tokenWorks(account.token)));
    await signInThroughForm(page, account.email, account.password);
    await visible(main(page).getByRole('alert'));
  });
});
