import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleHomeHref } from '../../utils/routes.fixtures';
import { buttonVariants } from '../Button';
import { NotFound } from './NotFound';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Content/NotFound',
  component: NotFound,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab reaches the link home.'],
        screenReader: ["The message is the page's h1 (`headingLevel` 1)."],
        do: ["Use as the page for an unknown address, with the app's home route in `hrefs`."],
        dont: ["Don't redirect silently to the home page instead."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { hrefs: { home: sampleHomeHref } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', sampleHomeHref);
  },
};

/** With a router: the render prop returns the router's link, which gets the button styles. */
export const RouterLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Home' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveClass(buttonVariants());
  },
};

export const CustomTexts: Story = {
  args: {
    labels: {
      heading: 'This product is gone',
      message: 'It might have been removed from the catalogue.',
      home: 'Browse products',
    },
    hrefs: { home: '/products' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This product is gone' })).toBeVisible();
    await expect(canvas.getByText('It might have been removed from the catalogue.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
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
