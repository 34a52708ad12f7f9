import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes } from './IconButton';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Story-only icons: the library ships no icon set; apps pass their own (decorative, aria-hidden).
const HeartIcon = () => (
  <svg
    aria-hidden="true"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </svg>
);
const CartIcon = () => (
  <svg
    aria-hidden="true"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);

const meta = {
  title: 'Core/IconButton',
  component: IconButton,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Enter and Space press it, as any button.'],
        screenReader: [
          'Named by `label` (the icon is hidden), with the count appended ("Cart, 3 items"); `aria-pressed` when it toggles.',
        ],
        do: ['Use for an icon-only action with a name everyone knows (cart, close).'],
        dont: [
          "Don't use without a `label`; don't change the label when a toggle's state changes (use `aria-pressed`).",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Cart', children: <CartIcon />, onClick: fn() },
  argTypes: {
    size: { control: 'select', options: iconButtonSizes },
    highlight: { control: 'boolean' },
    count: { control: 'number' },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WithCount: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

export const CountOverflow: Story = {
  args: { count: 140 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cart, 99+ items' });
    await expect(button).toHaveTextContent('99+');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <IconButton {...args} label="Wishlist">
        <HeartIcon />
      </IconButton>
      <IconButton {...args} label="Wishlist" highlight count={2}>
        <HeartIcon />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton {...args} key={size} size={size} count={1} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    label: 'Wishlist',
    count: 1,
    highlight: true,
    children: (
      <a href="#wishlist">
        <HeartIcon />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wishlist, 1 item' });
    await expect(link).toHaveAttribute('href', '#wishlist');
    await expect(link).toHaveAttribute('data-highlight', 'true');
    await expect(link).toHaveTextContent('1');
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <IconButton {...args} label="Wishlist" highlight count={4}>
        <HeartIcon />
      </IconButton>
      <IconButton {...args} label="Cart" count={12} />
      <IconButton {...args} label="Cart" variant="secondary" />
    </div>
  ),
  globals: { theme: 'dark' },
};
