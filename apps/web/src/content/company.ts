/**
 * Facts that several pages state. Keeping them here means the terms, the FAQ, the privacy policy and the
 * footer cannot drift apart. The company details are fictitious placeholders (reserved .example domain,
 * the German specimen name "Erika Mustermann", zeroed register and VAT numbers).
 */
export const company = {
  storeName: 'Keyshop',
  legalName: 'Keyshop GmbH',
  street: 'Musterstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Germany',
  phone: '+49 30 000000-0',
  email: 'info@keyshop.example',
  supportEmail: 'support@keyshop.example',
  privacyEmail: 'privacy@keyshop.example',
  managingDirector: 'Erika Mustermann',
  registerCourt: 'Amtsgericht Charlottenburg (Berlin)',
  registerNumber: 'HRB 000000 B',
  vatId: 'DE000000000',
} as const;

export const companyAddress = `${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}, ${company.country}`;

export const policies = {
  currency: 'EUR',
  refundWindowDays: 14,
  claimWindowDays: 14,
  maxDeliveryHours: 24,
  bonusThresholdEuros: 150,
  acceptedCurrencies: ['USD', 'EUR', 'GBP'],
  supportLanguages: ['English', 'Spanish', 'French'],
} as const;

/** "A, B and C": the house style for short lists inside sentences. */
export function joinAnd(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
