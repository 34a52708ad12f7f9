import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Steps.stories';

// The stories are the fixtures: Steam's three activation steps at heading level 3, the last with a link.
const { ActivationSteps } = composeStories(stories);
const steamRedeem = 'https://store.steampowered.com/account/registerkey';

describe('Steps', () => {
  it('is an ordered list of titled steps', async () => {
    const { container } = await render(<ActivationSteps />);
    expect(container.querySelector('ol')).not.toBeNull();
    const items = page.getByRole('listitem');
    expect(items.elements()).toHaveLength(3);
    await expect.element(items.nth(2).getByRole('heading', { level: 3 })).toHaveTextContent('Enter your key');
    await expect
      .element(page.getByRole('link', { name: 'Activate on the Steam website' }))
      .toHaveAttribute('href', steamRedeem);
  });

  it('renders links through renderLink', async () => {
    await render(
      <ActivationSteps
        renderLink={({ href, children }) => (
          <button type="button" data-to={href}>
            {children}
          </button>
        )}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Activate on the Steam website' }))
      .toHaveAttribute('data-to', steamRedeem);
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });
});
