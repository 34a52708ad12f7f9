import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTextSizes, buttonVariantNames } from './Button';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Button',
  component: Button,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter and Space press it; with `asChild` a link follows on Enter.',
          '`loading` keeps the focus on it (`aria-disabled`, not `disabled`).',
        ],
        screenReader: [
          'A button named by its text; `loading` sets `aria-busy`; `disabled` removes it from the Tab order.',
        ],
        do: [
          'Use one `primary` per view for the main action, `danger` for destructive ones.',
          "Use `asChild` with the router's link for navigation.",
        ],
        dont: [
          "Don't use a button to go to a page: use a link (`asChild`).",
          'Don\'t use `size="icon"` with text: use IconButton for an icon alone.',
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: buttonVariantNames,
      table: { type: { summary: buttonVariantNames.join(' | ') }, defaultValue: { summary: 'primary' } },
    },
    // `icon` is for a lone icon with an aria-label (see Sizes); offering it over a text label squeezes the text.
    size: {
      control: 'select',
      options: buttonTextSizes,
      table: { type: { summary: buttonSizes.join(' | ') }, defaultValue: { summary: 'md' } },
    },
    fullWidth: { table: { defaultValue: { summary: 'false' } } },
    loading: { table: { defaultValue: { summary: 'false' } } },
    asChild: { table: { defaultValue: { summary: 'false' } } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, argTypes, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    // The size control offers only the sizes a text label fits in.
    await expect(argTypes.size?.options).toEqual([...buttonTextSizes]);
  },
};

/** `asChild` switched on over a text label (as the controls can do) leaves a plain button instead of crashing. */
export const AsChildOverText: Story = {
  args: { asChild: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariantNames.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button {...args} key={size} size={size} aria-label={size === 'icon' ? 'Close' : undefined}>
          {size === 'icon' ? '×' : size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Placing order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A focused button that starts loading (a submit in flight) keeps the focus: busy and aria-disabled. */
export const LoadingKeepsFocus: Story = {
  args: { children: 'Place order' },
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    return <Button {...args} loading={loading} onClick={() => setLoading(true)} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#products">Continue Shopping</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue Shopping' });
    await expect(link).toHaveAttribute('href', '#products');
    await expect(link).toHaveAttribute('data-variant', 'secondary');
  },
};

export const LongText: Story = {
  args: { children: 'Add The Elder Scrolls V: Skyrim Anniversary Edition to the cart' },
};

/** The long label on a 360 px phone: it wraps inside the button; the page does not scroll sideways. */
export const LongTextOnPhone: Story = {
  ...LongText,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(pageScrollsSideways()).toBe(false);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};
