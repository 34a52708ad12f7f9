import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose, dialogSizes } from './Dialog';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'The focus moves into the dialog when it opens and stays inside; Escape or the close button closes it and returns the focus to the trigger.',
        ],
        screenReader: [
          '`role="dialog"` named by its title and described by `description`; the page behind is hidden from screen readers.',
        ],
        do: ["Use for a task that needs the user's attention without leaving the page (edit an address)."],
        dont: [
          "Don't use to confirm a destructive action: use AlertDialog.",
          "Don't open one dialog from another.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Redeem a gift card',
    description: 'The amount goes to your balance and pays for your next orders.',
    trigger: <Button variant="secondary">Redeem a gift card</Button>,
    children: <TextField label="Gift card code" name="code" autoComplete="off" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Redeem</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'select', options: dialogSizes },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Closed: the trigger opens it; the focus goes in, Tab stays inside, Escape closes and returns the focus. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Redeem a gift card' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Redeem a gift card' });
    await expect(dialog).toHaveAccessibleDescription(
      'The amount goes to your balance and pays for your next orders.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// The open states leave the trigger out (behind a modal the page is hidden from assistive technology) and stay
// off the docs page, where an open modal would cover it: each has its own page.
const open = { trigger: undefined, defaultOpen: true };

/** Open: title, description, a field, Cancel and the action. */
export const Open: Story = {
  tags: ['!autodocs'],
  args: open,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Redeem a gift card' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Gift card code' })).toBeVisible(),
    );
  },
};

/** `initialFocus`: the focus goes to the field to fill in instead of the close button. */
export const InitialFocus: Story = {
  tags: ['!autodocs'],
  args: open,
  render: function Render(args) {
    const code = useRef<HTMLInputElement>(null);
    return (
      <Dialog {...args} initialFocus={code}>
        <TextField ref={code} label="Gift card code" name="code" autoComplete="off" />
      </Dialog>
    );
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Redeem a gift card' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Gift card code' })).toHaveFocus(),
    );
  },
};

/** A long body scrolls between the fixed header and footer; it is a Tab stop, to scroll by keyboard. */
export const LongContent: Story = {
  tags: ['!autodocs'],
  // Radix moves the focus into the dialog a frame after it opens, so which control shows the focus ring in a
  // screenshot varies; the play function holds the behaviour (the long body is a Tab stop).
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Terms of the gift card' });
    // With motion on, the focus arrives once the opening animation has run.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The body becomes a Tab stop once it has measured its overflow, which may come after the focus.
    const scrollingBody = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('[tabindex="0"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(scrollingBody).toHaveFocus());
  },
  args: {
    ...open,
    size: 'lg',
    title: 'Terms of the gift card',
    description: undefined,
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index} style={{ marginBlockEnd: 12 }}>
        Gift cards are redeemable for keys sold by Keyshop. They cannot be exchanged for cash, are valid for
        three years from purchase and can be used in several orders until the balance is spent.
      </p>
    )),
    footer: (
      <DialogClose asChild>
        <Button>Done</Button>
      </DialogClose>
    ),
  },
};

export const Dark: Story = { tags: ['!autodocs'], args: open, globals: { theme: 'dark' } };

export const RightToLeft: Story = { tags: ['!autodocs'], args: open, globals: { direction: 'rtl' } };

export const Phone: Story = { tags: ['!autodocs'], args: open, globals: { viewport: { value: 'phone' } } };
