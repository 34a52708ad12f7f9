import { company } from './company';
import type { ContentPage } from './types';

export const accessibility: ContentPage = {
  title: 'Accessibility Statement',
  intro: `${company.legalName} wants everyone to be able to browse, buy and redeem games on Keyshop, whatever device, browser or assistive technology they use. This statement explains how accessible the store is today and how to tell us when something gets in your way.`,
  updated: '2026-11-21',
  sections: [
    {
      id: 'conformance-status',
      heading: 'Conformance status',
      paragraphs: [
        'The Web Content Accessibility Guidelines (WCAG) define requirements that make web content more accessible to people with disabilities. They have three levels of conformance: A, AA and AAA.',
        'The Keyshop storefront is partially conformant with WCAG 2.1 level AA. Partially conformant means that some parts of the content do not yet fully conform to the standard. The known gaps are listed below.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do to make the store accessible',
      list: [
        'Every page works with a keyboard alone, with a visible focus indicator on all interactive elements.',
        'Menus, dropdowns, tabs and accordions follow the keyboard patterns of the WAI-ARIA Authoring Practices.',
        'Form fields have visible labels, and errors are announced as text, not only by colour.',
        'Light and dark themes are both checked for sufficient colour contrast.',
        'Each interface component is tested automatically for accessibility problems in both themes before it is released.',
        'Pages scale to 200% zoom and adapt to small screens without loss of content.',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Content that is not yet accessible',
      paragraphs: ['We know about the following issues and are working on them:'],
      list: [
        'Short notifications disappear on their own. Confirmation messages such as "Added to cart!" close after about two seconds, and the confirmation of a sent contact message after three seconds, and the time cannot be extended (WCAG 2.2.1 Timing Adjustable). The outcome is still visible elsewhere, for example in the cart counter in the header.',
        'Product descriptions, system requirements and activation details are supplied by publishers and distributors. Some of them contain images without text alternatives, links whose purpose is unclear out of context, or headings written as plain text (WCAG 1.1.1 Non-text Content, 1.3.1 Info and Relationships, 2.4.4 Link Purpose).',
        'Product screenshots in the image gallery are described only by the product name, not by what each screenshot shows (WCAG 1.1.1 Non-text Content).',
        'The cover carousel on the home page moves to the next slide when you scroll the mouse wheel over it, which can be unexpected if you meant to scroll the page. Keyboard users can move between slides with the pagination buttons.',
      ],
    },
    {
      id: 'third-party-content',
      heading: 'Third-party content',
      paragraphs: [
        'Redeeming a key happens on the platform that issued it, such as Steam, PlayStation Store or the Microsoft Store. Those websites and apps are outside our control, and their accessibility is the responsibility of their operators.',
      ],
    },
    {
      id: 'assessment',
      heading: 'How we assessed the store',
      paragraphs: [
        'This statement is based on a self-evaluation by the Keyshop team: automated checks of every interface component in the light and dark themes, keyboard tests of every interactive widget, and a manual review of the page templates against the WCAG 2.1 level AA success criteria.',
        'The storefront relies on HTML, WAI-ARIA, CSS and JavaScript. It is designed to work with current versions of the major browsers and with the screen readers commonly used with them.',
      ],
    },
    {
      id: 'feedback',
      heading: 'Report a problem',
      paragraphs: [
        `If you find a part of the store you cannot use, please tell us. E-mail ${company.supportEmail} with the subject "Accessibility", or use the contact form. It helps us if you include:`,
      ],
      list: [
        'the address (URL) of the page,',
        'what you were trying to do and what went wrong,',
        'the browser and any assistive technology you use.',
      ],
      links: [
        { label: 'E-mail our support team', href: `mailto:${company.supportEmail}?subject=Accessibility` },
        { label: 'Contact form', href: '/ContactUs' },
      ],
    },
    {
      id: 'response',
      heading: 'Our response and further steps',
      paragraphs: [
        'We reply to accessibility feedback within five working days. If a problem prevents you from completing a purchase, our support team will help you place the order or provide the information you need in another format.',
        'If you are not satisfied with our response, you can contact the authority responsible for monitoring the accessibility of products and services in Germany, the Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF).',
      ],
    },
    {
      id: 'statement-date',
      heading: 'Date of this statement',
      paragraphs: [
        'This statement was prepared on 21 November 2026 and is reviewed whenever the store changes significantly, and at least once a year.',
      ],
    },
  ],
};
