import type { UnderConstructionContent } from './types';

/** The /about route is a placeholder; the real company page is /AboutUs. */
export const about: UnderConstructionContent = {
  title: 'About Page',
  heading: 'Under Construction',
  message:
    'We are still building this page. In the meantime, you can read about Keyshop on our About Us page.',
  link: { label: 'About Us', href: '/AboutUs' },
};
