import { cva } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './EmptyState.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export const emptyStateSizes = ['sm', 'md', 'lg'] as const;
export const emptyStateVariantNames = ['neutral', 'danger'] as const;

export const emptyStateVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { size: styles.sizes, variant: styles.variants },
  defaultVariants: { size: 'md', variant: 'neutral' },
});

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** `sm`, `md` (default) or `lg`: the icon and text scale together (`lg` for a page of its own). */
  size?: (typeof emptyStateSizes)[number];
  /** `neutral` (default), or `danger` for a failure (ErrorState). */
  variant?: (typeof emptyStateVariantNames)[number];
  /** A decorative icon (hidden from screen readers); it is sized to 1em of the icon box. */
  icon?: ReactNode;
  /** The main line, e.g. 'Your cart is empty.' */
  message: ReactNode;
  description?: ReactNode;
  /** What to do next, e.g. `<Button asChild><Link to="/products">Continue Shopping</Link></Button>`. */
  action?: ReactNode;
  /** Render the message as a heading of this level (a page of its own); a paragraph otherwise. */
  headingLevel?: HeadingLevel;
}

/** Says that there is nothing here yet, and offers the way on. */
export function EmptyState({
  icon,
  message,
  description,
  action,
  headingLevel,
  size,
  variant,
  className,
  ...props
}: EmptyStateProps) {
  const Message = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      {...props}
      data-size={size ?? 'md'}
      data-variant={variant ?? 'neutral'}
      className={emptyStateVariants({ size, variant, className })}
    >
      {icon && (
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
      )}
      <Message className={styles.message}>{message}</Message>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
