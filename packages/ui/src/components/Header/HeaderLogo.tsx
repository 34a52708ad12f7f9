import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Header.css';

export interface HeaderLogoProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /** The store's name, drawn as the wordmark (the app's, e.g. "Keyshop"). */
  name: string;
}

/**
 * A wordmark for the header's `logo` slot: a key on the accent tile and the store's name, in the current
 * theme's colours. Decorative: the header's home link carries the accessible name (`logoLabel`).
 */
export function HeaderLogo({ name, className, ...props }: HeaderLogoProps) {
  return (
    <svg {...props} aria-hidden viewBox="0 0 128 32" className={cx(styles.logo, className)}>
      <rect width="32" height="32" rx="8" className={styles.logoMark} />
      <g className={styles.logoKey}>
        <circle cx="12" cy="16" r="5" />
        <path d="M17 16h9M22.5 16v4M26 16v3" />
      </g>
      <text x="38" y="23" textLength="88" lengthAdjust="spacingAndGlyphs" className={styles.logoText}>
        {name}
      </text>
    </svg>
  );
}
