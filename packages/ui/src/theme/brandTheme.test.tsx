import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { composeStories } from '@storybook/react-vite';
import { renderAndPlay } from '../../test/playStory';
import { Button } from '../components/Button';
import * as brandStories from '../docs/BrandTheme.stories';
import { applyBrandTheme, createBrandTheme } from './brandTheme';
import { checkContrast, contrastPairs, contrastRatio, measureContrast } from './contrast';
import { themeValues } from './themeValues';

const failures = (issues: ReturnType<typeof checkContrast>) =>
  issues.map((issue) => `${issue.foreground} on ${issue.background} ${issue.ratio}:1`);

describe('contrast checker', () => {
  it('computes WCAG 2 ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toThrow(/opaque/);
  });

  it('finds every promised pair of the light and dark themes at WCAG AA', () => {
    expect(failures(checkContrast(themeValues.light.color))).toEqual([]);
    expect(failures(checkContrast(themeValues.dark.color))).toEqual([]);
    expect(measureContrast(themeValues.dark.color)).toHaveLength(contrastPairs.length);
  });
});

describe('createBrandTheme', () => {
  afterEach(() =>
    document.querySelectorAll('style[id^="ks-brand-theme-"]').forEach((style) => style.remove()),
  );

  it('fills the whole contract for a class, and a readable brand passes the checker', async () => {
    const brand = createBrandTheme({ name: 'forest', accent: '#1b5e20', surface: '#fbfdf7' });
    expect(brand.className).toBe('ks-brand-forest');
    expect(brand.cssText).toContain('--ks-color-accent:#1b5e20');
    expect(brand.cssText).toContain(`--ks-space-4:${themeValues.light.space[4]}`);
    expect(brand.values.color.textOnAccent).toBe('#ffffff');
    expect(failures(brand.contrastIssues)).toEqual([]);

    const className = applyBrandTheme(brand);
    await render(
      <div className={className}>
        <Button>Buy now</Button>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Buy now' }).element();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(27, 94, 32)');
  });

  it('reports each promised pair a bad brand breaks', () => {
    const bad = createBrandTheme({
      name: 'lemon',
      accent: '#fff176',
      text: '#9e9e9e',
      colors: { link: '#ffeb3b' },
    });
    const broken = failures(bad.contrastIssues);
    expect(bad.contrastIssues.every((issue) => !issue.passes)).toBe(true);
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^text on background /),
        expect.stringMatching(/^link on surface /),
        expect.stringMatching(/^accent on surface /),
      ]),
    );
  });

  it('gives danger and success fills their own readable text under a yellow brand', () => {
    const yellow = createBrandTheme({ name: 'yellow', accent: '#ffd600' });
    const { color } = yellow.values;
    expect(color.textOnAccent).toBe('#0b0d12');
    expect(color.textOnDanger).toBe('#ffffff');
    expect(color.textOnSuccess).toBe('#ffffff');
    // A yellow accent on white fails as a fill (the report says so); no text on a fill fails.
    expect(failures(yellow.contrastIssues).filter((issue) => issue.startsWith('textOn'))).toEqual([]);
    for (const [on, fill] of [
      ['textOnAccent', 'accent'],
      ['textOnDanger', 'danger'],
      ['textOnSuccess', 'success'],
    ] as const) {
      expect(contrastRatio(color[on], color[fill])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows the yellow brand with readable text on every fill (the story holds it)', async () => {
    await renderAndPlay(composeStories(brandStories).YellowBrand);
  });

  it('reports a fill that a brand surface hides and an on-colour the brand forces', () => {
    const issues = failures(
      createBrandTheme({
        name: 'clash',
        accent: '#1b5e20',
        surface: '#b91c1c',
        colors: { textOnDanger: '#0b0d12' },
      }).contrastIssues,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^danger on surface /),
        expect.stringMatching(/^textOnDanger on danger /),
      ]),
    );
  });

  it('sets the colour scheme native controls follow, light or dark by the page', () => {
    expect(createBrandTheme({ name: 'day', accent: '#1b5e20' }).cssText).toMatch(
      /^\.ks-brand-day\{color-scheme:light;/,
    );
    expect(createBrandTheme({ name: 'dusk', base: 'dark', accent: '#ffb74d' }).cssText).toContain(
      'color-scheme:dark;',
    );
  });

  it('starts from the dark theme on request and rejects a name that is not a class', () => {
    const night = createBrandTheme({ name: 'night', base: 'dark', accent: '#ffb74d' });
    expect(night.values.color.background).toBe(themeValues.dark.color.background);
    expect(night.values.color.textOnAccent).toBe('#0b0d12');
    expect(() => createBrandTheme({ name: 'Not a class', accent: '#000' })).toThrow(/lower-case/);
  });
});
