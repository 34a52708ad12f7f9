import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import { render } from 'vitest-browser-react';
import { hydrateServerHtml, RendersAgain } from '../../utils/hydration.fixtures';
import { SearchBox, searchBoxStatus, type SearchBoxResult } from './SearchBox';
import * as stories from './SearchBox.stories';
import { findGames } from './searchFixtures';

const { Highlighted } = composeStories(stories);

// Answers synchronously from the sample catalogue; `loading` stands in for a request in flight.
function Harness({
  onSelect = () => {},
  onSearch = () => {},
  loading = false,
}: {
  onSelect?: (result: SearchBoxResult) => void;
  onSearch?: (text: string) => void;
  loading?: boolean;
}) {
  const [results, setResults] = useState<SearchBoxResult[] | undefined>();
  return (
    <>
      <button type="button">Elsewhere</button>
      <SearchBox
        loading={loading}
        results={results}
        onSelect={onSelect}
        onSearch={(text) => {
          onSearch(text);
          setResults(findGames(text));
        }}
        onValueChange={(text) => !text.trim() && setResults(undefined)}
      />
    </>
  );
}

const combobox = () => page.getByRole('combobox', { name: 'Search for the game' });
const listbox = () => page.getByRole('listbox', { includeHidden: true });
const options = () => page.getByRole('option');

describe('searchBoxStatus', () => {
  it('is idle for blank text whatever the answer, then loading, results or empty', () => {
    expect(searchBoxStatus('   ', true, [])).toBe('idle');
    expect(searchBoxStatus('a', true, [1])).toBe('loading');
    expect(searchBoxStatus('a', false)).toBe('idle');
    expect(searchBoxStatus('a', false, [1])).toBe('results');
    expect(searchBoxStatus('a', false, [])).toBe('empty');
  });
});

describe('SearchBox', () => {
  it('is a labelled combobox wired to its listbox, with the spec placeholder', async () => {
    await render(<Harness />);
    await expect.element(combobox()).toHaveAttribute('placeholder', 'Search for the game');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    const listId = combobox().element().getAttribute('aria-controls');
    expect(listbox().element().id).toBe(listId);
  });

  it('never searches for blank or whitespace text, trims the text, and skips unchanged trimmed text', async () => {
    const onSearch = vi.fn();
    await render(<Harness onSearch={onSearch} />);
    await userEvent.type(combobox(), '   ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(combobox(), 'ha ');
    expect(onSearch.mock.calls).toEqual([['h'], ['ha']]);
    await userEvent.clear(combobox());
    expect(onSearch).toHaveBeenCalledTimes(2);
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Searching... while loading and No results found for an empty answer', async () => {
    const { rerender } = await render(<SearchBox defaultValue="elden" loading onSelect={() => {}} />);
    await combobox().click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Searching...');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await rerender(<SearchBox defaultValue="elden" results={[]} onSelect={() => {}} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('No results found');
  });

  it('lists image, name and price in euros', async () => {
    await render(<Harness />);
    await userEvent.type(combobox(), 'hades');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(options().first()).toHaveTextContent('Hades€24.50');
    expect(options().first().element().querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('moves the active option with ArrowDown/ArrowUp (wrapping) and chooses with Enter, then clears', async () => {
    const onSelect = vi.fn();
    await render(<Harness onSelect={onSelect} />);
    await userEvent.type(combobox(), 'game number 1');
    expect(options().all()).toHaveLength(4);
    await expect.element(combobox()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(combobox()).toHaveAttribute('aria-activedescendant', options().nth(0).element().id);
    await expect.element(options().nth(0)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(options().nth(3)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(options().nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect.element(combobox()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Game number 10' }));
    await expect.element(combobox()).toHaveValue('');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores Enter without an active option', async () => {
    const onSelect = vi.fn();
    await render(<Harness onSelect={onSelect} />);
    await userEvent.type(combobox(), 'hades{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(combobox()).toHaveValue('hades');
  });

  it('closes on Escape keeping the text, clears on a second Escape, and reopens with ArrowDown', async () => {
    await render(<Harness />);
    await userEvent.type(combobox(), 'hades');
    await userEvent.keyboard('{Escape}');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combobox()).toHaveValue('hades');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    await expect.element(combobox()).toHaveValue('');
  });

  it('chooses a result with a click', async () => {
    const onSelect = vi.fn();
    await render(<Harness onSelect={onSelect} />);
    await userEvent.type(combobox(), 'elden');
    await options().first().click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect.element(combobox()).toHaveValue('');
  });

  it('closes 200 ms after the input loses focus, not before', async () => {
    await render(<Harness />);
    await userEvent.type(combobox(), 'hades');
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await combobox().click();
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('works controlled: the caller owns the text', async () => {
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <>
          <SearchBox value={text} onValueChange={setText} onSelect={() => {}} />
          <output>{`[${text}]`}</output>
        </>
      );
    }
    await render(<Controlled />);
    await userEvent.type(combobox(), 'gog');
    await expect.element(page.getByText('[gog]')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('[]')).toBeVisible();
  });

  it('marks the matched part of each name from the highlights, keeping the whole name as the option name', async () => {
    await render(<Highlighted />);
    await userEvent.click(combobox());
    await expect.element(options().first()).toHaveAccessibleName(/Game number 1\b/);
    const marks = document.querySelectorAll('[role="option"] mark');
    expect(marks).toHaveLength(10);
    expect([...marks].map((mark) => mark.textContent)).toEqual(Array(10).fill('num'));
  });

  it('submits its form with the text under its name when Enter comes without a chosen result', async () => {
    const sent: (string | null)[] = [];
    const onSelect = vi.fn();
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push(new FormData(event.currentTarget).get('search') as string | null);
        }}
      >
        <SearchBox name="search" onSelect={onSelect} results={[{ id: 1, name: 'Hollow Knight', price: 9 }]} />
      </form>,
    );
    await userEvent.type(combobox(), 'hollow knigt');
    await userEvent.keyboard('{Enter}');
    expect(sent).toEqual(['hollow knigt']);
    expect(onSelect).not.toHaveBeenCalled();
  });

  // On a slow phone the server's page is there before its scripts: what the shopper typed then must not be lost.
  it('keeps text typed before the page hydrated and suggests for it, owned by the caller or not', async () => {
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <SearchBox value={text} onValueChange={setText} results={text.trim() ? findGames(text) : undefined} />
      );
    }
    for (const element of [
      <Harness key="own" />,
      <RendersAgain key="caller's">{() => <Controlled />}</RendersAgain>,
    ]) {
      // Typed before React listened, or typed so that the `input` event woke hydration up.
      for (const moment of ['before', 'during'] as const) {
        const { unmount } = await hydrateServerHtml(element, {
          [moment]: (html: HTMLElement) => {
            const input = html.querySelector('input')!;
            input.focus();
            input.value = 'num';
            if (moment === 'during') input.dispatchEvent(new Event('input', { bubbles: true }));
          },
        });
        await expect.element(combobox()).toHaveValue('num');
        await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
        await expect.element(options().first()).toHaveAccessibleName(/Game number/);
        await unmount();
      }
    }
  });
});
