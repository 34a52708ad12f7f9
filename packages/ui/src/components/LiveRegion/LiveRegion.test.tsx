import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite, atomic status that takes no space on screen', async () => {
    const screen = await render(<LiveRegion message="" />);
    const region = page.getByRole('status');
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    await expect.element(region).toHaveAttribute('aria-atomic', 'true');
    expect(region.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await screen.rerender(<LiveRegion message="Celeste: sold out" />);
    await expect.element(region).toHaveTextContent('Celeste: sold out');
  });
});
