import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeValues, lightThemeValues } from './themeValues';

export const lightTheme = createTheme(vars, lightThemeValues, 'light');
export const darkTheme = createTheme(vars, darkThemeValues, 'dark');
// Native checkboxes, selects, date pickers and scrollbars follow the theme.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

// Focus ring and reduced motion ship with the themes, so per-component styles (`themes.css` + one component's
// CSS) get them without the opt-in reset. Scoped to themed subtrees; `:where` keeps the specificity of the bare
// `:focus-visible` a component's own rule overrides.
const themed = `:where(${lightTheme}, ${darkTheme}, [class*="ks-brand-"])`;
// The components are drawn in border-box; the reset applies it page-wide, this inside themed subtrees only.
globalStyle(`${themed}, ${themed} *, ${themed} *::before, ${themed} *::after`, { boxSizing: 'border-box' });
globalStyle(`${themed} :focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
// Users who ask for less motion get none: transitions and animations collapse to an instant.
globalStyle(`${themed} *, ${themed} *::before, ${themed} *::after`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themeClassNames;
export const themeNames = ['light', 'dark'] as const satisfies readonly ThemeName[];
