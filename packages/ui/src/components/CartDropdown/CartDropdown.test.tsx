import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CartLineData } from '../CartLine';
import { changeQuantity, manyLines, sampleLines } from '../CartList/cartFixtures';
import { CartDropdown } from './CartDropdown';
import { sampleCartDropdownHrefs } from '../../utils/routes.fixtures';

function Harness({
  start = sampleLines,
  onRemove = () => {},
}: {
  start?: CartLineData[];
  onRemove?: () => void;
}) {
  const [lines, setLines] = useState(start);
  const [open, setOpen] = useState(false);
  const change = (index: number, by: number) => setLines((all) => changeQuantity(all, index, by));
  return (
    <>
      <p>Blank page area</p>
      <button type="button" onClick={() => setOpen(true)}>
        Add to cart
      </button>
      <CartDropdown
        hrefs={sampleCartDropdownHrefs}
        lines={lines}
        open={open}
        onOpenChange={setOpen}
        onDecrement={(index) => change(index, -1)}
        onIncrement={(index) => change(index, 1)}
        onRemove={(index) => {
          onRemove();
          setLines((all) => all.filter((_, i) => i !== index));
        }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`}>
            {children}
          </a>
        )}
      />
    </>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Shopping Cart' });
const subtotal = () => page.getByText('Subtotal').element().parentElement!;

describe('CartDropdown', () => {
  it('shows the total quantity on its trigger and opens a named panel with lines and a two-decimal subtotal', async () => {
    await render(<Harness />);
    await page.getByRole('button', { name: 'Cart, 6 items' }).click();
    await expect.element(dialog()).toHaveFocus();
    await expect.element(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').all()).toHaveLength(3);
    expect(subtotal()).toHaveTextContent('Subtotal€150.96');
    await expect.element(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '#/cart');
    await expect.element(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '#/checkout');
  });

  it('changes quantities with minus and plus (minus disabled at 1) and updates badge and subtotal', async () => {
    await render(<Harness />);
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect
      .element(page.getByRole('button', { name: 'Decrease quantity of Elden Ring' }))
      .toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity of Elden Ring' }).click();
    await expect.element(page.getByRole('button', { name: 'Decrease quantity of Elden Ring' })).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Cart, 7 items' })).toBeInTheDocument();
    expect(subtotal()).toHaveTextContent('€210.95');
    await page.getByRole('button', { name: 'Decrease quantity of Hades' }).click();
    expect(subtotal()).toHaveTextContent('€186.45');
  });

  it('removes a line, keeps the focus in the panel, and shows the empty state after the last one', async () => {
    const onRemove = vi.fn();
    await render(<Harness start={[sampleLines[0]!]} onRemove={onRemove} />);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    (page.getByRole('button', { name: 'Remove Elden Ring from cart' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledOnce();
    await expect.element(page.getByText('Your cart is empty.')).toBeVisible();
    await expect.element(dialog()).toHaveFocus();
    await expect
      .element(page.getByRole('link', { name: 'Continue Shopping' }))
      .toHaveAttribute('href', '#/products');
    await expect.element(page.getByText('Subtotal')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Cart', exact: true })).toBeInTheDocument();
  });

  it('is opened by the app, closes on Escape and outside click, and when a link is followed', async () => {
    await render(<Harness />);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByText('Blank page area').click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /^Cart/ })).toHaveFocus();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('scrolls the list above 24rem and keeps the totals visible', async () => {
    await render(<Harness start={manyLines} />);
    await page.getByRole('button', { name: /^Cart/ }).click();
    const scroller = page.getByRole('list', { name: 'Cart items' }).element().parentElement!;
    expect(scroller.clientHeight).toBeLessThanOrEqual(24 * 16);
    expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect.element(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
  });

  it('takes its texts from labels', async () => {
    await render(
      <CartDropdown
        hrefs={sampleCartDropdownHrefs}
        defaultOpen
        lines={[]}
        onDecrement={() => {}}
        onIncrement={() => {}}
        onRemove={() => {}}
        labels={{ title: 'Warenkorb', empty: 'Leer.', continueShopping: 'Weiter einkaufen' }}
      />,
    );
    await expect.element(page.getByRole('dialog', { name: 'Warenkorb' })).toHaveTextContent('Leer.');
    await expect
      .element(page.getByRole('link', { name: 'Weiter einkaufen' }))
      .toHaveAttribute('href', '/products');
  });
});
