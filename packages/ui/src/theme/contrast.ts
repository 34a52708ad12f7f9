import { rgbChannels } from './color';
import type { ThemeColors } from './themeValues';

type ColorToken = keyof ThemeColors;

/** A foreground/background pair a theme promises to keep readable, with the WCAG AA minimum it must meet. */
export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** 4.5 for body text, 3 for non-text parts (borders, focus rings, control fills). */
  minimum: 4.5 | 3;
}

export interface ContrastResult extends ContrastPair {
  foregroundValue: string;
  backgroundValue: string;
  /** The WCAG 2 contrast ratio, rounded to two decimals for display. */
  ratio: number;
  passes: boolean;
}

const text = (foreground: ColorToken, ...backgrounds: ColorToken[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 4.5 }));
const nonText = (foreground: ColorToken, ...backgrounds: ColorToken[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 3 }));

/** Every pair the components draw on top of each other; a theme must meet each pair's minimum. */
export const contrastPairs: readonly ContrastPair[] = [
  ...text('text', 'background', 'surface', 'surfaceRaised', 'surfaceSunken', 'accentSubtle'),
  ...text('textMuted', 'background', 'surface', 'surfaceRaised'),
  ...text('link', 'background', 'surface'),
  // Every fill and the text drawn on it: each fill has its own on-colour, so a yellow brand's dark
  // on-accent text never lands on a red or green fill.
  ...text('textOnAccent', 'accent', 'accentHover'),
  ...text('textOnDanger', 'danger', 'dangerHover'),
  ...text('textOnSuccess', 'success'),
  ...text('dangerText', 'background', 'surface'),
  ...text('successText', 'background', 'surface'),
  ...text('warningText', 'background', 'surface'),
  ...text('scoreText', 'scoreHigh', 'scoreMid', 'scoreLow'),
  ...nonText('borderStrong', 'background', 'surface'),
  ...nonText('focusRing', 'background', 'surface'),
  ...nonText('accent', 'background', 'surface'),
  ...nonText('danger', 'background', 'surface'),
  ...nonText('success', 'background', 'surface'),
];

const luminance = (color: string) => {
  const [r, g, b] = rgbChannels(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** The WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Measures every promised pair of a theme's colours. */
export function measureContrast(colors: ThemeColors): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    return {
      ...pair,
      foregroundValue: colors[pair.foreground],
      backgroundValue: colors[pair.background],
      ratio: Math.round(ratio * 100) / 100,
      // WCAG compares the exact ratio: 4.49 fails even though it rounds to 4.5.
      passes: ratio >= pair.minimum,
    };
  });
}

/** The promised pairs of a theme's colours that fall below WCAG AA (an empty list means the theme passes). */
export function checkContrast(colors: ThemeColors): ContrastResult[] {
  return measureContrast(colors).filter((result) => !result.passes);
}
