// Story and test data only (not exported from the package): a store's route table as the navigation
// components take it. The library itself knows no routes; an app passes its own.
import type { CartDropdownHrefs } from '../components/CartDropdown';
import type { CategoryBarItem } from '../components/CategoryBar';
import type { FooterLink, FooterLinkGroup } from '../components/Footer';
import type { HeaderNavLink } from '../components/Header';
import type { UserMenuHrefs } from '../components/UserMenu';
import type { WishlistDropdownHrefs } from '../components/WishlistDropdown';

export const sampleHomeHref = '/';

export const sampleUserMenuHrefs: UserMenuHrefs = {
  account: '/account?tab=account',
  inventory: '/account?tab=inventory',
  wishlist: '/wishlist',
  faq: '/support',
  signIn: '/login',
  register: '/register',
};

export const sampleCartDropdownHrefs: CartDropdownHrefs = {
  products: '/products',
  cart: '/cart',
  checkout: '/checkout',
};

export const sampleWishlistDropdownHrefs: WishlistDropdownHrefs = {
  products: '/products',
  wishlist: '/wishlist',
};

export const sampleHeaderNavLinks: readonly HeaderNavLink[] = [
  { label: 'New Games', href: '/products' },
  { label: 'Upcoming Games', href: '/products' },
  { label: 'Bestsellers', href: '/products' },
  { label: 'Trending', href: '/products' },
];

export const sampleCategoryBarItems: readonly CategoryBarItem[] = [
  { label: 'Browse All', to: '/products' },
  { label: 'PC', to: '/products' },
  { label: 'Xbox', to: '/products' },
  { label: 'PlayStation', to: '/products' },
  { label: 'Nintendo', to: '/products' },
  { label: 'Games', to: '/products' },
  { label: 'DLCs', to: '/products' },
  { label: 'Subscriptions', to: '/products' },
  { label: 'Support Center', to: '/support' },
];

export const sampleFooterLinkGroups: readonly FooterLinkGroup[] = [
  {
    heading: 'Product',
    links: [
      { label: 'How to Buy', to: '/HowToBuy' },
      { label: 'How to Activate', to: '/HowToActivate' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    heading: 'Security',
    links: [
      { label: 'Terms', to: '/TermsAndConditions' },
      { label: 'Privacy', to: '/PrivacyPolicy' },
      { label: 'Cookies', to: '/Cookies' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/AboutUs' },
      { label: 'Contact Us', to: '/ContactUs' },
    ],
  },
];

export const sampleFooterLegalLinks: readonly FooterLink[] = [
  { label: 'Impressum', to: '/Impressum' },
  { label: 'Accessibility', to: '/Accessibility' },
];

export const sampleProductHref = (product: { id: number | string }) => `/product/${product.id}`;
