import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ThemeName } from '../../theme';
import { Button } from '../Button';
import { Toaster, toast, toastKinds, type ToastKind } from './Toaster';
import type { AccessibilityDocs } from '../../docs/accessibility';

interface ToastDemoArgs {
  kind: ToastKind;
  message: string;
  /** How many toasts one click shows (to see the stack). */
  count: number;
  theme?: ThemeName;
}

function renderToasts({ kind, message, count, theme }: ToastDemoArgs) {
  const show = () => {
    for (let index = 1; index <= count; index += 1) {
      const text = count > 1 ? `${message} (${index})` : message;
      if (kind === 'blank') toast(text);
      else toast[kind](text);
    }
  };
  return (
    <>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button onClick={show}>Show toast</Button>
        <Button variant="secondary" onClick={() => toast.dismiss()}>
          Dismiss all
        </Button>
      </div>
      <Toaster theme={theme} />
    </>
  );
}

const meta = {
  title: 'Core/Toaster',
  component: Toaster,
  render: renderToasts,
  args: { kind: 'success', message: 'Added to cart!', count: 1 },
  argTypes: { kind: { control: 'inline-radio', options: toastKinds } },
  // sonner keeps toasts in a module-level store: clear it so one story's toasts do not leak into the next.
  beforeEach: () => () => {
    toast.dismiss();
  },
  decorators: [(Story) => <div style={{ minHeight: 320, paddingTop: 160 }}>{Story()}</div>],
  // Toasts leave on sonner's own timers, so whether one is still on screen when the screenshot is taken depends
  // on the machine's speed: no visual baseline (play functions and axe still run).
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Alt+T moves the focus to the toasts; each toast's buttons are in the Tab order."],
        screenReader: ['A polite live region named "Notifications": each toast is read once.'],
        do: [
          'Render it once near the root; call `toast.success` for a passing confirmation (Added to cart).',
        ],
        dont: ["Don't put the only copy of important information in a toast: it disappears."],
      } satisfies AccessibilityDocs,
    },
    visual: { disable: true },
  },
} satisfies Meta<ToastDemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const showAndFind = async (canvasElement: HTMLElement, text: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  const region = within(document.body).getByRole('region', { name: /Notifications/ });
  return within(region).findByText(text);
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const text = await showAndFind(canvasElement, args.message);
    // With motion on, a toast fades in from opacity 0: it is visible once sonner has mounted it.
    await waitFor(() => expect(text).toBeVisible());
  },
};

export const Success: Story = {
  args: { kind: 'success', message: 'Added to wishlist!' },
  play: Playground.play,
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { kind: 'error', message: 'Removed from cart' },
  play: Playground.play,
};

export const Blank: Story = {
  args: { kind: 'blank', message: 'Cart cleared' },
  play: Playground.play,
};

export const Loading: Story = {
  args: { kind: 'loading', message: 'Proceeding to checkout!' },
  play: async ({ canvasElement, args }) => {
    const text = await showAndFind(canvasElement, args.message);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(text).not.toBeInTheDocument());
  },
};

export const Many: Story = {
  args: { kind: 'blank', message: 'Added to cart!', count: 6 },
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, 'Added to cart! (6)');
    await expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(6);
  },
};

export const Dark: Story = {
  args: { kind: 'error', message: 'Error signing out', theme: 'dark' },
  globals: { theme: 'dark' },
  play: Playground.play,
};
