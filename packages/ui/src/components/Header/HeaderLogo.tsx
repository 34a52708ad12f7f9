import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Header.css';

export interface HeaderLogoProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /** The accessible name, given by the caller; inside the header's home link it names that link. */
  label: string;
}

/** The "Keyshop" wordmark: a key on the accent tile and the name, in the current theme's colours. */
export function HeaderLogo({ label, className, ...props }: HeaderLogoProps) {
  return (
    <svg {...props} role="img" aria-label={label} viewBox="0 0 128 32" className={cx(styles.logo, className)}>
      <rect width="32" height="32" rx="8" className={styles.logoMark} />
      <g className={styles.logoKey}>
        <circle cx="12" cy="16" r="5" />
        <path d="M17 16h9M22.5 16v4M26 16v3" />
      </g>
      <text x="38" y="23" textLength="88" lengthAdjust="spacingAndGlyphs" className={styles.logoText}>
        Keyshop
      </text>
    </svg>
  );
}
