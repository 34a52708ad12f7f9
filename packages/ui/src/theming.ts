// `@keyshop/ui/theming`: tools for building and checking themes (brand themes, contrast, the built-in themes'
// token values as data). A separate entry point, so stores that only use the light/dark classes never load it.
export {
  themeValues,
  lightThemeValues,
  darkThemeValues,
  type ThemeValues,
  type ThemeColors,
} from './theme/themeValues';
export {
  checkContrast,
  contrastPairs,
  contrastRatio,
  measureContrast,
  type ContrastPair,
  type ContrastResult,
} from './theme/contrast';
export {
  applyBrandTheme,
  createBrandTheme,
  type BrandTheme,
  type BrandThemeOptions,
} from './theme/brandTheme';
export { breakpoints, maxWidth, minWidth, type Breakpoint } from './theme/breakpoints';
