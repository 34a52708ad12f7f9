import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { platformLabel, resolvePlatformIcon } from './PlatformIcon';
import * as stories from './PlatformIcon.stories';

// The stories are the fixtures: the Steam mark with its name, GOG's decorative mark, Epic Games named for
// screen readers, a product's platform list, and one without platforms.
const { Playground, Decorative, AccessibleOnly, List, ListWithoutPlatforms } = composeStories(stories);

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

  it('takes no inherited property of its alias map for a platform', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(resolvePlatformIcon(name)).toBe('default');
      expect(platformLabel(name)).toBe(name);
    }
  });
});

describe('PlatformIcon', () => {
  it('is decorative by default', async () => {
    // The story's play (with the label mode left to its default): no image role.
    const { container } = await renderAndPlay(Decorative, { labelMode: undefined });
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // The brand mark, painted in the text colour through a mask of its path.
    const mark = container.firstElementChild!.firstElementChild!;
    expect(getComputedStyle(mark).maskImage).toContain('data:image/svg+xml');
    expect(getComputedStyle(mark).backgroundColor).toBe(getComputedStyle(container.firstElementChild!).color);
    expect(mark.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('can be named for screen readers or show its name', async () => {
    // The story's play: an image named "Epic Games".
    await renderAndPlay(AccessibleOnly);
    await render(<Playground name="xbox" label="Xbox Series X|S" />);
    await expect.element(page.getByText('Xbox Series X|S')).toHaveAttribute('data-platform', 'xbox');
  });
});

describe('PlatformList', () => {
  it('lists only the platforms set to true, with names', async () => {
    await renderAndPlay(List);
  });

  it('renders nothing without platforms', async () => {
    const { container } = await renderAndPlay(ListWithoutPlatforms);
    expect(container).toBeEmptyDOMElement();
  });
});
