import { cva } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './Page.css';

export const pageWidths = ['wide', 'narrow'] as const;

export const pageVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { width: styles.widths },
  defaultVariants: { width: 'wide' },
});

export interface PageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The page's one h1. Leave it out only when the content brings its own h1 (e.g. a LegalPage). */
  title?: ReactNode;
  /** Keeps the h1 for screen readers and the outline only (e.g. a home page that opens with a carousel). */
  titleHidden?: boolean;
  /** Controls beside the title, e.g. a sort selector or a Clear cart button. */
  actions?: ReactNode;
  /** `wide` for grids, `narrow` for reading and forms. */
  width?: (typeof pageWidths)[number];
}

/**
 * The frame of one page inside the app's `<main>`: centred, padded, its h1 with optional actions, and the
 * content stacked below. Children never widen the page past the screen (360 px phones included).
 */
export function Page({
  title,
  titleHidden = false,
  actions,
  width = 'wide',
  className,
  children,
  ...props
}: PageProps) {
  const heading = title != null && (
    <h1 className={titleHidden ? styles.visuallyHidden : styles.title}>{title}</h1>
  );
  return (
    <div {...props} data-variant={width} className={pageVariants({ width, className })}>
      {actions ? (
        <div className={styles.header}>
          {heading}
          <div className={styles.actions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
