import { company } from './company';
import type { ContentPage } from './types';

export const impressum: ContentPage = {
  title: 'Impressum',
  intro:
    'Legal notice for the Keyshop online store, as required by Section 5 of the German Digital Services Act (DDG) and Section 18 of the Interstate Media Treaty (MStV).',
  updated: '2026-11-21',
  sections: [
    {
      id: 'provider',
      heading: 'Service provider',
      definitions: [
        { term: 'Company', description: company.legalName },
        {
          term: 'Address',
          description: `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`,
        },
        { term: 'Managing director', description: company.managingDirector },
        { term: 'Commercial register', description: `${company.registerCourt}, ${company.registerNumber}` },
        {
          term: 'VAT identification number',
          description: `${company.vatId} (Section 27a of the German VAT Act)`,
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      definitions: [
        { term: 'Telephone', description: company.phone },
        { term: 'E-mail', description: company.email },
        { term: 'Customer support', description: `${company.supportEmail}, available 24/7` },
      ],
      links: [{ label: 'Contact form', href: '/ContactUs' }],
    },
    {
      id: 'editorial',
      heading: 'Responsible for the content',
      paragraphs: [
        `Responsible for editorial content under Section 18(2) MStV: ${company.managingDirector}, ${company.street}, ${company.postalCode} ${company.city}.`,
      ],
    },
    {
      id: 'dispute-resolution',
      heading: 'Consumer dispute resolution',
      paragraphs: [
        'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If something goes wrong with an order, please contact our support team first: most problems are solved within a day.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability for content and links',
      paragraphs: [
        'We prepare the content of this store with care, but cannot guarantee that it is complete and up to date at all times. Product descriptions, system requirements and activation details are provided by publishers and distributors.',
        'Our pages contain links to the websites of third parties, such as the platforms on which keys are redeemed. We have no influence on their content and accept no liability for it; the respective provider or operator is responsible. If we become aware of unlawful content behind a link, we will remove the link without delay.',
      ],
    },
    {
      id: 'trademarks',
      heading: 'Trademarks',
      paragraphs: [
        'Game titles, platform names and logos are trademarks of their respective owners. Their use on this site identifies the products offered and does not imply endorsement by the trademark owners.',
      ],
    },
    {
      id: 'placeholder-notice',
      heading: 'About these details',
      paragraphs: [
        'Keyshop is a demonstration store. The company, the people and all numbers on this page are fictitious placeholders; the e-mail addresses use the reserved top-level domain .example and cannot receive mail.',
      ],
    },
  ],
};
