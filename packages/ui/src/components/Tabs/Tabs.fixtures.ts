/** The account page's tabs, each with its panel's text. */
export const accountSections = [
  { value: 'inventory', label: 'Inventory', text: 'Your purchased keys.' },
  { value: 'orders', label: 'Orders', text: 'No orders yet.' },
  { value: 'account', label: 'Account', text: 'Profile, email and password settings.' },
  { value: 'support', label: 'Customer Support', text: 'Send us a message.' },
];
