import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('caps a count at 99+ by default, or at a chosen maximum', async () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    await render(<Badge count={250} variant="danger" data-testid="badge" />);
    const badge = page.getByTestId('badge');
    await expect.element(badge).toHaveTextContent('99+');
    await expect.element(badge).toHaveAttribute('data-variant', 'danger');
  });

  it('shows its label when no count is given', async () => {
    await render(<Badge>New</Badge>);
    await expect.element(page.getByText('New')).toHaveAttribute('data-variant', 'neutral');
  });
});
