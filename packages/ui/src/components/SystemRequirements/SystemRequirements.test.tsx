import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { parseRequirement } from './SystemRequirements';
import * as stories from './SystemRequirements.stories';

// The stories are the fixtures: Windows and Mac, the malformed lines, the empty system.
const { SeveralSystems, MalformedLines, Empty } = composeStories(stories);

describe('parseRequirement', () => {
  it('splits at the first ": " only', () => {
    expect(parseRequirement('OS: Windows 10')).toEqual({ label: 'OS', value: 'Windows 10' });
    expect(parseRequirement('Notes: a: b')).toEqual({ label: 'Notes', value: 'a: b' });
  });

  it('rejects lines without a label or a value', () => {
    expect(parseRequirement('Just text')).toBeNull();
    expect(parseRequirement('Memory:8 GB')).toBeNull();
    expect(parseRequirement(': 8 GB')).toBeNull();
    expect(parseRequirement('Memory: ')).toBeNull();
  });
});

describe('SystemRequirements', () => {
  it('renders a heading and a definition list per system, malformed lines as text', async () => {
    await render(<SeveralSystems headingLevel={4} />);
    await expect.element(page.getByRole('heading', { level: 4, name: 'Windows' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 4, name: 'Mac' })).toBeVisible();
    const malformed = page.elementLocator((await render(<MalformedLines />)).container);
    expect(
      malformed
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['OS', 'Additional Notes']);
    expect(
      malformed
        .getByRole('definition')
        .elements()
        .map((value) => value.textContent),
    ).toEqual(['Windows 10', 'Internet connection required: for activation only']);
    expect(page.getByText('Requires a 64-bit processor and operating system').element().tagName).toBe('P');
    expect(page.getByText('Memory:8 GB').element().tagName).toBe('P');
  });

  it('renders nothing when every system is empty', async () => {
    expect((await render(<Empty />)).container).toBeEmptyDOMElement();
    // Blank lines count as none.
    const blank = await render(<Empty requirements={[{ system: 'Windows', requirement: ['', '  '] }]} />);
    expect(blank.container).toBeEmptyDOMElement();
  });
});
