import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PlatformIcon, platformLabel, resolvePlatformIcon } from './PlatformIcon';
import { PlatformList } from './PlatformList';

describe('resolvePlatformIcon', () => {
  it('knows platform keys and aliases, case-insensitively, and falls back to default', () => {
    expect(resolvePlatformIcon('steam')).toBe('steam');
    expect(resolvePlatformIcon('Epic-Games')).toBe('epic');
    expect(resolvePlatformIcon('battlenet')).toBe('battle-net');
    expect(resolvePlatformIcon('host')).toBe('keyshop');
    expect(resolvePlatformIcon('amiga')).toBe('default');
    expect(platformLabel('origin')).toBe('EA App');
    expect(platformLabel('amiga')).toBe('amiga');
  });
});

describe('PlatformIcon', () => {
  it('is decorative by default', async () => {
    const { container } = await render(<PlatformIcon name="steam" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // The brand mark, painted in the text colour through a mask of its path.
    const mark = container.firstElementChild!.firstElementChild!;
    expect(getComputedStyle(mark).maskImage).toContain('data:image/svg+xml');
    expect(getComputedStyle(mark).backgroundColor).toBe(getComputedStyle(container.firstElementChild!).color);
    expect(mark.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('can be named for screen readers or show its name', async () => {
    await render(
      <>
        <PlatformIcon name="playstation" labelMode="accessible" />
        <PlatformIcon name="xbox" labelMode="visible" label="Xbox Series X|S" />
      </>,
    );
    await expect.element(page.getByRole('img', { name: 'PlayStation' })).toBeVisible();
    await expect.element(page.getByText('Xbox Series X|S')).toHaveAttribute('data-platform', 'xbox');
  });
});

describe('PlatformList', () => {
  it('lists only the platforms set to true, with names', async () => {
    await render(<PlatformList aria-label="Platforms" platforms={{ gog: true, steam: false, epic: true }} />);
    const items = page.getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent('GOG');
    await expect.element(items.nth(1)).toHaveTextContent('Epic Games');
    expect(items.elements()).toHaveLength(2);
  });

  it('renders nothing without platforms', async () => {
    const { container } = await render(<PlatformList platforms={{ steam: false }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
