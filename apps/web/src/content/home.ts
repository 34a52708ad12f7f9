import { policies } from './company';
import type { HomeContent } from './types';

export const home: HomeContent = {
  slides: [
    {
      id: 'new-releases',
      title: 'New releases, instantly delivered',
      subtitle: 'The latest games for PC and consoles, with your key in your inbox seconds after payment.',
      alt: 'A collage of new game covers for PC, Xbox, PlayStation and Nintendo',
      href: '/products',
    },
    {
      id: 'bonus',
      title: 'Every order protected',
      subtitle: `Refund a key you have not revealed within ${policies.refundWindowDays} days, at no extra charge.`,
      alt: 'A gift box overflowing with game controllers and game cases',
      href: '/products',
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions made simple',
      subtitle: 'Top up your console and PC memberships with a code, at a great price.',
      alt: 'A games console and a gaming PC side by side, each showing a subscription library',
      href: '/products',
    },
    {
      id: 'activation-guide',
      title: 'Redeem in under a minute',
      subtitle: 'Step-by-step activation guides for twelve platforms, from Steam to Nintendo.',
      alt: 'A hand holding a phone with a game key on the screen next to a game controller',
      href: '/HowToActivate',
    },
  ],
  categories: [
    { label: 'Browse All', href: '/products' },
    { label: 'PC', href: '/products?platform=pc' },
    { label: 'Xbox', href: '/products?platform=xbox' },
    { label: 'PlayStation', href: '/products?platform=playstation' },
    { label: 'Nintendo', href: '/products?platform=nintendo' },
    { label: 'Games', href: '/products?type=game' },
    { label: 'DLCs', href: '/products?type=dlc' },
    { label: 'Subscriptions', href: '/products?type=subscription' },
    { label: 'Support Center', href: '/support' },
  ],
};
