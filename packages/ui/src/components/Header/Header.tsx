'use client';

import { cx } from 'class-variance-authority';
import { Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { IconButton } from '../IconButton';
import * as styles from './Header.css';

export interface HeaderNavLink {
  label: string;
  href: string;
}

export const defaultHeaderLabels = {
  skipLink: 'Skip to main content',
  nav: 'Main',
  menu: 'Menu',
} as const;
export type HeaderLabels = { [K in keyof typeof defaultHeaderLabels]: string };

export interface HeaderHrefs {
  home: string;
  main?: string;
}

export interface HeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** The search slot: pass a `SearchBox`. Narrow, it gets a row of its own. */
  search?: ReactNode;
  /** The account slot: pass a `UserMenu`. */
  userMenu?: ReactNode;
  /** The wishlist slot: pass a `WishlistDropdown`. */
  wishlist?: ReactNode;
  /** The cart slot: pass a `CartDropdown`. */
  cart?: ReactNode;
  /** The main navigation's links: the app's routes (the library knows none). */
  navLinks: readonly HeaderNavLink[];
  /**
   * The places the header links: `home` (the logo's link, the app's home route) and `main` (the skip link's
   * target, the id of the page's main element with '#'; default '#main').
   */
  hrefs: HeaderHrefs;
  /** The store's brand mark inside the home link: a `HeaderLogo` with the store's name, or an image of its own. */
  logo: ReactNode;
  /** The home link's accessible name, e.g. "Keyshop home" (the mark inside it is not read). */
  logoLabel: string;
  /** The store's promotion line above the bar (content, no default): no banner when absent. */
  promo?: ReactNode;
  renderLink?: RenderLink;
  labels?: Partial<HeaderLabels>;
}

/**
 * The store's top bar, sticky at the top: skip link, optional promo banner, logo linking home, search, account,
 * wishlist and cart slots, and the catalogue links (behind a menu button when narrow, below 48rem of
 * header width). The open menu closes on Escape (focus back on its button) and as soon as a press or focus
 * lands outside it, so it never stays open under another slot's panel. Presentational: the app passes the
 * search box, menus and dropdowns in.
 */
export function Header({
  search,
  userMenu,
  wishlist,
  cart,
  navLinks,
  hrefs,
  logo,
  logoLabel,
  promo,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: HeaderProps) {
  const text = { ...defaultHeaderLabels, ...labels };
  const navListId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!navOpen) return;
    const inMenu = (node: unknown) =>
      node instanceof Node && [navRef, toggleRef].some((ref) => ref.current?.contains(node));
    const close = (event: Event) => {
      if (event.type === 'keydown') {
        if ((event as KeyboardEvent).key !== 'Escape') return;
        if (inMenu(document.activeElement)) toggleRef.current?.focus();
      } else if (inMenu(event.target)) return;
      setNavOpen(false);
    };
    const events = ['keydown', 'pointerdown', 'focusin'];
    events.forEach((type) => document.addEventListener(type, close));
    return () => events.forEach((type) => document.removeEventListener(type, close));
  }, [navOpen]);
  return (
    <header {...props} className={cx(styles.root, className)}>
      <a href={hrefs.main ?? '#main'} className={styles.skipLink}>
        {text.skipLink}
      </a>
      {promo && <p className={styles.banner}>{promo}</p>}
      <div className={styles.bar}>
        {renderLink({
          href: hrefs.home,
          className: styles.logoLink,
          'aria-label': logoLabel,
          children: logo,
        })}
        {search && <div className={styles.search}>{search}</div>}
        <div className={styles.actions}>
          {userMenu}
          {wishlist}
          {cart}
          <IconButton
            ref={toggleRef}
            label={text.menu}
            className={styles.menuToggle}
            aria-expanded={navOpen}
            aria-controls={navListId}
            onClick={() => setNavOpen(!navOpen)}
          >
            <Menu aria-hidden size={20} />
          </IconButton>
        </div>
      </div>
      <nav ref={navRef} aria-label={text.nav} className={styles.nav}>
        <ul id={navListId} data-state={navOpen ? 'open' : 'closed'} className={styles.navList}>
          {navLinks.map((link) => (
            <li key={link.label}>
              {renderLink({
                href: link.href,
                className: styles.navLink,
                children: link.label,
                onClick: () => setNavOpen(false),
              })}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
