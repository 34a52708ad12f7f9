import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { emptyStateSizes } from '../EmptyState';
import { ErrorState } from './ErrorState';
import type { AccessibilityDocs } from '../../docs/accessibility';

const WarningIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 3 2 21h20L12 3z" />
    <path d="M12 10v5M12 18v.01" />
  </svg>
);

const meta = {
  title: 'Core/ErrorState',
  component: ErrorState,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: the action (Try again) is in the Tab order.'],
        screenReader: ['`role="alert"`: the message is read as soon as it appears; the icon is hidden.'],
        do: ['Use in place of content that failed to load, with a way on (Try again, Back to Products).'],
        dont: ["Don't show the raw technical error only: say what happened in the app's words."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    icon: <WarningIcon />,
    message: 'Product not found. Please try again later.',
    action: (
      <Button asChild variant="secondary">
        <a href="#/products">Back to Products</a>
      </Button>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Product not found. Please try again later.');
    await expect(within(alert).getByRole('link', { name: 'Back to Products' })).toBeVisible();
  },
};

/** The fallback page for unexpected failures. */
export const Unexpected: Story = {
  args: { message: 'Unexpected Application Error!', size: 'lg', headingLevel: 1, action: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
  },
};

const onRetry = fn();

export const TryAgain: Story = {
  args: { message: 'Failed to fetch products', action: <Button onClick={onRetry}>Try again</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
