import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The raised surface every card shares: background, border, rounded corners and a light shadow. */
export const cardSurface = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** A text card (article, FAQ category): roomy padding between its stacked parts. */
export const textCard = style([cardSurface, { gap: vars.space[3], padding: vars.space[6] }]);

export const textCardTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** A grid card with an image on top (product, purchased key): fills its grid cell, clips the image corners. */
export const mediaCard = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    height: '100%',
    overflow: 'hidden',
    color: vars.color.text,
  },
]);

export const mediaCardImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '[data-fit="contain"] > &': { objectFit: 'contain' } },
});

/** Stands in for a missing or broken image. */
export const mediaCardPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize['3xl'],
});

export const mediaCardPlaceholderIcon = style({ width: '1em', height: '1em' });

/** The media card's text part under the image; it grows so footers line up across a grid row. */
export const mediaCardBody = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  padding: vars.space[4],
});

export const mediaCardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
