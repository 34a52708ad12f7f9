'use client';

import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import { isValidElement, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariantNames = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;
/** The sizes for a button with a text label (`icon` is for a lone icon with an `aria-label`). */
export const buttonTextSizes = ['sm', 'md', 'lg'] as const;

export const buttonVariants = /* @__PURE__ */ cva(styles.base, {
  variants: {
    variant: styles.variants,
    size: styles.sizes,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  compoundVariants: [{ variant: 'link', className: styles.variants.link }],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * The look, by weight: `primary` (the one main action of a view), `secondary`, `ghost` (toolbars, icons),
   * `danger` (destructive actions), `link` (an action that reads as text).
   * @default 'primary'
   */
  variant?: (typeof buttonVariantNames)[number];
  /**
   * The height and padding: `sm`, `md`, `lg`; `icon` is square, for a lone icon with an `aria-label`.
   * @default 'md'
   */
  size?: (typeof buttonSizes)[number];
  /**
   * Fills its container's width, e.g. the buy button of a narrow card.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Render the single child (e.g. a router `<Link>`) with the button's styles and behaviour.
   * @default false
   */
  asChild?: boolean;
  /**
   * Shows a spinner, marks the button busy and ignores clicks; the label stays for screen readers. The button
   * stays focusable (`aria-disabled`, not `disabled`), so a focused button that starts loading keeps the focus.
   * @default false
   */
  loading?: boolean;
}

/** The one button of the library: actions, or links through `asChild`. */
export function Button({
  asChild = false,
  loading = false,
  variant,
  size,
  fullWidth,
  className,
  disabled,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  // asChild needs one element to render as; anything else (e.g. toggled on over a text label) stays a button.
  const slotted = asChild && isValidElement(children);
  const Component = slotted ? Slot : 'button';
  const inert = Boolean(disabled) || loading;
  // Links cannot be disabled natively: aria-disabled plus a swallowed click keeps them inert.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Component
      {...props}
      {...(slotted
        ? { 'aria-disabled': inert || props['aria-disabled'] }
        : {
            type: type ?? 'button',
            disabled: Boolean(disabled),
            // A caller's own aria-disabled (a focusable control at its end) stands unless loading says true.
            'aria-disabled': loading || props['aria-disabled'],
          })}
      aria-busy={loading || undefined}
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-state={loading ? 'loading' : disabled ? 'disabled' : 'idle'}
      className={buttonVariants({ variant, size, fullWidth, className })}
      onClick={handleClick}
    >
      {loading && <Spinner size="sm" label={null} />}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
