import { company, joinAnd, policies } from './company';
import type { FaqContent } from './types';

export const faq: FaqContent = {
  title: 'Help Centre',
  intro: 'How can we help? Browse the most common questions by topic, or write to our support team.',
  viewAllLabel: 'View All Articles',
  contact: {
    heading: 'Still need help?',
    text: 'Our support team is available 24/7. Write to us and we will get back to you as soon as possible.',
    email: company.supportEmail,
  },
  backLinks: [
    { label: 'Back to FAQ', href: '/faq' },
    { label: 'Back to Home', href: '/' },
  ],
  categories: [
    {
      id: 'account',
      label: 'Account',
      description: 'Registration, signing in, account settings and refund requests.',
      href: '/faq/account',
      entries: [
        {
          question: 'How do I create an account?',
          answer:
            'Select Register in the user menu, enter a username, your e-mail address and a password, and confirm the password. After registering, sign in with your e-mail address and password.',
        },
        {
          question: 'How do I change my username, e-mail address or password?',
          answer:
            'Go to My Account and open the Account tab. Profile Settings, Email Settings and Password Settings each have their own form. To change your e-mail address or password you need your current password. After a change you are signed out and asked to sign in again with your updated details.',
        },
        {
          question: 'I forgot my password. What can I do?',
          answer: `Write to ${company.supportEmail} from the e-mail address of your account. Our support team will verify that the account is yours and help you regain access.`,
        },
        {
          question: 'How do I request a refund?',
          answer: `Refund requests can be made within ${policies.refundWindowDays} days of purchase. For keys you have not revealed yet, open the Orders tab in My Account, choose Refund on the order and confirm: the refund is made at once and confirmed by e-mail. A key you have revealed with Show Key cannot be refunded; for a faulty key, send us a message from the Customer Support tab in My Account, or use the contact form, and include your order number.`,
        },
        {
          question: 'How do I delete my account?',
          answer:
            'Go to My Account, open the Account tab and select Delete Account. You will be asked to confirm, because deleting your account cannot be undone. Keys you have already redeemed stay on the platforms where you activated them.',
        },
      ],
    },
    {
      id: 'products',
      label: 'Products',
      description: 'Keys, delivery, regions and activation.',
      href: '/faq/products',
      entries: [
        {
          question: 'How long are keys valid?',
          answer:
            'Keys are valid indefinitely unless stated otherwise on the product page. Some subscriptions and promotional codes must be redeemed by a certain date; when that applies, the product page says so.',
        },
        {
          question: 'When and where do I receive my key?',
          answer: `Delivery is typically instant: your key appears in the Inventory tab of My Account, and your order confirmation arrives by e-mail with a link to it. In exceptional cases delivery can take up to ${policies.maxDeliveryHours} hours.`,
        },
        {
          question: 'Will the key work in my country?',
          answer:
            'Check the Regional limitations field on the product page before you buy: it says "Activates worldwide" or names the regions the key activates in (Europe, United Kingdom, North America, Latin America or Rest of the world); other keys only work with platform accounts from the regions stated. Choose your country in the Account tab of My Account (until you do, the store takes it from your browser\'s language): a key that will not activate there is flagged in your cart and at checkout, and you confirm it with Buy anyway or remove it before you can order.',
        },
        {
          question: 'How do I activate my key?',
          answer:
            'Keys are redeemed on the platform that issued them, such as Steam, PlayStation Store or the Microsoft Store. Our How to Activate page has step-by-step instructions for twelve platforms.',
        },
        {
          question: 'What if my key does not work?',
          answer: `Take a screenshot of the error message and contact our support team within ${policies.claimWindowDays} days of purchase. We will check the key with our supplier and send you a working replacement or refund your purchase.`,
        },
      ],
    },
    {
      id: 'payments',
      label: 'Payments',
      description: 'Currencies, payment methods, VAT and refunds.',
      href: '/faq/payments',
      entries: [
        {
          question: 'Which currencies do you accept?',
          answer: `Prices are shown and charged in euros only. Cards whose account is in ${joinAnd(policies.acceptedCurrencies)} are all accepted: for a card in another currency than the euro, your bank converts the euro amount and may charge a fee for it.`,
        },
        {
          question: 'Which payment methods can I use?',
          answer:
            'You pay by credit or debit card on the secure page of our payment provider. Your card details are entered directly with the payment provider; we never see or store them.',
        },
        {
          question: 'Do prices include VAT?',
          answer:
            'Yes. All prices are in euros and already include VAT, so the price you see is the price you pay.',
        },
        {
          question: 'Can I get my money back?',
          answer: `Yes. You can get a refund within ${policies.refundWindowDays} days of purchase if the key has not been activated, that is, as long as you have not revealed it with Show Key: choose Refund on the order in the Orders tab of My Account. The money goes back to the payment method you used.`,
        },
        {
          question: 'What is Buyer Protection?',
          answer:
            'Buyer Protection is an optional extra you can add at checkout. It gives you priority support and a full refund if a key turns out to be faulty and cannot be replaced.',
        },
      ],
    },
    {
      id: 'others',
      label: 'Others',
      description: 'Support, newsletter, security and everything else.',
      href: '/faq/others',
      entries: [
        {
          question: 'Which languages does your support team speak?',
          answer: `Our support team answers in ${joinAnd(policies.supportLanguages)}, 24 hours a day, 7 days a week.`,
        },
        {
          question: 'How can I contact you?',
          answer: `Use the contact form, the Customer Support tab in My Account, or write to ${company.supportEmail}. We reply as quickly as we can, usually within a few hours.`,
        },
        {
          question: 'Do I need an account to shop?',
          answer:
            'You can browse the store, fill your cart and keep a wishlist without an account. An account keeps all your keys and orders in one place, so we recommend creating one before you buy.',
        },
        {
          question: 'How do I subscribe to the newsletter, or unsubscribe?',
          answer:
            'Enter your e-mail address in the newsletter box at the bottom of any page. To unsubscribe, use the link at the end of every newsletter or write to us.',
        },
        {
          question: 'Is shopping on Keyshop secure?',
          answer:
            'Yes. Every page is served over an encrypted SSL connection, payments are handled by our payment providers, and we never ask for your platform passwords.',
        },
      ],
    },
  ],
};
