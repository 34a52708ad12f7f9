import { cva } from 'class-variance-authority';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Badge, formatBadgeCount } from '../Badge';
import { Button, type ButtonProps } from '../Button';
import * as styles from './IconButton.css';

export const iconButtonSizes = ['sm', 'md'] as const;

export const iconButtonVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { size: styles.sizes, highlight: { true: styles.highlight, false: '' } },
  defaultVariants: { size: 'md', highlight: false },
});

export interface IconButtonLabels {
  /** How the count is spoken, from the count and the badge text (so the name matches what is seen). */
  count: (count: number, shown: string) => string;
}

export const defaultIconButtonLabels: IconButtonLabels = {
  count: (count, shown) => (count === 1 ? '1 item' : `${shown} items`),
};

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'fullWidth' | 'aria-label'> {
  /** The accessible name, given by the caller (no default); the button shows only an icon. */
  label: string;
  /** A count shown in a badge (hidden when 0 or absent) and appended to the name: "Cart, 3 items". */
  count?: number;
  /** `count`: how the count is spoken (the badge itself is hidden from screen readers). */
  labels?: Partial<IconButtonLabels>;
  /**
   * The square's size.
   * @default 'md'
   */
  size?: (typeof iconButtonSizes)[number];
  /**
   * The look, as Button's.
   * @default 'ghost'
   */
  variant?: ButtonProps['variant'];
  /**
   * Render the single child (e.g. a router `<Link>`) as the button; the badge goes inside it.
   * @default false
   */
  asChild?: boolean;
  /**
   * Shows a spinner in place of the icon and marks the button busy; it keeps its name and the focus.
   * @default false
   */
  loading?: boolean;
  /**
   * Paints the icon and count in the danger colour, e.g. a wishlist that holds items.
   * @default false
   */
  highlight?: boolean;
}

/** An icon-only Button (actions, or links through `asChild`) with a required name and an optional count. */
export function IconButton({
  label,
  count,
  labels,
  size,
  highlight = false,
  variant = 'ghost',
  asChild = false,
  className,
  children,
  ...props
}: IconButtonProps) {
  const text = { ...defaultIconButtonLabels, ...labels };
  const hasCount = count !== undefined && count > 0;
  const badge = hasCount && (
    <Badge aria-hidden count={count} variant={highlight ? 'danger' : 'accent'} className={styles.badge} />
  );
  // With asChild the badge must go inside the child (the link), which becomes the button element.
  const content =
    asChild && isValidElement<{ children?: ReactNode }>(children) ? (
      cloneElement(
        children as ReactElement<{ children?: ReactNode }>,
        undefined,
        children.props.children,
        badge,
      )
    ) : (
      <>
        {children}
        {badge}
      </>
    );
  return (
    <Button
      {...props}
      asChild={asChild}
      variant={variant}
      size="icon"
      aria-label={hasCount ? `${label}, ${text.count(count, formatBadgeCount(count))}` : label}
      data-highlight={highlight}
      className={iconButtonVariants({ size, highlight, className })}
    >
      {content}
    </Button>
  );
}
