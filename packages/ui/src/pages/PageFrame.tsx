// Story helper (not exported from the package): the storefront's frame — header with its search, menus and
// cart, the category bar, the page in <main>, the footer — built from library components and story fixtures,
// so page stories show whole pages without the app.
import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CartDropdown } from '../components/CartDropdown';
import * as categoryBarStories from '../components/CategoryBar/CategoryBar.stories';
import { sampleLines } from '../components/CartList/cartFixtures';
import * as footerStories from '../components/Footer/Footer.stories';
import { Header } from '../components/Header';
import { SearchBox } from '../components/SearchBox';
import { UserMenu } from '../components/UserMenu';
import { WishlistDropdown } from '../components/WishlistDropdown';
import {
  sampleCartDropdownHrefs,
  sampleHeaderNavLinks,
  sampleHomeHref,
  sampleUserMenuHrefs,
  sampleWishlistDropdownHrefs,
} from '../utils/routes.fixtures';
import { hashRenderLink, sampleHeaderBrand } from '../utils/story.fixtures';

const { Default: Categories } = composeStories(categoryBarStories);
const { Idle: Footer } = composeStories(footerStories);
const noop = () => {};

export function PageFrame({ signedIn = true, children }: { signedIn?: boolean; children: ReactNode }) {
  return (
    <>
      <Header
        {...sampleHeaderBrand}
        hrefs={{ home: sampleHomeHref }}
        navLinks={sampleHeaderNavLinks}
        renderLink={hashRenderLink}
        search={<SearchBox onSearch={noop} onSelect={noop} />}
        userMenu={
          <UserMenu
            username={signedIn ? 'Ada' : undefined}
            dark={false}
            onThemeChange={noop}
            onSignOut={noop}
            hrefs={sampleUserMenuHrefs}
            renderLink={hashRenderLink}
          />
        }
        wishlist={
          <WishlistDropdown
            items={sampleLines.slice(0, 2)}
            hrefs={sampleWishlistDropdownHrefs}
            renderLink={hashRenderLink}
            onRemove={noop}
            onAddToCart={noop}
          />
        }
        cart={
          <CartDropdown
            lines={sampleLines}
            hrefs={sampleCartDropdownHrefs}
            renderLink={hashRenderLink}
            onDecrement={noop}
            onIncrement={noop}
            onRemove={noop}
          />
        }
      />
      <Categories />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}
