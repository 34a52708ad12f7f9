import { company, companyAddress, joinAnd, policies } from './company';
import type { ContentPage } from './types';

export const termsAndConditions: ContentPage = {
  title: 'Terms and Conditions',
  intro: `These terms apply to every purchase in the Keyshop online store. Please read them before you place an order; they include important information about delivery, refunds and your right of withdrawal.`,
  updated: '2026-11-21',
  sections: [
    {
      id: 'scope',
      heading: '1. Scope and contracting party',
      paragraphs: [
        `Your contract is concluded with ${companyAddress} ("Keyshop", "we"). These terms apply to all orders placed in our store. Different terms of a customer do not apply unless we agree to them in writing.`,
        'The contract language is English.',
      ],
    },
    {
      id: 'products',
      heading: '2. Our products',
      paragraphs: [
        'We sell digital product keys (activation codes) for games, downloadable content (DLCs) and subscriptions. A key is redeemed on the platform that issued it, such as Steam, PlayStation Store or the Microsoft Store, and the use of the game is then governed by that platform’s terms.',
        'Each product page states the platform, any regional limitations, the supported languages and the system requirements. Please check them before you buy: a key restricted to one region may not work in another.',
        "Regional limitations name the regions a key activates in: Europe (the European Union, the other EEA states, Switzerland and the microstates within them), United Kingdom, North America, Latin America and Rest of the world (every other country), or worldwide. Before you order, we compare each item in your cart with the country chosen in your account settings (or taken from your browser's language) and point out any key that will not activate there; you decide whether to buy it anyway or to remove it. A key you bought anyway after that notice is not faulty because of its region.",
        'Keys are valid indefinitely unless stated otherwise on the product page, for example for time-limited subscriptions or pre-order bonuses.',
      ],
    },
    {
      id: 'contract',
      heading: '3. How the contract is concluded',
      paragraphs: [
        'The products in our store are not a binding offer but an invitation to order. By submitting your order at checkout you make a binding offer to purchase the products in your cart. We accept your offer by sending an order confirmation by e-mail or by delivering the key, whichever comes first.',
        'Before you submit the order you can review and correct all details on the order review page.',
      ],
    },
    {
      id: 'prices',
      heading: '4. Prices and payment',
      paragraphs: [
        'All prices are shown in euros (EUR) and include the statutory value added tax (VAT). There are no shipping costs for digital products. During a sale we show the saving in percent against the lowest price of the 30 days before the sale began, and that price, named and struck through.',
        `You pay by credit or debit card on the secure page of our payment provider, in euros. We accept cards whose account is in ${joinAnd(policies.acceptedCurrencies)}; for a card in a currency other than the euro, your bank converts the euro amount and may charge a conversion fee.`,
      ],
    },
    {
      id: 'delivery',
      heading: '5. Delivery',
      paragraphs: [
        'Keys are delivered electronically. After your payment is confirmed we make the key available in the Inventory tab of My Account and send an order confirmation with a link to it to your e-mail address.',
        `Delivery is typically instant. In exceptional cases, for example when a payment needs an additional security check, it can take up to ${policies.maxDeliveryHours} hours. If you have not received your key after ${policies.maxDeliveryHours} hours, please contact our support team.`,
      ],
      links: [
        { label: 'Your Inventory', href: '/account?tab=inventory' },
        { label: 'Contact Us', href: '/ContactUs' },
      ],
    },
    {
      id: 'buyer-protection',
      heading: '6. Buyer protection',
      paragraphs: [
        `Every order is protected at no extra charge; there is nothing to add at checkout. Until you reveal a key you can refund it within ${policies.refundWindowDays} days of purchase, and a key that does not work can be reported to our support team within ${policies.claimWindowDays} days of purchase. This does not limit your statutory rights or the other rights in these terms.`,
      ],
    },
    {
      id: 'key-claims',
      heading: '7. Problems with a key',
      paragraphs: [
        `If a key does not work, for example because the platform reports it as invalid or already used, please report it to our support team within ${policies.claimWindowDays} days of purchase. We check the key with our supplier and send you a working replacement or refund the purchase price.`,
        'Please include your order number and a screenshot of the error message. Your statutory rights in respect of defective digital products remain unaffected.',
      ],
    },
    {
      id: 'refunds',
      heading: '8. Refund policy',
      paragraphs: [
        `In addition to your statutory rights, you can request a refund within ${policies.refundWindowDays} days of purchase if the key has not been activated. We check the activation status with the supplier and refund the purchase price to the payment method you used, usually within five working days of approving the request. Keys you have not revealed in your account count as not activated: you can refund them yourself, the whole order or key by key, in the Orders tab of My Account, and we confirm the refund by e-mail.`,
        'Keys that have already been redeemed on a platform cannot be refunded under this policy.',
      ],
    },
    {
      id: 'withdrawal',
      heading: '9. Right of withdrawal',
      paragraphs: [
        'If you are a consumer, you generally have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period is 14 days from the day the contract is concluded.',
        `To exercise your right of withdrawal, you must inform us (${companyAddress}, e-mail ${company.supportEmail}) of your decision by a clear statement, for example a letter or an e-mail. You may use the model withdrawal form below, but it is not obligatory. To meet the deadline, it is sufficient to send your notice before the withdrawal period expires.`,
        'Effects of withdrawal: if you withdraw from this contract, we reimburse all payments received from you without undue delay and no later than 14 days from the day we receive your notice. We use the same means of payment you used for the original transaction, unless expressly agreed otherwise; you will not be charged any fees for this reimbursement.',
        'Early expiry of the right of withdrawal: for digital content not supplied on a tangible medium, your right of withdrawal expires once we begin delivery, that is, once the key is made available to you, provided that you have expressly consented at checkout to delivery starting before the end of the withdrawal period and acknowledged that you thereby lose your right of withdrawal. We keep the time and the version of the text you consented to with your order, show them with the order and repeat them in the order confirmation we send by e-mail.',
      ],
    },
    {
      id: 'withdrawal-form',
      heading: 'Model withdrawal form',
      paragraphs: [
        'If you wish to withdraw from the contract, please complete this form and return it to us.',
        `To ${companyAddress}, e-mail ${company.supportEmail}:`,
      ],
      list: [
        'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the supply of the following digital content (*)',
        'Ordered on (*)',
        'Name of consumer(s)',
        'Address of consumer(s)',
        'Signature of consumer(s) (only if this form is notified on paper)',
        'Date',
        '(*) Delete as appropriate.',
      ],
    },
    {
      id: 'account',
      heading: '10. Your account',
      paragraphs: [
        'Keep your password secret and tell us immediately if you suspect that someone else is using your account. Keys bought in our store are for your own use or as a gift; buying keys for commercial resale is not permitted.',
      ],
    },
    {
      id: 'liability',
      heading: '11. Liability',
      paragraphs: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under the German Product Liability Act. For slight negligence we are liable only for breaches of essential contractual obligations, limited to the damage typical of the contract and foreseeable when it was concluded.',
        'We are not responsible for the availability or the terms of the platforms on which keys are redeemed.',
      ],
    },
    {
      id: 'final',
      heading: '12. Final provisions',
      paragraphs: [
        'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country where you live.',
        'Information on consumer dispute resolution is in our Impressum. Should any provision of these terms be invalid, the remaining provisions remain in effect.',
      ],
      links: [
        { label: 'Impressum', href: '/Impressum' },
        { label: 'Privacy Policy', href: '/PrivacyPolicy' },
      ],
    },
  ],
};
