import { policies } from './company';
import type { HomeContent } from './types';

export const home: HomeContent = {
  slides: [
    {
      id: 'new-releases',
      title: 'New releases, instantly delivered',
      subtitle: 'The latest games for PC and consoles, with your key in your inbox seconds after payment.',
      alt: 'A collage of new game covers for PC, Xbox, PlayStation and Nintendo',
      to: '/products',
    },
    {
      id: 'bonus',
      title: `Extra bonus on orders over €${policies.bonusThresholdEuros}`,
      subtitle: 'Stock up on games, DLCs and subscriptions and get a little more from every big order.',
      alt: 'A gift box overflowing with game controllers and game cases',
      to: '/products',
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions made simple',
      subtitle: 'Top up your console and PC memberships with a code, at a great price.',
      alt: 'A games console and a gaming PC side by side, each showing a subscription library',
      to: '/products',
    },
    {
      id: 'activation-guide',
      title: 'Redeem in under a minute',
      subtitle: 'Step-by-step activation guides for twelve platforms, from Steam to Nintendo.',
      alt: 'A hand holding a phone with a game key on the screen next to a game controller',
      to: '/HowToActivate',
    },
  ],
  categories: [
    { label: 'Browse All', to: '/products' },
    { label: 'PC', to: '/products' },
    { label: 'Xbox', to: '/products' },
    { label: 'PlayStation', to: '/products' },
    { label: 'Nintendo', to: '/products' },
    { label: 'Games', to: '/products' },
    { label: 'DLCs', to: '/products' },
    { label: 'Subscriptions', to: '/products' },
    { label: 'Support Center', to: '/support' },
  ],
};
