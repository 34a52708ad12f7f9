import type { vars } from './contract.css';
import { palette as p } from './palette';
import { sharedScales } from './scales';

type Tokens<T> = { [K in keyof T]: T[K] extends string ? string : Tokens<T[K]> };
/** Every token of the contract with its value: what a theme (light, dark or a brand) fills in. */
export type ThemeValues = Tokens<typeof vars>;
export type ThemeColors = ThemeValues['color'];

// Semantic colours point at primitives; the pairs in `contrastPairs` are held to WCAG AA by a test.
export const lightThemeValues: ThemeValues = {
  ...sharedScales,
  color: {
    background: p.gray50,
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.gray100,
    overlay: p.overlayLight,
    border: p.gray200,
    borderStrong: p.gray500,
    text: p.gray900,
    textMuted: p.gray600,
    textOnAccent: p.white,
    textOnDanger: p.white,
    textOnSuccess: p.white,
    accent: p.violet700,
    accentHover: p.violet800,
    accentSubtle: p.violet50,
    link: p.violet700,
    focusRing: p.violet600,
    danger: p.red700,
    dangerHover: p.red600,
    dangerText: p.red700,
    success: p.green700,
    successText: p.green800,
    warning: p.amber700,
    warningText: p.yellow800,
    scoreHigh: p.green700,
    scoreMid: p.yellow800,
    scoreLow: p.red700,
    scoreText: p.white,
    skeleton: p.gray200,
    skeletonShine: p.gray100,
  },
  shadow: {
    sm: '0 1px 2px rgba(19, 22, 29, 0.08)',
    md: '0 4px 12px rgba(19, 22, 29, 0.12)',
    lg: '0 12px 32px rgba(19, 22, 29, 0.18)',
  },
};

export const darkThemeValues: ThemeValues = {
  ...sharedScales,
  color: {
    background: p.gray950,
    surface: p.gray900,
    surfaceRaised: p.gray850,
    surfaceSunken: p.gray800,
    overlay: p.overlayDark,
    border: p.gray700,
    borderStrong: p.gray400,
    text: p.gray50,
    textMuted: p.gray300,
    textOnAccent: p.gray950,
    textOnDanger: p.gray950,
    textOnSuccess: p.gray950,
    accent: p.violet400,
    accentHover: p.violet300,
    accentSubtle: p.violet950,
    link: p.violet300,
    focusRing: p.violet300,
    danger: p.red400,
    dangerHover: p.red300,
    dangerText: p.red300,
    success: p.green400,
    successText: p.green300,
    warning: p.yellow400,
    warningText: p.yellow300,
    scoreHigh: p.green400,
    scoreMid: p.yellow400,
    scoreLow: p.red400,
    scoreText: p.gray950,
    skeleton: p.gray800,
    skeletonShine: p.gray700,
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

/** The token values of each built-in theme, by name: plain data that docs and brand themes read. */
export const themeValues = { light: lightThemeValues, dark: darkThemeValues } as const;
