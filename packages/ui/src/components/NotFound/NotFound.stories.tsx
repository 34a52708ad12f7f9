import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  args: { homeHref: '#/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '#/');
  },
};

/** With a router: the render prop returns the router's link, which gets the button styles. */
export const RouterLink: Story = {
  args: {
    renderHomeLink: ({ href, children }) => (
      <a href={href} data-discover="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
};

export const CustomTexts: Story = {
  args: {
    heading: 'This product is gone',
    message: 'It might have been removed from the catalogue.',
    homeLabel: 'Browse products',
    homeHref: '#/products',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
