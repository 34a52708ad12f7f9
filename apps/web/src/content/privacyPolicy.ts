import { company, companyAddress } from './company';
import type { ContentPage } from './types';

export const privacyPolicy: ContentPage = {
  title: 'Privacy Policy',
  intro:
    'This policy explains which personal data Keyshop processes when you use our store, why we do it, on which legal basis under the EU General Data Protection Regulation (GDPR), how long we keep it and which rights you have.',
  updated: '2026-11-21',
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible',
      paragraphs: [
        `The controller responsible for processing your personal data is ${companyAddress}, represented by its managing director ${company.managingDirector}.`,
        `For all questions about data protection, and to exercise your rights, write to ${company.privacyEmail} or to our postal address with the subject "Data protection".`,
      ],
      links: [{ label: 'Impressum', href: '/Impressum' }],
    },
    {
      id: 'account',
      heading: '2. Your customer account',
      paragraphs: [
        'When you register, we process your username, your e-mail address and your password. We store the password only as a salted cryptographic hash, never in readable form. When you sign in, we issue a sign-in token that your browser keeps until you sign out.',
        'Purpose: to create and run your account, let you sign in, show your inventory and orders, and let you change your profile, e-mail address and password.',
        'Legal basis: Art. 6(1)(b) GDPR (performance of the contract for the use of our store).',
        'Retention: as long as your account exists. You can delete your account at any time under My Account → Account → Delete Account; we then erase your account data, except order records we must keep by law (see section 3).',
      ],
    },
    {
      id: 'orders',
      heading: '3. Orders',
      paragraphs: [
        'When you buy from us, we process the products you ordered, prices, the order date, the keys delivered to you, your e-mail address for delivery and the payment status. Your card or wallet details are entered directly with the payment provider; we do not receive or store them.',
        'Purpose: to conclude and fulfil the contract, deliver your keys, handle claims and refunds, and keep the accounting records the law requires. We also check orders for signs of fraud to protect you and us.',
        'Legal basis: Art. 6(1)(b) GDPR (performance of the contract); Art. 6(1)(c) GDPR (statutory retention duties under German commercial and tax law); Art. 6(1)(f) GDPR (our legitimate interest in preventing fraud and misuse of payment methods).',
        'Retention: order records are kept for up to ten years from the end of the calendar year of the order, as German commercial and tax law requires. After that they are deleted.',
      ],
    },
    {
      id: 'messages',
      heading: '4. Messages to our support team',
      paragraphs: [
        'When you write to us through the contact form, the support form, the Customer Support tab of your account or by e-mail, we process your name (if given), your e-mail address, the subject and the content of your message.',
        'Purpose: to answer your request and solve your problem.',
        'Legal basis: Art. 6(1)(b) GDPR where your message concerns an order or your account, or steps before a purchase; otherwise Art. 6(1)(f) GDPR (our legitimate interest in answering the questions people send us).',
        'Retention: we delete messages twelve months after your request has been resolved, unless we need them longer to establish or defend legal claims.',
      ],
    },
    {
      id: 'newsletter',
      heading: '5. Newsletter',
      paragraphs: [
        'If you sign up for our newsletter, we process your e-mail address and the time of your sign-up to send you news about deals, releases and the store.',
        'Legal basis: your consent, Art. 6(1)(a) GDPR. You can withdraw your consent at any time, with effect for the future, using the unsubscribe link in every newsletter or by writing to us.',
        'Retention: until you unsubscribe. We keep a record of your consent (e-mail address and time) for up to three years after you unsubscribe, to be able to prove that we only sent the newsletter with your consent (Art. 6(1)(f) GDPR).',
      ],
    },
    {
      id: 'technical-data',
      heading: '6. Technical data when you visit the store',
      paragraphs: [
        'Each time you open a page, our servers process technical data that your browser sends automatically: your IP address, the date and time, the address requested, and the browser and operating system used.',
        'Purpose: to deliver the store to you and to keep it secure and stable, for example to detect and stop attacks.',
        'Legal basis: Art. 6(1)(f) GDPR (our legitimate interest in a secure, working website). Retention: at most 14 days, unless an incident needs to be investigated.',
      ],
    },
    {
      id: 'browser-storage',
      heading: '7. Browser storage',
      paragraphs: [
        'The store keeps your sign-in, cart, wishlist and theme choice in your browser’s local storage. We use no tracking, analytics or advertising tools. The details are on our Cookies page.',
      ],
      links: [{ label: 'Cookies and Browser Storage', href: '/Cookies' }],
    },
    {
      id: 'recipients',
      heading: '8. Who receives your data',
      paragraphs: [
        'We do not sell your personal data. We share it only where this is needed for the purposes above:',
      ],
      list: [
        'Hosting and e-mail delivery providers that run our servers and send our e-mails, bound by data processing agreements under Art. 28 GDPR.',
        'Payment providers, which process your payment as independent controllers under their own privacy policies.',
        'Tax advisers and authorities, where the law requires it.',
      ],
    },
    {
      id: 'transfers',
      heading: '9. Transfers outside the EU',
      paragraphs: [
        'We store your data in the European Union. If a service provider processes data outside the European Economic Area, we make sure the country offers an adequate level of protection recognised by the European Commission, or we agree the EU Standard Contractual Clauses with the provider.',
      ],
    },
    {
      id: 'rights',
      heading: '10. Your rights',
      paragraphs: ['Under the GDPR you have the right to:'],
      list: [
        'access the personal data we hold about you (Art. 15 GDPR);',
        'have incorrect data rectified (Art. 16 GDPR);',
        'have your data erased (Art. 17 GDPR);',
        'restrict the processing of your data (Art. 18 GDPR);',
        'receive your data in a structured, machine-readable format, or have it sent to another controller (data portability, Art. 20 GDPR);',
        'object at any time to processing based on Art. 6(1)(f) GDPR, on grounds relating to your particular situation (Art. 21 GDPR);',
        'withdraw any consent you have given, with effect for the future (Art. 7(3) GDPR);',
        'lodge a complaint with a supervisory authority (Art. 77 GDPR), in particular in the EU member state where you live or work or where the alleged infringement took place. The authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information.',
      ],
    },
    {
      id: 'required-data',
      heading: '11. Do you have to provide your data?',
      paragraphs: [
        'You can browse the store and keep a cart and a wishlist without giving us any personal data. To create an account we need your username, e-mail address and password, and to deliver the keys you buy we need your e-mail address. Signing up for the newsletter is entirely optional.',
        'We do not use automated decision-making, including profiling, that has legal or similarly significant effects on you (Art. 22 GDPR).',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      paragraphs: [
        'We update this policy when our store or the law changes. The date at the top shows the latest revision.',
      ],
    },
  ],
};
