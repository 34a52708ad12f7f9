import { expect } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { HeaderLogo } from '../components/Header/HeaderLogo';
import type { RenderLink } from './renderLink';

/** Story links keep the route in the hash, so a click shows the target without leaving the story. */
export const hashRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a {...props} href={`#${href}`}>
    {children}
  </a>
);

/** A header menu at the right edge, as in the header, with room below for its open panel. */
export const headerMenuDecorator =
  (minHeight: number): Decorator =>
  (Story) => <div style={{ minHeight, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>;

/** A store's brand as the header takes it from the app (the library knows no store): sample values. */
export const sampleHeaderBrand = {
  logo: <HeaderLogo name="Keyshop" />,
  logoLabel: 'Keyshop home',
  promo: 'Extra Bonus on Orders over €150',
};

/**
 * A story on the phone viewport (360 × 740): Storybook sizes the canvas and the test-runner the page, so
 * media queries switch as on a phone.
 */
export const onPhone = { viewport: { value: 'phone', isRotated: false } };

/** Whether the page scrolls sideways (content wider than the viewport). */
export const pageScrollsSideways = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth;

/** The page's direction, as the toolbar (the test-runner's right-to-left pass) or a story's globals set it. */
export const pageDirection = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/** The arrow keys to the next and previous item in the page's direction: in right to left, ArrowLeft is next. */
export const arrowKeys = () =>
  pageDirection() === 'rtl'
    ? { next: '{ArrowLeft}', previous: '{ArrowRight}' }
    : { next: '{ArrowRight}', previous: '{ArrowLeft}' };

/** Asserts `after` comes after `before` in the page's reading direction: to its left in right to left. */
export async function expectFollows(before: Element, after: Element) {
  const [first, second] = [before.getBoundingClientRect(), after.getBoundingClientRect()];
  if (pageDirection() === 'rtl') await expect(second.right).toBeLessThanOrEqual(first.left + 0.5);
  else await expect(second.left).toBeGreaterThanOrEqual(first.right - 0.5);
}
