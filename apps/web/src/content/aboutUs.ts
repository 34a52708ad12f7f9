import { company, joinAnd, policies } from './company';
import type { ContentPage } from './types';

export const aboutUs: ContentPage = {
  title: 'About Us',
  intro:
    'Keyshop is an online store for digital game keys. We help players find the games, DLCs and subscriptions they want at fair prices, and get them playing within minutes.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${company.storeName} is run by ${company.legalName}, a small team of players, developers and support specialists based in ${company.city}. We started Keyshop because buying a game key should be as simple and trustworthy as buying the game in a shop around the corner: clear prices, a clear product page and a key that works.`,
        `Every price in our catalogue is shown in euros and already includes VAT. What you see on the product page is what you pay at checkout.`,
      ],
    },
    {
      id: 'what-we-offer',
      heading: 'What we offer',
      paragraphs: [
        'Our catalogue covers PC, Xbox, PlayStation and Nintendo titles, from brand-new releases to well-loved classics, along with downloadable content and platform subscriptions.',
      ],
      list: [
        'Games for Steam, Epic Games, GOG, Ubisoft Connect, EA App, Rockstar Games Launcher and more.',
        'DLCs, expansions and season passes for the games you already own.',
        'Subscriptions and wallet top-ups for the major console and PC platforms.',
        'Clear information on every product page: platform, regional limitations, languages, system requirements and activation details.',
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      paragraphs: [
        'We source our keys from authorised distributors and from sellers we have verified. Offers are checked before they go live, and every key is delivered through your account and by e-mail.',
        `Delivery is typically instant. In exceptional cases, for example when a payment needs an additional security check, it can take up to ${policies.maxDeliveryHours} hours. If a key does not work, you can report it to us within ${policies.claimWindowDays} days and we will put it right.`,
      ],
    },
    {
      id: 'our-promise',
      heading: 'Our promise',
      list: [
        'Quick delivery: most keys reach you seconds after payment.',
        'Great prices: we compare offers so you do not have to.',
        `24/7 customer service: our support team answers in ${joinAnd(policies.supportLanguages)}.`,
        `A fair refund policy: ask for a refund within ${policies.refundWindowDays} days of purchase if the key has not been activated.`,
      ],
    },
    {
      id: 'get-in-touch',
      heading: 'Get in touch',
      paragraphs: [
        `Questions, feedback or partnership ideas? Write to us through the contact form or at ${company.supportEmail}. Our legal details are in the Impressum.`,
      ],
      links: [
        { label: 'Contact Us', href: '/ContactUs' },
        { label: 'Help Centre', href: '/faq' },
        { label: 'Impressum', href: '/Impressum' },
      ],
    },
  ],
};
