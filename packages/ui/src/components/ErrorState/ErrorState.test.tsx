import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import * as stories from './ErrorState.stories';

// The stories are the fixtures: the unexpected-failure page and a failure with a way on.
const { Unexpected, TryAgain } = composeStories(stories);

describe('ErrorState', () => {
  it('is an alert in the danger variant, with the message as its heading', async () => {
    await render(<Unexpected />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    await expect.element(page.getByRole('alert')).toHaveAttribute('data-variant', 'danger');
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Unexpected Application Error!');
  });

  it('takes its own message and an action such as Try again', async () => {
    const onRetry = vi.fn();
    await render(
      <TryAgain
        message="Product not found. Please try again later."
        action={<Button onClick={onRetry}>Try again</Button>}
      />,
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Product not found. Please try again later.');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
