import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

export interface LiveRegionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** The latest announcement; screen readers read each new text once, politely. */
  message: string;
}

/**
 * An invisible polite status region for announcements with no visible place of their own (live stock
 * changes). Render it once and keep it mounted: only changes of its text are announced.
 */
export function LiveRegion({ message, className, ...props }: LiveRegionProps) {
  return (
    <div
      {...props}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx(visuallyHidden, className)}
    >
      {message}
    </div>
  );
}
