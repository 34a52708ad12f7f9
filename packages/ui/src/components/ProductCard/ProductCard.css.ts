import { style } from '@vanilla-extract/css';
import { mediaCard, mediaCardBody, mediaCardTitle } from '../../styles/card.css';
import { vars } from '../../theme/contract.css';

export const card = style([
  mediaCard,
  {
    position: 'relative',
    transition: `box-shadow ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  },
]);

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  // Keeps the ratio whatever the picture's own shape (an aspect-ratio box otherwise grows to its content).
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

// Positioned on the card (over the image corner); above the stretched link's overlay so it stays clickable.
export const wishlist = style({
  position: 'absolute',
  top: vars.space[2],
  insetInlineEnd: vars.space[2],
  zIndex: 1,
  selectors: {
    '&&': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.border,
      borderRadius: vars.radius.full,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const heart = style({ width: '1.25rem', height: '1.25rem' });
export const heartFilled = style({ fill: 'currentColor' });

export const body = style([mediaCardBody, { gap: vars.space[2] }]);

// Long titles are clamped to two lines; the full name stays in the link text and the image's alt.
export const title = style([
  mediaCardTitle,
  { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
]);

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// The stretched link: its overlay covers the card, so a click anywhere opens the product.
export const stretched = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.lg,
    },
  },
});

export const platforms = style({ color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[2],
});

export const price = style({ fontSize: vars.fontSize.lg });

export const action = style({ position: 'relative', zIndex: 1 });
