import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegionNotice, type RegionNoticeProps } from './RegionNotice';
import type { AccessibilityDocs } from '../../docs/accessibility';

/** Holds `checked` like the store does, so ticking the box shows the confirmed state. */
function Stateful(args: RegionNoticeProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <RegionNotice
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/RegionNotice',
  component: RegionNotice,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Space ticks the acceptance; Remove is a button in the Tab order.'],
        screenReader: [
          'The warning is a polite live region, announced when it appears; the checkbox is named by the acceptance text.',
        ],
        do: [
          'Use on a cart line whose product does not activate where the shopper is; on its product page with `confirmable={false}`.',
        ],
        dont: ["Don't block checkout silently: say why and offer remove or accept."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    itemName: 'Hades',
    regions: ['Europe', 'United Kingdom'],
    place: 'United States',
    checked: false,
    onCheckedChange: fn(),
  },
  render: Stateful,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof RegionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line will not activate in the shopper's country: announced, and asks for a decision. */
export const Flagged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The key for Hades can be activated only in these regions: Europe, United Kingdom. It cannot be activated in your country (United States), so you could not use it there.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Buy Hades anyway' })).not.toBeChecked();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'flagged');
  },
};

/** From flagged, the shopper ticks the confirmation: the notice reports it and steps back. */
export const ConfirmFromFlagged: Story = {
  play: async ({ args, canvasElement }) => {
    const confirm = within(canvasElement).getByRole('checkbox', { name: 'Buy Hades anyway' });
    await expect(confirm).not.toBeChecked();
    await userEvent.click(confirm);
    await expect(confirm).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'confirmed');
  },
};

/** The shopper accepted it: the warning stays, the accent steps back. */
export const Confirmed: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Buy Hades anyway' })).toBeChecked();
  },
};

/** Where the surrounding line has no remove button (the checkout's summary), the notice brings one. */
export const WithRemove: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Hades' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** On the product page, before the cart: the same warning, with nothing to accept or remove yet. */
export const Advisory: Story = {
  args: { confirmable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'cannot be activated in your country (United States)',
    );
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'advisory');
  },
};

/** Every text is a label with an English default. */
export const CustomLabels: Story = {
  args: {
    place: 'Vereinigte Staaten',
    regions: ['Europa'],
    labels: {
      message: (item, regions, place) =>
        `${item} lässt sich nur in ${regions} aktivieren, nicht in ${place}.`,
      confirm: (item) => `${item} trotzdem kaufen`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Hades trotzdem kaufen' }),
    ).not.toBeChecked();
  },
};

export const Dark: Story = {
  args: { onRemove: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Stateful {...args} />
      <Stateful {...args} itemName="Celeste" checked />
    </div>
  ),
  globals: { theme: 'dark' },
};

/** In RTL the stripe is on the right, the inline start (logical properties, not `borderLeft`). */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(getComputedStyle(notice).borderRightWidth).toBe('4px');
    await expect(getComputedStyle(notice).borderLeftWidth).toBe('0px');
  },
};
