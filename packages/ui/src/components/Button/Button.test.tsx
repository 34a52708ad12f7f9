import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Buy</Button>);
    const button = page.getByRole('button', { name: 'Buy' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    await expect.element(button).toHaveAttribute('type', 'button');
  });

  it('is busy and inert while loading, keeping its accessible name', async () => {
    const onClick = vi.fn();
    await render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Pay' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('data-state', 'loading');
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child as the element when asChild is set, and keeps a disabled link inert', async () => {
    const onClick = vi.fn();
    await render(
      <Button asChild disabled variant="ghost" onClick={onClick}>
        <a href="#cart">View Cart</a>
      </Button>,
    );
    const link = page.getByRole('link', { name: 'View Cart' });
    await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    await expect.element(link).toHaveAttribute('data-variant', 'ghost');
    await link.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.hash).not.toBe('#cart');
  });

  it('sits in running text as a link: no padding, no control height', async () => {
    await render(
      <p>
        Read our <Button variant="link">terms</Button> or <Button>agree</Button>
      </p>,
    );
    const link = page.getByRole('button', { name: 'terms' }).element();
    const button = page.getByRole('button', { name: 'agree' }).element();
    expect(getComputedStyle(link).paddingLeft).toBe('0px');
    expect(link.getBoundingClientRect().height).toBeLessThan(button.getBoundingClientRect().height);
  });
});
