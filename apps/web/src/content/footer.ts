import { company } from './company';
import type { FooterContent } from './types';

export const footer: FooterContent = {
  sellingPoints: [
    {
      id: 'quick-delivery',
      title: 'Quick delivery',
      description: 'Keys typically arrive instantly.',
    },
    {
      id: 'great-prices',
      title: 'Great prices',
      description: 'Fair prices in euros, VAT included.',
    },
    {
      id: 'customer-service',
      title: '24/7 customer service',
      description: 'Our support team is here for you around the clock.',
    },
  ],
  linkGroups: [
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
  ],
  legalLinks: [
    { label: 'Impressum', href: '/Impressum' },
    { label: 'Accessibility', href: '/Accessibility' },
  ],
  paymentHeading: 'Secure payment',
  paymentMethods: [
    { id: 'card', label: 'Credit and debit cards' },
    { id: 'wallet', label: 'Digital wallets' },
    { id: 'bank-transfer', label: 'Bank transfer' },
  ],
  sslNote: 'Every page is encrypted with SSL.',
  copyright: (year) => `© ${year} ${company.legalName}. All rights reserved.`,
};
