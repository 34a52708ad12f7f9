import { pagePaths } from '@keyshop/contracts';
import { absoluteUrl, pageMeta, SITE_NAME, type MetaDescriptor } from './pageMeta';

export const HOME_DESCRIPTION =
  'Digital game keys, DLCs and subscriptions for Steam, Epic Games, Battle.net and GOG, priced in euros and delivered instantly.';

/** The home page: its head tags and a WebSite whose SearchAction searches the catalogue. */
export const homeMeta = ({ origin }: { origin: string }): MetaDescriptor[] => [
  ...pageMeta({ origin, path: pagePaths.home, description: HOME_DESCRIPTION }),
  {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: absoluteUrl(origin, '/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(origin, pagePaths.products)}?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  },
];
