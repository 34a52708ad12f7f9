import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './QuantityStepper.stories';

// The stories are the fixtures: Elden Ring's stepper holding its quantity, at 2, at the minimum, at a maximum.
const { Playground, KeyboardDownToOne, WithMaximum, AtMinimum } = composeStories(stories);

const minus = () => page.getByRole('button', { name: 'Decrease quantity of Elden Ring' });
const plus = () => page.getByRole('button', { name: 'Increase quantity of Elden Ring' });

describe('QuantityStepper', () => {
  it('calls back on minus and plus, by mouse and keyboard', async () => {
    const onDecrement = fn();
    const onIncrement = fn();
    await render(<Playground value={3} onDecrement={onDecrement} onIncrement={onIncrement} />);
    await expect.element(page.getByRole('group', { name: 'Quantity of Elden Ring' })).toHaveTextContent('3');
    await minus().click();
    await plus().click();
    await userEvent.keyboard(' ');
    expect(onDecrement).toHaveBeenCalledOnce();
    expect(onIncrement).toHaveBeenCalledTimes(2);
  });

  it('disables minus at 1 and moves the focus to plus when minus reaches it', async () => {
    await render(<KeyboardDownToOne />);
    (minus().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(minus()).toBeDisabled();
    await expect.element(plus()).toHaveFocus();
    await expect.element(page.getByRole('group')).toHaveAttribute('data-state', 'min');
  });

  it('disables plus at the maximum and moves the focus to minus', async () => {
    await render(<WithMaximum value={4} />);
    await plus().click();
    await expect.element(plus()).toBeDisabled();
    await expect.element(minus()).toHaveFocus();
  });

  it('takes its names from labels', async () => {
    await render(<AtMinimum labels={{ increase: (name) => `One more ${name}` }} />);
    await expect.element(page.getByRole('button', { name: 'One more Elden Ring' })).toBeEnabled();
  });
});
