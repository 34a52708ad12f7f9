import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CartList } from './CartList';
import { CartListSubtotal } from './CartListSubtotal';
import { cartListQuantity, cartListSubtotal } from './cartTotals';
import { sampleLines } from './cartFixtures';

describe('cart totals', () => {
  it('sums price × quantity (numeric strings included) and the quantities', () => {
    expect(cartListSubtotal(sampleLines)).toBeCloseTo(59.99 + 49 + 41.97);
    expect(cartListQuantity(sampleLines)).toBe(6);
    expect(cartListSubtotal([{ id: 1, name: 'x', price: 'n/a', quantity: 2 }])).toBe(0);
  });
});

describe('CartList', () => {
  it('calls back with the position and the line for minus, plus and remove', async () => {
    const onDecrement = vi.fn();
    const onIncrement = vi.fn();
    const onRemove = vi.fn();
    await render(
      <CartList
        lines={sampleLines}
        onDecrement={onDecrement}
        onIncrement={onIncrement}
        onRemove={onRemove}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Decrease quantity of Elden Ring' }))
      .toBeDisabled();
    await page.getByRole('button', { name: 'Decrease quantity of Hades' }).click();
    expect(onDecrement).toHaveBeenCalledWith(1, sampleLines[1]);
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onIncrement).toHaveBeenCalledWith(1, sampleLines[1]);
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onRemove).toHaveBeenCalledWith(1, sampleLines[1]);
  });

  it('shows the full layout with image, unit price and line total, and links names through renderLink', async () => {
    await render(
      <CartList
        aria-label="Cart items"
        lines={sampleLines}
        onDecrement={() => {}}
        onIncrement={() => {}}
        onRemove={() => {}}
        getHref={(line) => `/product/${line.id}`}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const hades = page.getByRole('listitem').nth(1);
    await expect.element(hades).toHaveTextContent('€24.50');
    await expect.element(hades).toHaveTextContent('Total: €49.00');
    await expect.element(page.getByRole('link', { name: 'Hades' })).toHaveAttribute('href', '#/product/2');
    expect(page.getByRole('listitem').nth(0).element().querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('leaves the image and line total out of the compact layout', async () => {
    await render(
      <CartList
        layout="compact"
        lines={sampleLines}
        onDecrement={() => {}}
        onIncrement={() => {}}
        onRemove={() => {}}
      />,
    );
    const hades = page.getByRole('listitem').nth(1);
    await expect.element(hades).not.toHaveTextContent('Total');
    expect(hades.element().querySelector('img')).toBeNull();
    await expect.element(page.getByRole('link')).not.toBeInTheDocument();
  });

  it('shows the subtotal with two decimals', async () => {
    await render(<CartListSubtotal lines={sampleLines} />);
    await expect
      .element(page.getByText('Subtotal').element().parentElement!)
      .toHaveTextContent('Subtotal€150.96');
  });
});
