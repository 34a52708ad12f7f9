import type { ComponentPropsWithoutRef } from 'react';
import { cx } from 'class-variance-authority';
import { themeRoot } from './ThemeRoot.css';
import { themeClassNames, type ThemeName } from './themes.css';

export interface ThemeRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Which theme fills the token contract for everything inside. */
  theme: ThemeName;
}

/** Applies a theme (token values, background and text colour) to its subtree. */
export function ThemeRoot({ theme, className, ...props }: ThemeRootProps) {
  return <div {...props} data-theme={theme} className={cx(themeClassNames[theme], themeRoot, className)} />;
}
