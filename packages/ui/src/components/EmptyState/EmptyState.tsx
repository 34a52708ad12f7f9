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

/** What EmptyState, ErrorState and NotFound share: the size, the icon and the heading level. */
export interface EmptyStateFrameProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /**
   * The icon and text scale together (`lg` for a page of its own).
   * @default 'md'
   */
  size?: (typeof emptyStateSizes)[number];
  /** A decorative icon (hidden from screen readers); it is sized to 1em of the icon box. */
  icon?: ReactNode;
  /** Render the message as a heading of this level (a page of its own); a paragraph when absent. */
  headingLevel?: HeadingLevel;
}

/** What EmptyState and ErrorState show under the message. */
export interface EmptyStateContentProps {
  /** A second line: why, or what it means. */
  description?: ReactNode;
  /** What to do next, e.g. `<Button asChild><Link to="/products">Continue Shopping</Link></Button>`. */
  action?: ReactNode;
}

export interface EmptyStateProps extends EmptyStateFrameProps, EmptyStateContentProps {
  /**
   * `danger` for a failure (ErrorState).
   * @default 'neutral'
   */
  variant?: (typeof emptyStateVariantNames)[number];
  /** The main line, e.g. 'Your cart is empty.' */
  message: ReactNode;
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
