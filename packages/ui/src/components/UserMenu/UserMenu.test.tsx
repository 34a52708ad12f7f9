import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './UserMenu.stories';

// The stories are the fixtures: their args carry the sample route table and the hash links.
const { SignedIn, SignedOut, DarkSignedOut, LongestUsernamePhone } = composeStories(stories);

const trigger = () => page.getByRole('button', { name: 'User menu' });
const item = (name: string) => page.getByRole('menuitem', { name });
const openByKeyboard = async () => {
  (trigger().element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
};

describe('UserMenu', () => {
  it('signed in: welcome, account links to the given hrefs, fixed rows, FAQ, switch and Sign Out in order', async () => {
    const onSignOut = fn();
    await render(<SignedIn onSignOut={onSignOut} />);
    await openByKeyboard();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect
      .element(menu)
      .toHaveTextContent(
        'Welcome, AdaAccountInventoryWishlistCurrency: EURLanguage: EnglishFAQDark modeSign Out',
      );
    await expect.element(item('Account')).toHaveFocus();
    await expect.element(item('Account')).toHaveAttribute('href', '#/account?tab=account');
    await expect.element(item('Inventory')).toHaveAttribute('href', '#/account?tab=inventory');
    await expect.element(item('Wishlist')).toHaveAttribute('href', '#/wishlist');
    await expect.element(item('FAQ')).toHaveAttribute('href', '#/support');
    // Arrow keys move item by item and skip the fixed Currency and Language rows (one key at a time, so
    // each move is checked before the next press).
    for (const next of ['Inventory', 'Wishlist', 'FAQ']) {
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(item(next)).toHaveFocus();
    }
    await userEvent.keyboard('{End}');
    await expect.element(item('Sign Out')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('signed out: Sign In and Register, the switch, Currency and Language; no Sign Out', async () => {
    await render(<SignedOut />);
    await trigger().click();
    await expect.element(item('Sign In')).toHaveAttribute('href', '#/login');
    await expect.element(item('Register')).toHaveAttribute('href', '#/register');
    await expect.element(page.getByText('Currency: EUR')).toBeVisible();
    await expect.element(page.getByText('Language: English')).toBeVisible();
    await expect.element(item('Sign Out')).not.toBeInTheDocument();
    await expect.element(page.getByText(/Welcome/)).not.toBeInTheDocument();
  });

  it("names the store's currency in the currency row", async () => {
    await render(<SignedOut currency="USD" />);
    await trigger().click();
    await expect.element(page.getByText('Currency: USD')).toBeVisible();
  });

  it('reports the theme switch with Space and shows the current theme', async () => {
    const onThemeChange = fn();
    await render(<DarkSignedOut onThemeChange={onThemeChange} />);
    await openByKeyboard();
    const toggle = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    // Signed out, the switch is the last item: the fixed rows after it are skipped.
    await userEvent.keyboard('{End}');
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onThemeChange).toHaveBeenCalledWith(false);
  });

  it('renders its links through renderLink and takes hrefs and labels', async () => {
    await render(
      <SignedIn
        hrefs={{ ...SignedIn.args.hrefs!, faq: '/faq' }}
        labels={{ welcome: (name) => `Hi ${name}`, faq: 'Help' }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    await trigger().click();
    await expect.element(page.getByText('Hi Ada')).toBeVisible();
    await expect.element(item('Help')).toHaveAttribute('href', '#/faq');
    await expect.element(item('Help')).toHaveAttribute('data-router', '');
  });
});

describe('UserMenu on a phone', () => {
  it('keeps the longest username (32 characters) inside the menu and the menu on a 360 px screen', async () => {
    await page.viewport(360, 640);
    await renderAndPlay(LongestUsernamePhone);
  });
});
