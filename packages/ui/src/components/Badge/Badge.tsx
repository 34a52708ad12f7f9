import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Badge.css';

export const badgeVariantNames = ['neutral', 'accent', 'danger', 'success'] as const;

export const badgeVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { variant: styles.variants, count: { true: styles.count, false: '' } },
  defaultVariants: { variant: 'neutral', count: false },
});

/** The text a count badge shows: the number, or `{max}+` above the cap (99+ by default). */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: (typeof badgeVariantNames)[number];
  /** Shows a number instead of children, capped at `max`. */
  count?: number;
  /** The largest count shown as is; above it the badge reads `{max}+`. */
  max?: number;
}

/** A small pill for a count (cart quantity) or a short label (New, −20%). */
export function Badge({ variant, count, max = 99, className, children, ...props }: BadgeProps) {
  const isCount = count !== undefined;
  return (
    <span
      {...props}
      data-variant={variant ?? 'neutral'}
      className={badgeVariants({ variant, count: isCount, className })}
    >
      {isCount ? formatBadgeCount(count, max) : children}
    </span>
  );
}
