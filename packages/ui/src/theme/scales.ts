import type { vars } from './contract.css';

type ThemeTokens = typeof vars;
type Scale<K extends keyof ThemeTokens> = { [P in keyof ThemeTokens[K]]: string };

/** Tokens that are the same in light and dark. */
export const sharedScales: {
  space: Scale<'space'>;
  radius: Scale<'radius'>;
  font: Scale<'font'>;
  fontSize: Scale<'fontSize'>;
  fontWeight: Scale<'fontWeight'>;
  lineHeight: Scale<'lineHeight'>;
  size: Scale<'size'>;
  zIndex: Scale<'zIndex'>;
  motion: Scale<'motion'>;
} = {
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.875rem', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    headerHeight: '4rem',
    contentMax: '80rem',
  },
  zIndex: { base: '0', header: '100', dropdown: '200', overlay: '300', toast: '400' },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};
