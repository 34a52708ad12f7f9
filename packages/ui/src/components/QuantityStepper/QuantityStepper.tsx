import { cx } from 'class-variance-authority';
import { Minus, Plus } from 'lucide-react';
import { useRef, type ComponentPropsWithoutRef } from 'react';
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
  onDecrement: () => void;
  onIncrement: () => void;
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
  // A button that becomes disabled drops the focus to <body>; hand it to the other button instead.
  const step = (change: () => void, reachesEnd: boolean, other: HTMLButtonElement | null) => {
    change();
    if (reachesEnd) other?.focus();
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
        onClick={() => step(onDecrement, value - 1 <= min, increaseRef.current)}
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
        onClick={() => step(onIncrement, max !== undefined && value + 1 >= max, decreaseRef.current)}
      >
        <Plus aria-hidden size={16} />
      </IconButton>
    </div>
  );
}
