import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ButtonGroup } from './ButtonGroup';

describe('ButtonGroup', () => {
  it('wraps its buttons onto a new row rather than overflowing a narrow container', async () => {
    await render(
      <div style={{ width: 160 }}>
        <ButtonGroup align="end" data-testid="group">
          <button type="button">Checkout</button>
          <button type="button">Continue Shopping</button>
        </ButtonGroup>
      </div>,
    );
    const group = page.getByTestId('group').element();
    const [first, second] = [...group.children].map((child) => child.getBoundingClientRect());
    expect(second!.top).toBeGreaterThan(first!.top);
    expect(group.scrollWidth).toBeLessThanOrEqual(160);
    await expect.element(page.getByTestId('group')).toHaveAttribute('data-variant', 'end');
  });
});
