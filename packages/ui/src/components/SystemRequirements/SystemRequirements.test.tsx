import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SystemRequirements, parseRequirement } from './SystemRequirements';

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
    await render(
      <SystemRequirements
        headingLevel={4}
        requirements={[
          { system: 'Windows', requirement: ['OS: Windows 11', 'Needs internet', 'Memory: 16 GB'] },
          { system: 'Linux', requirement: ['OS: Ubuntu 22.04'] },
        ]}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 4, name: 'Windows' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 4, name: 'Linux' })).toBeVisible();
    expect(
      page
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['OS', 'Memory', 'OS']);
    expect(
      page
        .getByRole('definition')
        .elements()
        .map((value) => value.textContent),
    ).toEqual(['Windows 11', '16 GB', 'Ubuntu 22.04']);
    expect(page.getByText('Needs internet').element().tagName).toBe('P');
  });

  it('renders nothing when every system is empty', async () => {
    const { container } = await render(
      <SystemRequirements requirements={[{ system: 'Windows', requirement: ['', '  '] }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
