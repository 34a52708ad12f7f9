import { mixColors } from './color';
import { checkContrast, contrastRatio, type ContrastResult } from './contrast';
import { vars } from './contract.css';
import type { ThemeName } from './themes.css';
import { themeValues, type ThemeColors, type ThemeValues } from './themeValues';

export interface BrandThemeOptions {
  /** Names the class the theme fills: `ks-brand-<name>` (lower-case letters, digits and dashes). */
  name: string;
  /** The built-in theme whose other tokens the brand keeps. Default `light`. */
  base?: ThemeName;
  /** The brand colour: primary buttons, links, focus rings, active states. */
  accent: string;
  /** Cards, panels and menus. Raised surfaces follow it; sunken ones are derived from it. */
  surface?: string;
  /** The page behind the surfaces. */
  background?: string;
  /** Body text (muted text is derived from it and the surface). */
  text?: string;
  /** Any colour token set exactly, after the derived ones (e.g. `{ link: '#0b5394' }`). */
  colors?: Partial<ThemeColors>;
  /** Typeface and corner overrides. */
  font?: Partial<ThemeValues['font']>;
  radius?: Partial<ThemeValues['radius']>;
}

export interface BrandTheme {
  /** Put it on `<html>` (or any element) instead of the light/dark theme class. */
  className: string;
  /** Every token of the contract with the brand's value. */
  values: ThemeValues;
  /** One CSS rule that fills the contract for `.className`: add it to the page's CSS or `<head>`. */
  cssText: string;
  /** The promised text/background pairs below WCAG AA (empty when the brand passes). */
  contrastIssues: ContrastResult[];
}

const readableOn = (background: string, light: string, dark: string) =>
  contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;

function brandColors(base: ThemeColors, options: BrandThemeOptions): ThemeColors {
  const surface = options.surface ?? base.surface;
  const text = options.text ?? base.text;
  const { accent } = options;
  const colors: ThemeColors = {
    ...base,
    background: options.background ?? base.background,
    surface,
    surfaceRaised: surface,
    surfaceSunken: options.surface ? mixColors(surface, text, 0.06) : base.surfaceSunken,
    text,
    textMuted: options.text || options.surface ? mixColors(text, surface, 0.3) : base.textMuted,
    accent,
    accentHover: mixColors(accent, text, 0.2),
    accentSubtle: mixColors(surface, accent, 0.12),
    link: accent,
    focusRing: accent,
    ...options.colors,
  };
  // Each fill gets the readable one of white and near-black, unless the brand sets it.
  const on = (fill: string) => readableOn(fill, '#ffffff', '#0b0d12');
  return {
    ...colors,
    textOnAccent: options.colors?.textOnAccent ?? on(colors.accent),
    textOnDanger: options.colors?.textOnDanger ?? on(colors.danger),
    textOnSuccess: options.colors?.textOnSuccess ?? on(colors.success),
  };
}

/** `[custom property, value]` for every token: the contract's `var(--ks-…)` names paired with the values. */
function declarations(names: object, values: object): [string, string][] {
  return Object.entries(names).flatMap(([key, name]) => {
    const value = (values as Record<string, unknown>)[key];
    return typeof name === 'string'
      ? [[name.replace(/^var\((--[\w-]+)\)$/, '$1'), String(value)] as [string, string]]
      : declarations(name as object, value as object);
  });
}

/**
 * Builds a theme for another store from the token contract at runtime, with no build plugin: the brand's
 * colours, with hover, muted, sunken and on-accent colours derived from them, over a built-in theme's
 * spacing, type and motion. Returns a class for `<html>` and the CSS that fills it; `applyBrandTheme`
 * adds that CSS to a document.
 */
export function createBrandTheme(options: BrandThemeOptions): BrandTheme {
  if (!/^[a-z][a-z0-9-]*$/.test(options.name)) {
    throw new TypeError(`Brand theme name "${options.name}": use lower-case letters, digits and dashes.`);
  }
  const base = themeValues[options.base ?? 'light'];
  const values: ThemeValues = {
    ...base,
    color: brandColors(base.color, options),
    font: { ...base.font, ...options.font },
    radius: { ...base.radius, ...options.radius },
  };
  const className = `ks-brand-${options.name}`;
  // Native controls and scrollbars follow the brand's page: dark on a dark background.
  const colorScheme =
    readableOn(values.color.background, '#ffffff', '#000000') === '#ffffff' ? 'dark' : 'light';
  const body = [['color-scheme', colorScheme], ...declarations(vars, values)]
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return {
    className,
    values,
    cssText: `.${className}{${body}}`,
    contrastIssues: checkContrast(values.color),
  };
}

/** Adds (or replaces) the brand theme's CSS in a document's `<head>`; returns the class to apply. */
export function applyBrandTheme(theme: BrandTheme, doc: Document = document): string {
  const id = `ks-brand-theme-${theme.className}`;
  const style = doc.getElementById(id) ?? doc.head.appendChild(doc.createElement('style'));
  style.id = id;
  style.textContent = theme.cssText;
  return theme.className;
}
