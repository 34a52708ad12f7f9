import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Spinner.stories';

const { Playground, Decorative } = composeStories(stories);

describe('Spinner', () => {
  it('is a labelled status with the default size', async () => {
    await render(<Playground />);
    await expect.element(page.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-size', 'md');
  });

  it('is hidden from assistive tech when its label is null', async () => {
    const { container } = await render(<Decorative />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
