// Story and test data only (not exported from the package): a store's footer content as Footer takes it.
import type { FooterLabels, FooterSellingPoint } from './Footer';
import type { FooterPaymentMethod } from './FooterPayments';

export const sampleFooterSellingPoints: readonly FooterSellingPoint[] = [
  { id: 'quick-delivery', title: 'Quick delivery' },
  { id: 'great-prices', title: 'Great prices' },
  { id: 'customer-service', title: '24/7 customer service' },
];

export const sampleFooterPaymentMethods: readonly FooterPaymentMethod[] = [
  { id: 'card', label: 'Credit and debit cards' },
  { id: 'wallet', label: 'PayPal' },
  { id: 'bank-transfer', label: 'Bank transfer' },
];

/** The store's own copyright line (the library's default names no store). */
export const sampleFooterLabels: Partial<FooterLabels> = {
  copyright: (year) => `© ${year} Keyshop. All rights reserved.`,
};
