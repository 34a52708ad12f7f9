import { cva } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export const spinnerVariants = /* @__PURE__ */ cva(styles.spinner, {
  variants: { size: styles.sizes },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends Omit<ComponentPropsWithoutRef<'span'>, 'role'> {
  /** `sm`, `md` (default) or `lg`. */
  size?: (typeof spinnerSizes)[number];
  /** What is loading, read by screen readers (given by the caller: "Loading products"). `null` when a parent
   * already announces it. */
  label: string | null;
}

/** An indeterminate progress indicator with an accessible label. */
export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <span {...props} {...a11y} data-size={size ?? 'md'} className={spinnerVariants({ size, className })} />
  );
}
