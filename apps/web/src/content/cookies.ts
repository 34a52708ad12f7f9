import { company } from './company';
import type { ContentPage } from './types';

export const cookies: ContentPage = {
  title: 'Cookies and Browser Storage',
  intro:
    'Keyshop keeps a few small pieces of information in your browser so that the store works the way you expect: you stay signed in, your cart and wishlist are still there when you come back, and the store remembers whether you prefer the light or dark theme and which country you activate keys in. This page lists every one of them.',
  updated: '2026-11-24',
  sections: [
    {
      id: 'no-tracking',
      heading: 'No tracking, no advertising',
      paragraphs: [
        'We do not use analytics, advertising or social media cookies, and we do not allow third parties to track you on our pages. Nothing stored in your browser is used to build a profile of you or shared with advertisers.',
        'Because we only store what is strictly necessary to provide the store and the functions you ask for, we do not show a consent banner. You can still remove the data at any time, as described below.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'What we store in your browser',
      paragraphs: [
        'The store uses your browser’s local storage, not cookies. Local storage stays on your device: it is not sent to our servers with every request, and it is kept until you or the store remove it.',
      ],
      definitions: [
        {
          term: 'token',
          description:
            'Strictly necessary. A sign-in token that proves to our servers that you are signed in. Stored when you sign in and removed when you sign out or your session expires.',
        },
        {
          term: 'user',
          description:
            'Strictly necessary. Your account ID, username, e-mail address and registration date, so the store can greet you and show your account without asking the server on every page. Removed together with the token.',
        },
        {
          term: 'cart',
          description:
            'Functional. The products in your shopping cart and their quantities, so your cart survives a page reload or a closed tab. Updated with every change and emptied when you clear the cart.',
        },
        {
          term: 'wishlist',
          description:
            'Functional. The products on your wishlist, kept on your device so you can return to them later.',
        },
        {
          term: 'darkMode',
          description:
            'Functional. Your choice of the light or dark theme. Stored only when you use the theme toggle; until then the store follows your system setting.',
        },
        {
          term: 'country',
          description:
            "Functional. The country you chose in your account settings, so that your cart can point out keys that will not activate there. Stored only when you choose one; until then the store takes the country from your browser's language.",
        },
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Why no consent is needed',
      paragraphs: [
        'Storing information on your device is allowed without consent when it is strictly necessary to provide a service you have explicitly asked for (Section 25(2) of the German Telecommunications Digital Services Data Protection Act, TDDDG, implementing Article 5(3) of the ePrivacy Directive). Signing in, keeping a cart and a wishlist, and remembering your theme and country are such services.',
        'More about how we handle personal data is in our Privacy Policy.',
      ],
      links: [{ label: 'Privacy Policy', href: '/PrivacyPolicy' }],
    },
    {
      id: 'remove',
      heading: 'How to remove the stored data',
      list: [
        'Sign out from the user menu to remove token and user.',
        'Remove items from your cart and wishlist, or clear the cart, to empty cart and wishlist.',
        'Clear the site data for Keyshop in your browser settings to remove everything at once. You will be signed out and your cart, wishlist, theme and country choices will be reset.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      paragraphs: [`If you have questions about this page, write to ${company.privacyEmail}.`],
    },
  ],
};
