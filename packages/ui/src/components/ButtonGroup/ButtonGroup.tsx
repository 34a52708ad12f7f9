import { cva } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './ButtonGroup.css';

export const buttonGroupAligns = ['start', 'end', 'between'] as const;

export const buttonGroupVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { align: styles.aligns },
  defaultVariants: { align: 'start' },
});

export interface ButtonGroupProps extends ComponentPropsWithoutRef<'div'> {
  align?: (typeof buttonGroupAligns)[number];
}

/** A row of related buttons or button links (Checkout / Continue Shopping) that wraps on narrow screens. */
export function ButtonGroup({ align = 'start', className, ...props }: ButtonGroupProps) {
  return <div {...props} data-variant={align} className={buttonGroupVariants({ align, className })} />;
}
