import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps, type SearchBoxResult } from './SearchBox';
import { findGames, highlightsOf } from './searchFixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Searches the sample catalogue 300 ms after typing stops, as the app does against the API.
function Live(args: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchBoxResult[] | undefined>();
  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => setResults(findGames(query)), 300);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <SearchBox
      {...args}
      loading={Boolean(query) && results === undefined}
      results={results}
      onSearch={(text) => {
        args.onSearch?.(text);
        setResults(undefined);
        setQuery(text);
      }}
      onValueChange={(text) => {
        args.onValueChange?.(text);
        if (!text.trim()) setQuery('');
      }}
    />
  );
}

const meta = {
  title: 'Navigation/SearchBox',
  component: SearchBox,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Typing shows results; Down and Up move the active result, Enter chooses it (or submits), Escape closes the popup, a second Escape clears the text.',
        ],
        screenReader: [
          'A combobox with a listbox popup (`aria-expanded`, `aria-activedescendant`); the number of results is announced.',
        ],
        do: ['Use in the header for the catalogue search.'],
        dont: ["Don't move the focus into the results list: it stays in the input."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { onSelect: fn(), onSearch: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Search for the game' });

/** Type, wait for the results, arrow down and choose with Enter. */
export const Playground: Story = {
  render: Live,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), 'game number 1');
    await expect(args.onSearch).toHaveBeenLastCalledWith('game number 1');
    await waitFor(() => expect(canvas.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Game number 10' }));
    await expect(input(canvasElement)).toHaveValue('');
  },
};

export const Idle: Story = {};

export const Loading: Story = {
  args: { defaultValue: 'elden', loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching...');
  },
};

export const Results: Story = {
  args: { defaultValue: 'game', results: findGames('game') },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(10);
    await expect(input(canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoResults: Story = {
  args: { defaultValue: 'zzz', results: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No results found');
  },
};

export const LongNames: Story = {
  args: {
    defaultValue: 'skyrim',
    results: [
      {
        id: 1,
        name: 'The Elder Scrolls V: Skyrim Anniversary Edition – Deluxe Collector’s Bundle with Season Pass (Steam Key)',
        price: 89.9,
        image: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
  },
};

export const Dark: Story = { ...Results, globals: { theme: 'dark' } };

/** The part of each name the search matched is marked (the API's `highlights`). */
export const Highlighted: Story = {
  args: { defaultValue: 'num', results: findGames('num'), highlights: highlightsOf(findGames('num'), 'num') },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    const [first] = within(canvasElement).getAllByRole('option');
    await expect(first!.querySelector('mark')).toHaveTextContent(/^num$/);
  },
};

export const HighlightedDark: Story = { ...Highlighted, globals: { theme: 'dark' } };

/**
 * In a search form (a GET form to a results page): the text goes under `name`, and Enter without a chosen
 * result submits the form, as it does with scripts off.
 */
const submitSearch = fn();

export const InForm: Story = {
  args: { name: 'search' },
  render: (args) => (
    <form
      role="search"
      method="get"
      action="/products"
      onSubmit={(event) => {
        event.preventDefault();
        submitSearch(new FormData(event.currentTarget).get('search'));
      }}
    >
      <Live {...args} />
    </form>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    submitSearch.mockClear();
    await userEvent.type(input(canvasElement), 'game number');
    await waitFor(() => expect(canvas.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(submitSearch).toHaveBeenCalledWith('game number');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
