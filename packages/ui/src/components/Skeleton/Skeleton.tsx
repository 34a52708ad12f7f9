import { cva, cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export const skeletonVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { shape: styles.shapes },
  defaultVariants: { shape: 'text' },
});

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'aria-hidden'> {
  shape?: (typeof skeletonShapes)[number];
  /** Number of text lines (text shape only). */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A loading placeholder. Always hidden from screen readers: announce loading once on the region instead
 * (e.g. `aria-busy` or a Spinner with a label).
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  const size = { width, height, ...style };
  if (shape === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden data-shape={shape} className={cx(styles.lines, className)} style={size}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={skeletonVariants({ shape, className: index === lines - 1 && styles.lastLine })}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...props}
      aria-hidden
      data-shape={shape}
      className={skeletonVariants({ shape, className })}
      style={size}
    />
  );
}
