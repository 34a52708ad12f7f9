import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chromiumConfig from '../../../tooling/chromium.cjs';

// The per-component route as a consumer takes it: only `themes.css` and one component's `styles.css` from the
// build, no reset, in Chromium. The focus ring and reduced motion must come with them.
const dist = (file: string) => new URL(`../dist/${file}`, import.meta.url);
const css = (file: string) => readFileSync(dist(file), 'utf8');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const [{ Button }, { lightTheme }] = await Promise.all([
    import(dist('components/Button/index.js').href),
    import(dist('themes.js').href),
  ]);
  const button = renderToString(createElement(Button, null, 'Add to cart'));
  browser = await chromium.launch(chromiumConfig.launchOptions);
  page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html lang="en" class="${lightTheme}"><head>` +
      `<style>${css('themes.css')}</style><style>${css('components/Button/index.css')}</style></head>` +
      `<body><input aria-label="Before">${button}<img alt="" width="4" height="4"></body></html>`,
  );
});

afterAll(async () => {
  await browser?.close();
});

const buttonStyle = () =>
  page.getByRole('button', { name: 'Add to cart' }).evaluate((element) => {
    const style = getComputedStyle(element);
    const ring = getComputedStyle(document.documentElement).getPropertyValue('--ks-color-focus-ring');
    return {
      focused: document.activeElement === element,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      outlineColor: style.outlineColor,
      ring: ring.trim(),
      transition: style.transitionDuration,
    };
  });

describe('themes.css and one component’s styles.css, without the reset', () => {
  it('show the theme’s focus ring on a keyboard-focused component', async () => {
    await page.getByRole('textbox', { name: 'Before' }).focus();
    await page.keyboard.press('Tab');
    const style = await buttonStyle();
    expect(style.focused).toBe(true);
    expect(style.outline).toBe('solid 2px');
    const ring = await page.evaluate((color) => {
      const probe = document.createElement('i');
      probe.style.color = color;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, style.ring);
    expect(style.outlineColor).toBe(ring);
  });

  it('collapse transitions when the user prefers reduced motion, and keep them otherwise', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect((await buttonStyle()).transition).not.toMatch(/^0s|^1e-05s/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await buttonStyle()).transition.split(', ').every((value) => value === '1e-05s')).toBe(true);
  });

  it('leave the host page’s body and images alone (the reset is opt-in)', async () => {
    const host = await page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      imageDisplay: getComputedStyle(document.querySelector('img')!).display,
    }));
    expect(host).toEqual({ bodyMargin: '8px', imageDisplay: 'inline' });
  });
});

describe('the stylesheets', () => {
  it('ship the reset only in reset.css, the focus ring with the themes', () => {
    const reset = /(^|})\s*body\s*\{|img,\s*svg,\s*video\s*\{/;
    expect(css('reset.css')).toMatch(reset);
    for (const file of ['index.css', 'themes.css', 'components/Button/index.css']) {
      expect(css(file)).not.toMatch(reset);
    }
    for (const file of ['index.css', 'themes.css']) expect(css(file)).toMatch(/\s:focus-visible\s*\{/);
  });
});
