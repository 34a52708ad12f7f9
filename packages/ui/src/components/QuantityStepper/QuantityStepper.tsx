'use client';

import { cx } from 'class-variance-authority';
import { Minus, Plus } from 'lucide-react';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { IconButton, iconButtonSizes } from '../IconButton';
import * as styles from './QuantityStepper.css';

export const quantityStepperSizes = iconButtonSizes;

export interface QuantityStepperLabels {
  /** Names the group, e.g. "Quantity of Elden Ring". */
  group: (itemName: string) => string;
  decrease: (itemName: string) => string;
  increase: (itemName: string) => string;
}

export const defaultQuantityStepperLabels: QuantityStepperLabels = {
  group: (name) => `Quantity of ${name}`,
  decrease: (name) => `Decrease quantity of ${name}`,
  increase: (name) => `Increase quantity of ${name}`,
};

export interface QuantityStepperProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  value: number;
  /** The item the buttons act on; it goes into their names. */
  itemName: string;
  onDecrement?: () => void;
  onIncrement?: () => void;
  /** Minus is disabled at this value (1 by default: a cart line never drops below one). */
  min?: number;
  /** Plus is disabled at this value; no upper bound by default. */
  max?: number;
  size?: (typeof quantityStepperSizes)[number];
  labels?: Partial<QuantityStepperLabels>;
}

/** Minus, the quantity, plus: the cart's quantity control, shared by the cart dropdown and the cart page. */
export function QuantityStepper({
  value,
  itemName,
  onDecrement,
  onIncrement,
  min = 1,
  max,
  size = 'sm',
  labels,
  className,
  ...props
}: QuantityStepperProps) {
  const text = { ...defaultQuantityStepperLabels, ...labels };
  const decreaseRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  // A button that becomes disabled drops the focus to <body>; after the render that follows a press,
  // if the new value disabled the pressed button, hand the focus to the other one.
  const pressedRef = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const pressed = pressedRef.current;
    pressedRef.current = null;
    if (pressed === decreaseRef.current && atMin) increaseRef.current?.focus();
    if (pressed === increaseRef.current && atMax) decreaseRef.current?.focus();
  });
  const press = (button: HTMLButtonElement | null, change?: () => void) => {
    pressedRef.current = button;
    change?.();
  };
  return (
    <div
      {...props}
      role="group"
      aria-label={text.group(itemName)}
      data-state={atMin ? 'min' : atMax ? 'max' : 'between'}
      className={cx(styles.root, className)}
    >
      <IconButton
        ref={decreaseRef}
        size={size}
        label={text.decrease(itemName)}
        disabled={atMin}
        onClick={() => press(decreaseRef.current, onDecrement)}
      >
        <Minus aria-hidden size={16} />
      </IconButton>
      {/* Polite so a screen reader hears the new quantity after pressing minus or plus. */}
      <span aria-live="polite" className={styles.value}>
        {value}
      </span>
      <IconButton
        ref={increaseRef}
        size={size}
        label={text.increase(itemName)}
        disabled={atMax}
        onClick={() => press(increaseRef.current, onIncrement)}
      >
        <Plus aria-hidden size={16} />
      </IconButton>
    </div>
  );
}
