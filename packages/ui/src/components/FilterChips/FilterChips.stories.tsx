import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterChips, type FilterChip } from './FilterChips';
import type { AccessibilityDocs } from '../../docs/accessibility';

const chips: FilterChip[] = [
  { id: 'platform-steam', label: 'Platform: Steam' },
  { id: 'genre-rpg', label: 'Genre: Role-playing' },
  { id: 'price-20', label: 'Under €20' },
];

const meta = {
  title: 'Commerce/FilterChips',
  component: FilterChips,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Tab reaches each chip; Enter, Space, Delete or Backspace removes it and the focus goes to the next chip (or the previous, or the group).',
        ],
        screenReader: [
          'A group named by `labels`; each chip\'s name says what it removes ("Remove filter PC"); the group is named "Applied filters"..',
        ],
        do: ['Use above results to show the filters in force and remove them one by one.'],
        dont: ["Don't use chips to choose filters: use FiltersPanel."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { chips, onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three filters and "Clear all"; each chip is a button named "Remove filter …". */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Applied filters' });
    await userEvent.click(within(group).getByRole('button', { name: 'Remove filter Under €20' }));
    await expect(args.onRemove).toHaveBeenCalledWith('price-20');
    await userEvent.click(within(group).getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};

/** One filter: no "Clear all" (the chip itself clears it). */
export const OneFilter: Story = {
  args: { chips: chips.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  },
};

/** No filters: the group stays, empty, so the focus has somewhere to go after the last removal. */
export const Empty: Story = { args: { chips: [] } };

/** Removing by keyboard: the focus moves to the next chip, and to the group when none is left. */
export const KeyboardRemoval: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(args.chips);
    return (
      <FilterChips
        {...args}
        chips={shown}
        onRemove={(id) => setShown((current) => current.filter((chip) => chip.id !== id))}
        onClearAll={() => setShown([])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Applied filters' });
    await userEvent.tab();
    await expect(within(group).getByRole('button', { name: 'Remove filter Platform: Steam' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Remove filter Genre: Role-playing' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Delete}');
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Remove filter Under €20' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(group).toHaveFocus());
    await expect(group).toHaveAttribute('data-state', 'empty');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** Many filters wrap on a phone. */
export const Phone: Story = {
  args: {
    chips: [
      ...chips,
      { id: 'genre-strategy', label: 'Genre: Strategy' },
      { id: 'region-eu', label: 'Region: Europe' },
      { id: 'rating', label: 'Metacritic 80 and up' },
    ],
  },
  globals: { viewport: { value: 'phone' } },
};
