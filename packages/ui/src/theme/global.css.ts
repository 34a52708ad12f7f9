import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// The opt-in reset (`@keyshop/ui/reset.css`): box sizing, the body's font and margin, block media, headings
// without margins. It only reads tokens, so it follows whichever theme class is applied.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0, overflowWrap: 'break-word' });
// The theme class sits on <html> (the app and Storybook put it there): the page itself takes the theme's
// background and text colour, so nothing falls back to the browser's white canvas.
globalStyle('html', {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
