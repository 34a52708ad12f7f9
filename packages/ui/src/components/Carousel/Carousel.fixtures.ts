import { coverImage } from '../ProductCard/ProductCard.fixtures';
import type { CarouselSlide } from './Carousel';

/** The home page's four slides, with inline pictures so stories and tests need no network. */
export const sampleSlides: CarouselSlide[] = [
  {
    id: 'new-releases',
    title: 'New releases, instantly delivered',
    subtitle: 'The latest games for PC and consoles, with your key in your inbox seconds after payment.',
    alt: 'A collage of new game covers',
    href: '/products',
    image: coverImage('New releases', 210),
  },
  {
    id: 'bonus',
    title: 'Extra bonus on orders over €150',
    subtitle: 'Stock up on games, DLCs and subscriptions and get a little more from every big order.',
    alt: 'A gift box full of game controllers',
    href: '/products',
    image: coverImage('Bonus', 20),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions made simple',
    subtitle: 'Top up your console and PC memberships with a code, at a great price.',
    alt: 'A games console next to a gaming PC',
    href: '/products',
    image: coverImage('Subscriptions', 280),
  },
  {
    id: 'activation-guide',
    title: 'Redeem in under a minute',
    subtitle: 'Step-by-step activation guides for twelve platforms, from Steam to Nintendo.',
    alt: 'A phone showing a game key',
    href: '/HowToActivate',
    image: coverImage('Activation', 140),
  },
];

/** The box, in the viewport, of the part of a contained picture that shows (its shape fitted into its element). */
export function pictureBox(image: HTMLImageElement): Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'> {
  const box = image.getBoundingClientRect();
  const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const [x = 0.5, y = 0.5] = getComputedStyle(image)
    .objectPosition.split(' ')
    .map((part) => parseFloat(part) / 100);
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  const left = box.left + (box.width - width) * x;
  const top = box.top + (box.height - height) * y;
  return { left, top, right: left + width, bottom: top + height };
}
