import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage, sampleScreenshots } from './ProductGallery.fixtures';
import { ProductGallery } from './ProductGallery';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/ProductGallery',
  component: ProductGallery,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab reaches each thumbnail; Enter or Space shows it as the main image.'],
        screenReader: ['Thumbnails are buttons named "Screenshot n"; the chosen one has `aria-pressed`.'],
        do: ["Use for a product's cover and screenshots."],
        dont: ["Don't autoplay through the images."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { alt: 'Cyberpunk 2077', image: sampleImage('Cover'), screenshots: sampleScreenshots(8) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Many screenshots: choose one, scroll the strip with Previous/Next. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Cyberpunk 2077' })).toBeVisible();
    const third = canvas.getByRole('button', { name: 'Show screenshot 3 of 8' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: 'Cyberpunk 2077, screenshot 3 of 8' })).toBeVisible();

    const previous = canvas.getByRole('button', { name: 'Previous screenshots' });
    const next = canvas.getByRole('button', { name: 'Next screenshots' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
  },
};

/** Keyboard: Tab to a thumbnail, Enter or Space chooses it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Show cover image' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show screenshot 1 of 8' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('img', { name: 'Cyberpunk 2077, screenshot 2 of 8' })).toBeVisible();
  },
};

/** One image: no strip. */
export const OneImage: Story = {
  args: { screenshots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No image at all: a neutral placeholder that still names the product. */
export const NoImage: Story = {
  args: { image: null, screenshots: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'No image available: Cyberpunk 2077' }),
    ).toBeVisible();
  },
};

/** An image that fails to load (a broken or removed file): the same named placeholder. */
export const BrokenImage: Story = {
  args: { image: 'data:image/png;base64,broken', screenshots: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'No image available: Cyberpunk 2077' }),
    ).toBeVisible();
  },
};

/** Screenshots without a cover. */
export const ScreenshotsOnly: Story = {
  args: { image: null, screenshots: sampleScreenshots(3) },
};

export const LongAltText: Story = {
  args: {
    alt: 'The Elder Scrolls V: Skyrim Anniversary Edition – includes the base game, all official add-ons and over 500 Creation Club items',
    screenshots: sampleScreenshots(3),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show screenshot 2 of 3' }));
    await expect(
      within(canvasElement).getByRole('img', { name: /Creation Club items, screenshot 2 of 3$/ }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const DarkNoImage: Story = {
  ...NoImage,
  globals: { theme: 'dark' },
};
