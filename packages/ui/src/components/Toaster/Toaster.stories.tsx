import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, toast, type ToasterProps, type ToastKind } from './Toaster';
import type { AccessibilityDocs } from '../../docs/accessibility';

/** What a story's button shows: the toast's kind and text, and how many one click shows (to see the stack). */
interface ToastDemo {
  kind: ToastKind;
  message: string;
  count?: number;
}

// The demo's inputs live in each story's render, not in its args: the args (and the Docs page's controls) are
// the Toaster's own props only.
const showing =
  ({ kind, message, count = 1 }: ToastDemo) =>
  (args: ToasterProps) => {
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
        <Toaster {...args} />
      </>
    );
  };

const meta = {
  title: 'Core/Toaster',
  component: Toaster,
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
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const showAndFind = async (canvasElement: HTMLElement, text: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  const region = within(document.body).getByRole('region', { name: /Notifications/ });
  return within(region).findByText(text);
};

/** Shows the toast and waits until it is on screen. */
const shows =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const text = await showAndFind(canvasElement, message);
    // With motion on, a toast fades in from opacity 0: it is visible once sonner has mounted it.
    await waitFor(() => expect(text).toBeVisible());
  };

export const Playground: Story = {
  render: showing({ kind: 'success', message: 'Added to cart!' }),
  play: shows('Added to cart!'),
};

export const Success: Story = {
  render: showing({ kind: 'success', message: 'Added to wishlist!' }),
  play: shows('Added to wishlist!'),
};

export const ErrorToast: Story = {
  name: 'Error',
  render: showing({ kind: 'error', message: 'Removed from cart' }),
  play: shows('Removed from cart'),
};

export const Blank: Story = {
  render: showing({ kind: 'blank', message: 'Cart cleared' }),
  play: shows('Cart cleared'),
};

export const Loading: Story = {
  render: showing({ kind: 'loading', message: 'Proceeding to checkout!' }),
  play: async ({ canvasElement }) => {
    const text = await showAndFind(canvasElement, 'Proceeding to checkout!');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(text).not.toBeInTheDocument());
  },
};

export const Many: Story = {
  render: showing({ kind: 'blank', message: 'Added to cart!', count: 6 }),
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, 'Added to cart! (6)');
    await expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(6);
  },
};

/** Alt+T moves the focus to the toasts, and the list shows the focus ring (its outline is not removed). */
export const HotkeyFocus: Story = {
  render: showing({ kind: 'success', message: 'Added to cart!' }),
  play: async ({ canvasElement }) => {
    const text = await showAndFind(canvasElement, 'Added to cart!');
    await userEvent.keyboard('{Alt>}t{/Alt}');
    const list = text.closest<HTMLElement>('[data-sonner-toaster]')!;
    await waitFor(() => expect(list).toHaveFocus());
    await expect(getComputedStyle(list).outlineStyle).toBe('solid');
    await expect(getComputedStyle(list).outlineWidth).toBe('2px');
  },
};

export const Dark: Story = {
  render: showing({ kind: 'error', message: 'Error signing out' }),
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: shows('Error signing out'),
};
