'use client';

import { User } from 'lucide-react';
import type { ReactElement } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuText,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { IconButton } from '../IconButton';
import { defaultCurrency } from '../Price/prices';

export interface UserMenuLabels {
  trigger: string;
  welcome: (username: string) => string;
  account: string;
  inventory: string;
  wishlist: string;
  /** The fixed currency row, given the ISO 4217 code. */
  currency: (code: string) => string;
  language: string;
  faq: string;
  darkMode: string;
  signOut: string;
  signIn: string;
  register: string;
}

export const defaultUserMenuLabels: UserMenuLabels = {
  trigger: 'User menu',
  welcome: (username) => `Welcome, ${username}`,
  account: 'Account',
  inventory: 'Inventory',
  wishlist: 'Wishlist',
  currency: (code) => `Currency: ${code}`,
  language: 'Language: English',
  faq: 'FAQ',
  darkMode: 'Dark mode',
  signOut: 'Sign Out',
  signIn: 'Sign In',
  register: 'Register',
};

/** The menu's link targets: the app's routes (the library knows none). */
export interface UserMenuHrefs {
  account: string;
  inventory: string;
  wishlist: string;
  faq: string;
  signIn: string;
  register: string;
}

export interface UserMenuProps {
  /** The signed-in user's name; absent (or null) means signed out. */
  username?: string | null;
  /** Whether the dark theme is on: the "Dark mode" switch shows it. */
  dark: boolean;
  onThemeChange?: (dark: boolean) => void;
  /** Sign Out was chosen; the app signs out (and goes where it likes). */
  onSignOut?: () => void;
  renderLink?: RenderLink;
  hrefs: UserMenuHrefs;
  labels?: Partial<UserMenuLabels>;
  /** ISO 4217 code of the store's prices (default EUR), shown in the currency row. */
  currency?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The header's account menu (APG menu button). Signed in: welcome, Account, Inventory, Wishlist, the fixed
 * Currency and Language rows, FAQ, the dark-mode switch and Sign Out. Signed out: Sign In, Register, the
 * switch, Currency and Language.
 */
export function UserMenu({
  username,
  dark,
  onThemeChange,
  onSignOut,
  renderLink = defaultRenderLink,
  hrefs,
  labels,
  currency = defaultCurrency,
  open,
  onOpenChange,
}: UserMenuProps) {
  const text = { ...defaultUserMenuLabels, ...labels };
  const link = (href: string, label: string) => (
    <DropdownMenuLinkItem>{renderLink({ href, children: label }) as ReactElement}</DropdownMenuLinkItem>
  );
  const fixedRows = (
    <>
      <DropdownMenuText>{text.currency(currency)}</DropdownMenuText>
      <DropdownMenuText>{text.language}</DropdownMenuText>
    </>
  );
  const themeSwitch = (
    <DropdownMenuCheckboxItem checked={dark} onCheckedChange={onThemeChange}>
      {text.darkMode}
    </DropdownMenuCheckboxItem>
  );
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <IconButton label={text.trigger}>
          <User aria-hidden size={20} />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={text.trigger} data-signed-in={Boolean(username)}>
        {username ? (
          <>
            <DropdownMenuLabel>{text.welcome(username)}</DropdownMenuLabel>
            {link(hrefs.account, text.account)}
            {link(hrefs.inventory, text.inventory)}
            {link(hrefs.wishlist, text.wishlist)}
            <DropdownMenuSeparator />
            {fixedRows}
            {link(hrefs.faq, text.faq)}
            {themeSwitch}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>{text.signOut}</DropdownMenuItem>
          </>
        ) : (
          <>
            {link(hrefs.signIn, text.signIn)}
            {link(hrefs.register, text.register)}
            <DropdownMenuSeparator />
            {themeSwitch}
            {fixedRows}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
