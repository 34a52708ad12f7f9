import type { CartDropdownHrefs, HeaderNavLink, UserMenuHrefs, WishlistDropdownHrefs } from '@keyshop/ui';

// The store's routes as the library's navigation components take them (the library knows no routes).
// The footer's link groups live with its content (content/footer.ts), the home categories in content/home.ts.

export const homePath = '/';

export const productPath = (product: { id: number | string }) => `/product/${product.id}`;

/** The four catalogue links; all go to /products with no filter (spec). */
export const headerNavLinks: readonly HeaderNavLink[] = [
  { label: 'New Games', href: '/products' },
  { label: 'Upcoming Games', href: '/products' },
  { label: 'Bestsellers', href: '/products' },
  { label: 'Trending', href: '/products' },
];

export const userMenuHrefs: UserMenuHrefs = {
  account: '/account?tab=account',
  inventory: '/account?tab=inventory',
  wishlist: '/wishlist',
  faq: '/support',
  signIn: '/login',
  register: '/register',
};

export const cartDropdownHrefs: CartDropdownHrefs = {
  products: '/products',
  cart: '/cart',
  checkout: '/checkout',
};

export const wishlistDropdownHrefs: WishlistDropdownHrefs = { products: '/products', wishlist: '/wishlist' };
