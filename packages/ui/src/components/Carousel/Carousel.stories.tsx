import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { pictureBox, sampleSlides } from './Carousel.fixtures';
import { arrowKeys, onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Carousel',
  component: Carousel,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Left and Right arrows (or Up and Down) move between slides while the focus is inside; Home and End jump to the ends.',
          'The bullets are buttons in the Tab order.',
        ],
        screenReader: [
          'A region with `aria-roledescription="carousel"`; each slide is a group named "n of m"; the current bullet has `aria-current`.',
        ],
        do: ['Use for a few featured items on a landing page.'],
        dont: [
          "Don't hide content that matters only in later slides.",
          "Don't auto-advance: the carousel moves only when the user moves it.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    slides: sampleSlides,
    onIndexChange: fn(),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`}>
        {children}
      </a>
    ),
  },
  argTypes: { autoPlay: { control: 'number' } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slide = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('group', { name });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide(canvasElement, '1 of 4')).toHaveAttribute('aria-roledescription', 'slide');
    // Bullets.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(slide(canvasElement, '3 of 4')).not.toHaveAttribute('inert');
    // Keys, with focus on a bullet: focus follows the slide.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard(arrowKeys().previous);
    await expect(canvas.getByRole('link', { name: 'Subscriptions made simple' })).toBeVisible();
  },
};

/** Rotates every 3 s; pauses on hover and focus; the first control stops it. Under reduced motion it waits for Play. */
/**
 * The home hero in a page taller than the window: the vertical wheel over the carousel scrolls the page and
 * leaves the slide alone.
 */
export const WheelScrollsPage: Story = {
  decorators: [(Story) => <div style={{ paddingBottom: '150vh' }}>{Story()}</div>],
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const first = slide(canvasElement, '1 of 4');
    for (const deltaY of [120, 120, -120]) {
      const wheel = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
      first.dispatchEvent(wheel);
      // Not cancelled: the browser scrolls the page as over any other element.
      await expect(wheel.defaultPrevented).toBe(false);
    }
    await expect(first).not.toHaveAttribute('inert');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

export const AutoRotating: Story = {
  args: { autoPlay: 3000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /automatic slide show/ });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    // Focus inside pauses rotation, so the slides are announced politely again.
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'paused');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const wasPlaying = toggle.getAttribute('aria-label') === 'Stop automatic slide show';
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(
      wasPlaying ? 'Start automatic slide show' : 'Stop automatic slide show',
    );
  },
};

export const SingleSlide: Story = {
  args: { slides: sampleSlides.slice(0, 1), autoPlay: 3000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slide(canvasElement, '1 of 1')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'New releases, instantly delivered' })).toBeVisible();
  },
};

/** The arrow pointing along the reading direction moves forward: ArrowLeft in right to left. */
export const ArrowKeysFollowDirection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Go to slide 1' }).focus();
    await userEvent.keyboard(arrowKeys().next);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
    await userEvent.keyboard(arrowKeys().previous);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

/** The slide titles take the level the page's outline needs (`headingLevel`, `<h2>` by default). */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement).getAllByRole('heading', { hidden: true });
    for (const title of titles) await expect(title.tagName).toBe('H3');
  },
};

/** On a phone the picture stands above its caption, which never covers any of it, and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(pageScrollsSideways()).toBe(false);
    const current = slide(canvasElement, '1 of 4');
    const image = current.querySelector('img')!;
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    const picture = pictureBox(image);
    const caption = within(current).getByRole('heading').parentElement!.getBoundingClientRect();
    await expect(caption.top).toBeGreaterThanOrEqual(picture.bottom);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
