import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small reset plus base styles; they only read tokens, so they follow whichever theme class is applied.
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
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

// Users who ask for less motion get none: transitions and animations collapse to an instant.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
