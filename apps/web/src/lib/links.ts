import { pagePaths, productPagePath } from '@keyshop/contracts';
import type { CartDropdownHrefs, HeaderNavLink, UserMenuHrefs, WishlistDropdownHrefs } from '@keyshop/ui';

// The store's routes as the library's navigation components take them (the library knows no routes).
// The footer's link groups live with its content (content/footer.ts), the home categories in content/home.ts.

export const homePath = pagePaths.home;

export const productPath = (product: { id: number | string }) => productPagePath(product.id);

/** The four catalogue links, each to the list it names (issue 56: the spec's plain /products named none). */
export const headerNavLinks: readonly HeaderNavLink[] = [
  { label: 'New Games', href: `${pagePaths.products}?type=game&upcoming=false&sortBy=new` },
  { label: 'Upcoming Games', href: `${pagePaths.products}?type=game&upcoming=true&sortBy=new` },
  { label: 'Bestsellers', href: `${pagePaths.products}?sortBy=bestsellers` },
  { label: 'Trending', href: `${pagePaths.products}?sortBy=trending` },
];

export const userMenuHrefs: UserMenuHrefs = {
  account: `${pagePaths.account}?tab=account`,
  inventory: `${pagePaths.account}?tab=inventory`,
  wishlist: pagePaths.wishlist,
  faq: pagePaths.support,
  signIn: pagePaths.login,
  register: pagePaths.register,
};

export const cartDropdownHrefs: CartDropdownHrefs = {
  products: pagePaths.products,
  cart: pagePaths.cart,
  checkout: pagePaths.checkout,
};

export const wishlistDropdownHrefs: WishlistDropdownHrefs = {
  products: pagePaths.products,
  wishlist: pagePaths.wishlist,
};
