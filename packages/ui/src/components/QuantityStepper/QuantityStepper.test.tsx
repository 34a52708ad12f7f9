import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { QuantityStepper } from './QuantityStepper';

function Stateful({ start = 2, max }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      max={max}
      itemName="Hades"
      onDecrement={() => setValue((v) => v - 1)}
      onIncrement={() => setValue((v) => v + 1)}
    />
  );
}

const minus = () => page.getByRole('button', { name: 'Decrease quantity of Hades' });
const plus = () => page.getByRole('button', { name: 'Increase quantity of Hades' });

describe('QuantityStepper', () => {
  it('calls back on minus and plus, by mouse and keyboard', async () => {
    const onDecrement = vi.fn();
    const onIncrement = vi.fn();
    await render(
      <QuantityStepper value={3} itemName="Hades" onDecrement={onDecrement} onIncrement={onIncrement} />,
    );
    await expect.element(page.getByRole('group', { name: 'Quantity of Hades' })).toHaveTextContent('3');
    await minus().click();
    await plus().click();
    await userEvent.keyboard(' ');
    expect(onDecrement).toHaveBeenCalledOnce();
    expect(onIncrement).toHaveBeenCalledTimes(2);
  });

  it('disables minus at 1 and moves the focus to plus when minus reaches it', async () => {
    await render(<Stateful />);
    (minus().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(minus()).toBeDisabled();
    await expect.element(plus()).toHaveFocus();
    await expect.element(page.getByRole('group')).toHaveAttribute('data-state', 'min');
  });

  it('disables plus at the maximum and moves the focus to minus', async () => {
    await render(<Stateful start={4} max={5} />);
    await plus().click();
    await expect.element(plus()).toBeDisabled();
    await expect.element(minus()).toHaveFocus();
  });

  it('takes its names from labels', async () => {
    await render(
      <QuantityStepper
        value={1}
        itemName="Hades"
        onDecrement={() => {}}
        onIncrement={() => {}}
        labels={{ increase: (name) => `One more ${name}` }}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'One more Hades' })).toBeEnabled();
  });
});
