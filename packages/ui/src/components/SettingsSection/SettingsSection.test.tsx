import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './SettingsSection.stories';

// The stories are the fixtures: the Notifications section and the Danger zone.
const { Playground, Danger } = composeStories(stories);

describe('SettingsSection', () => {
  it('is a region named by its heading, at the level asked for', async () => {
    await render(<Playground headingLevel={3} />);
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByRole('heading', { level: 3, name: 'Notifications' })).toBeVisible();
    await expect.element(region.getByText('Choose what we send you by email.')).toBeVisible();
    await expect.element(region).toHaveAttribute('data-variant', 'default');
  });

  it('marks the danger variant', async () => {
    await render(<Danger />);
    await expect
      .element(page.getByRole('region', { name: 'Danger zone' }))
      .toHaveAttribute('data-variant', 'danger');
  });
});
