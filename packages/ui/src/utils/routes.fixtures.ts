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
  { label: 'Browse All', href: '/products' },
  { label: 'PC', href: '/products' },
  { label: 'Xbox', href: '/products' },
  { label: 'PlayStation', href: '/products' },
  { label: 'Nintendo', href: '/products' },
  { label: 'Games', href: '/products' },
  { label: 'DLCs', href: '/products' },
  { label: 'Subscriptions', href: '/products' },
  { label: 'Support Center', href: '/support' },
];

export const sampleFooterLinkGroups: readonly FooterLinkGroup[] = [
  {
    heading: 'Product',
    links: [
      { label: 'How to Buy', href: '/HowToBuy' },
      { label: 'How to Activate', href: '/HowToActivate' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    heading: 'Security',
    links: [
      { label: 'Terms', href: '/TermsAndConditions' },
      { label: 'Privacy', href: '/PrivacyPolicy' },
      { label: 'Cookies', href: '/Cookies' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: '/AboutUs' },
      { label: 'Contact Us', href: '/ContactUs' },
    ],
  },
];

export const sampleFooterLegalLinks: readonly FooterLink[] = [
  { label: 'Impressum', href: '/Impressum' },
  { label: 'Accessibility', href: '/Accessibility' },
];

export const sampleProductHref = (product: { id: number | string }) => `/product/${product.id}`;
