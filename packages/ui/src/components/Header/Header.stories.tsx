import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { LinkRenderProps } from '../../utils/renderLink';
import { CartDropdown } from '../CartDropdown';
import type { CartLineData } from '../CartLine';
import { changeQuantity, sampleLines } from '../CartList/cartFixtures';
import { SearchBox, type SearchBoxResult } from '../SearchBox';
import { findGames } from '../SearchBox/searchFixtures';
import { UserMenu } from '../UserMenu';
import { WishlistDropdown } from '../WishlistDropdown';
import { Header, type HeaderProps } from './Header';
import {
  sampleCartDropdownHrefs,
  sampleHeaderNavLinks,
  sampleHomeHref,
  sampleUserMenuHrefs,
  sampleWishlistDropdownHrefs,
} from '../../utils/routes.fixtures';
import { sampleHeaderBrand } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const renderLink = ({ href, children, ...props }: LinkRenderProps) => (
  <a {...props} href={`#${href}`}>
    {children}
  </a>
);

/** Who is signed in and what the cart and wishlist hold: the story's, not the Header's props. */
interface Shopper {
  username?: string;
  cartLines?: CartLineData[];
  wishlistLines?: CartLineData[];
}

// The header as the app composes it: search box, user menu, wishlist and cart in its slots. The story's args are
// the Header's own props.
const composedHeader = ({ username, cartLines = [], wishlistLines = [] }: Shopper = {}) =>
  function Render(args: HeaderProps) {
    const [dark, setDark] = useState(false);
    const [cart, setCart] = useState(cartLines);
    const [wishlist, setWishlist] = useState(wishlistLines);
    const [results, setResults] = useState<SearchBoxResult[] | undefined>();
    const change = (index: number, by: number) => setCart((all) => changeQuantity(all, index, by));
    return (
      <Header
        {...args}
        renderLink={renderLink}
        search={
          <SearchBox
            results={results}
            onSearch={(text) => setResults(findGames(text))}
            onValueChange={(text) => !text.trim() && setResults(undefined)}
            onSelect={() => {}}
          />
        }
        userMenu={
          <UserMenu
            username={username}
            dark={dark}
            onThemeChange={setDark}
            onSignOut={() => {}}
            hrefs={sampleUserMenuHrefs}
            renderLink={renderLink}
          />
        }
        wishlist={
          <WishlistDropdown
            items={wishlist}
            hrefs={sampleWishlistDropdownHrefs}
            renderLink={renderLink}
            onRemove={(index) => setWishlist((all) => all.filter((_, i) => i !== index))}
            onAddToCart={(index, item) => {
              setWishlist((all) => all.filter((_, i) => i !== index));
              setCart((all) => [...all, { ...item, quantity: 1 }]);
            }}
          />
        }
        cart={
          <CartDropdown
            lines={cart}
            hrefs={sampleCartDropdownHrefs}
            renderLink={renderLink}
            onDecrement={(index) => change(index, -1)}
            onIncrement={(index) => change(index, 1)}
            onRemove={(index) => setCart((all) => all.filter((_, i) => i !== index))}
          />
        }
      />
    );
  };

const meta = {
  title: 'Navigation/Header',
  component: Header,
  render: composedHeader(),
  args: {
    ...sampleHeaderBrand,
    hrefs: { home: sampleHomeHref },
    navLinks: sampleHeaderNavLinks,
  },
  // The page around the header: the skip link's target, room for the open menus, and a width for the header's
  // container (`parameters.headerWidth`, e.g. 360 for the phone layout).
  decorators: [
    (Story, { parameters }: { parameters: { headerWidth?: number } }) => {
      const width = parameters.headerWidth;
      return (
        <div style={{ width, minHeight: 560, outline: width ? '1px dashed gray' : undefined }}>
          <Story />
          <main id="main" style={{ padding: 24 }}>
            <p>Page content</p>
          </main>
        </div>
      );
    },
  ],
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'The first Tab stop is the skip link to the main content; then the logo, search, menus, wishlist and cart.',
          'On narrow screens the catalogue links are behind the Menu button (`aria-expanded`).',
        ],
        screenReader: [
          'A banner landmark with the main navigation (named "Main"); the logo link is named by `logoLabel`.',
        ],
        do: [
          "Use once per page, with the app's SearchBox, UserMenu, WishlistDropdown and CartDropdown in its slots.",
        ],
        dont: ["Don't remove the skip link or point it at an element that is not the main content."],
      } satisfies AccessibilityDocs,
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Extra Bonus on Orders over €150')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Keyshop home' })).toHaveAttribute('href', '#/');
    // On a phone the catalogue links sit behind the Menu button (hidden, so not found, on a wide page).
    const menu = canvas.queryByRole('button', { name: 'Menu' });
    if (menu) await userEvent.click(menu);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const name of ['New Games', 'Upcoming Games', 'Bestsellers', 'Trending']) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', '#/products');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'User menu' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Sign In' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  render: composedHeader({ username: 'Ada' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'User menu' }));
    await expect(await within(document.body).findByText('Welcome, Ada')).toBeVisible();
  },
};

export const Empty: Story = {
  render: composedHeader({ username: 'Ada' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('data-highlight', 'false');
  },
};

export const WithCounts: Story = {
  render: composedHeader({ username: 'Ada', cartLines: sampleLines, wishlistLines: sampleLines.slice(0, 2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wishlist, 2 items' })).toHaveAttribute(
      'data-highlight',
      'true',
    );
  },
};

/** 360 px wide: search on its own row, the catalogue links behind the menu button, no sideways scrolling. */
export const Mobile: Story = {
  render: composedHeader({ cartLines: sampleLines, wishlistLines: sampleLines }),
  parameters: { headerWidth: 360 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvas.getByRole('combobox', { name: 'Search for the game' })).toBeVisible();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('link', { name: 'Trending' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Trending' })).toBeVisible();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/**
 * A 390 px phone: the open menu closes on Escape (focus back on Menu) and when the cart panel opens; opening
 * the menu closes the cart panel. Never one under the other.
 */
export const MobileMenuCloses: Story = {
  render: composedHeader({ cartLines: sampleLines }),
  parameters: { headerWidth: 390 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'New Games' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'New Games' })).not.toBeInTheDocument();

    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('button', { name: /^Cart/ }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

export const Dark: Story = {
  render: composedHeader({ username: 'Ada', cartLines: sampleLines, wishlistLines: sampleLines }),
  globals: { theme: 'dark' },
};

export const DarkMobile: Story = { ...Mobile, globals: { ...Mobile.globals, theme: 'dark' } };

/** In RTL the header mirrors, but the logo's text stays to the right of its key mark. */
export const LogoRightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<SVGTextElement>('svg text')!;
    await expect(text.getBBox().x).toBeGreaterThanOrEqual(32);
  },
};
