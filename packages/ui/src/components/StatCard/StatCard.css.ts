import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/card.css';
import { vars } from '../../theme/contract.css';

// The card is the link's hit area (the label's link stretches over it), so its ring marks the focused link.
export const card = style([
  cardSurface,
  {
    position: 'relative',
    minWidth: 0,
    padding: vars.space[4],
    color: vars.color.text,
    selectors: {
      '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:has(a:hover)': { borderColor: vars.color.borderStrong },
    },
  },
]);

export const list = style({ display: 'grid', gap: vars.space[1], margin: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const valueSkeleton = style({ height: '1em', marginBlock: '0.1em' });

// The direction's colour only backs up the arrow and the words: good is green, bad is red, flat is muted.
export const change = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-meaning="good"]': { color: vars.color.successText },
    '&[data-meaning="bad"]': { color: vars.color.dangerText },
  },
});

export const changeIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
