import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyFilters, FiltersPanel, type FiltersPanelProps } from './FiltersPanel';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Holds the applied filters and the open flag, as the products page does; a new `value` from outside (the
// page's URL; here the controls or a test's rerender) replaces the held one.
function Filters({ value: applied, onChange, open: initialOpen, onOpenChange, ...props }: FiltersPanelProps) {
  const [value, setValue] = useState(applied);
  const [outside, setOutside] = useState(applied);
  if (outside !== applied) {
    setOutside(applied);
    setValue(applied);
  }
  const [open, setOpen] = useState(initialOpen ?? false);
  return (
    <FiltersPanel
      {...props}
      value={value}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}
// "Show code" names the component a store writes, not this state holder.
Filters.displayName = 'FiltersPanel';

const meta = {
  title: 'Commerce/FiltersPanel',
  component: FiltersPanel,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'The header button opens and closes the panel (Enter or Space); Enter in a field applies the filters.',
        ],
        screenReader: [
          "The toggle has `aria-expanded`; each filter is a labelled field or a group of checkboxes; counts are part of each choice's name.",
        ],
        do: [
          'Use beside or above the catalogue; filters apply on Apply, so the grid does not reload on every keystroke.',
        ],
        dont: ["Don't apply on every change of a price field."],
      } satisfies AccessibilityDocs,
    },
  },
  render: (args) => <Filters {...args} />,
  args: { value: emptyFilters, onChange: fn(), onOpenChange: fn(), open: false },
} satisfies Meta<typeof FiltersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: only the Filters button shows (the story ends in this state). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** From collapsed, a press on Filters opens the panel (and reports it). */
export const ExpandFromCollapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum price (€)' })).toBeVisible();
  },
};

/** An owner that keeps the panel open: `open` alone decides, a press on Filters only asks through onOpenChange. */
export const OpenHeldByOwner: Story = {
  args: { open: true },
  render: (args) => <FiltersPanel {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum price (€)' })).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { open: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Minimum price (€)' }), '5');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Maximum price (€)' }), '19.99');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Platform' }), 'Epic Games');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      minPrice: 5,
      maxPrice: 19.99,
      platform: 'epic-games',
      genres: [],
      inStock: false,
    });
  },
};

export const WithValues: Story = {
  args: { open: true, value: { minPrice: 10, maxPrice: 60, platform: 'steam' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum price (€)' })).toHaveValue(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onChange).toHaveBeenCalledWith(emptyFilters);
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum price (€)' })).toHaveValue(null);
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveValue('all');
  },
};

export const Invalid: Story = {
  args: { open: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('spinbutton', { name: 'Minimum price (€)' });
    await userEvent.type(min, '50');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Maximum price (€)' }), '20{Enter}');
    const max = canvas.getByRole('spinbutton', { name: 'Maximum price (€)' });
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('The maximum must not be below the minimum.');
    await expect(max).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Another store's currency: the price fields name its sign as the locale writes it. */
export const OtherCurrency: Story = {
  args: { open: true, currency: 'USD', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum price ($)' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Maximum price ($)' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...Invalid,
  globals: { theme: 'dark' },
};

/** The API's facet counts for the current query: counts beside platforms, genre checkboxes, stock toggle. */
export const WithCounts: Story = {
  args: {
    open: true,
    counts: {
      platforms: { all: 3021, steam: 1204, 'epic-games': 800, 'battle-net': 17, gog: 0 },
      genres: { Action: 1500, Adventure: 640, RPG: 312, Strategy: 290, Horror: 0, 'Open World': 95 },
      inStock: 2890,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'Steam (1,204)' })).toBeInTheDocument();
    const genres = within(canvas.getByRole('group', { name: 'Genres' }));
    await userEvent.click(genres.getByRole('checkbox', { name: 'RPG (312)' }));
    await userEvent.click(genres.getByRole('checkbox', { name: 'Open World (95)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'In stock only (2,890)' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Platform' }), 'steam');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      minPrice: null,
      maxPrice: null,
      platform: 'steam',
      genres: ['RPG', 'Open World'],
      inStock: true,
    });
  },
};

export const WithCountsDark: Story = {
  ...WithCounts,
  globals: { theme: 'dark' },
};

/** Genres and stock applied (e.g. from the URL): their boxes are checked; Reset clears everything. */
export const WithAppliedFacets: Story = {
  args: {
    ...WithCounts.args,
    value: { minPrice: null, maxPrice: 30, platform: 'all', genres: ['Horror'], inStock: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Horror (0)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'In stock only (2,890)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onChange).toHaveBeenCalledWith(emptyFilters);
    await expect(canvas.getByRole('checkbox', { name: 'Horror (0)' })).not.toBeChecked();
  },
};

export const WithAppliedFacetsDark: Story = {
  ...WithAppliedFacets,
  globals: { theme: 'dark' },
};

/** Filters applied (e.g. from the URL) while the panel is closed: each shows as a chip that removes it. */
export const ActiveFilters: Story = {
  args: {
    value: { minPrice: 10, maxPrice: 60, platform: 'steam', genres: ['Horror', 'RPG'], inStock: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('group', { name: 'Active filters' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['From €10.00', 'Up to €60.00', 'Steam', 'Horror', 'RPG', 'In stock only']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Steam' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      minPrice: 10,
      maxPrice: 60,
      platform: 'all',
      genres: ['Horror', 'RPG'],
      inStock: true,
    });
    await expect(canvas.queryByRole('button', { name: 'Remove filter: Steam' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Horror' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ genres: ['RPG'] }));
    // Opened, the panel shows the fields instead of the chips; closed again, the chips are back.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.queryByRole('group', { name: 'Active filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('group', { name: 'Active filters' })).toBeVisible();
  },
};

export const ActiveFiltersDark: Story = {
  ...ActiveFilters,
  globals: { theme: 'dark' },
};

/** An applied minimum above the maximum (an edited link, a form sent without scripts): said, never swapped. */
export const ImpossibleRange: Story = {
  args: { value: { ...emptyFilters, minPrice: 50, maxPrice: 10 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The minimum price is above the maximum price, so no product can match.',
    );
    await expect(canvas.getByRole('button', { name: 'Remove filter: From €50.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove filter: Up to €10.00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const max = canvas.getByRole('spinbutton', { name: 'Maximum price (€)' });
    await expect(max).toHaveValue(10);
    await expect(max).toHaveAccessibleDescription('The maximum must not be below the minimum.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ImpossibleRangeDark: Story = {
  ...ImpossibleRange,
  globals: { theme: 'dark' },
};
