import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert in the danger tone', async () => {
    await render(<ErrorState message="Unexpected Application Error!" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    await expect.element(page.getByRole('alert')).toHaveAttribute('data-variant', 'danger');
  });

  it('takes its own message and an action such as Try again', async () => {
    const onRetry = vi.fn();
    await render(
      <ErrorState
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
