import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect, sortOptions, type SortSelectProps } from './SortSelect';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Controlled, as the products page holds the order in the URL.
function Sort({ value: initial, onValueChange, ...props }: SortSelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <SortSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}
// "Show code" names the component a store writes, not this state holder.
Sort.displayName = 'SortSelect';

const meta = {
  title: 'Forms/SortSelect',
  component: SortSelect,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          "The platform's own select: arrows (or typing) pick an order without applying it.",
          'Enter on the select, or Tab then Enter/Space on "Sort", applies the chosen order.',
        ],
        screenReader: [
          'A select named "Sort by" and a button "Sort"; the new order of the results is announced by the grid\'s region.',
        ],
        do: [
          "Use above the catalogue's results.",
          'Name `featured` "Relevance" (`labels`) when the results are a search.',
        ],
        dont: ["Don't re-sort on each change of the select: the shopper confirms (WCAG 3.2.2)."],
      } satisfies AccessibilityDocs,
    },
  },
  render: (args) => <Sort {...args} />,
  args: { value: 'featured', onValueChange: fn() },
  argTypes: { value: { control: 'select', options: sortOptions.map((option) => option.value) } },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(sortOptions.map((option) => option.label));
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('price-asc');
    await expect(select).toHaveValue('price-asc');
  },
};

/** A choice made but not applied yet (the arrows' real keys are SortSelect.test.tsx's): Enter applies it. */
export const ChosenNotApplied: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'pending');
  },
};

/** On a search, featured order is relevance and says so. */
export const SearchRelevance: Story = { args: { labels: { featured: 'Relevance' } } };

export const NameDescending: Story = { args: { value: 'name-desc' } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
