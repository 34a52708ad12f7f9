import { style } from '@vanilla-extract/css';
import { mediaCard, mediaCardBody, mediaCardTitle } from '../../styles/card.css';
import { vars } from '../../theme/contract.css';

export const card = mediaCard;

// overflow: the ratio holds whatever the picture's own shape (an aspect-ratio box otherwise grows to its content).
export const media = style({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style([mediaCardBody, { gap: vars.space[3] }]);

export const title = style([mediaCardTitle, { overflowWrap: 'anywhere' }]);

export const platform = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const keyBox = style({ display: 'grid', gap: vars.space[1], marginTop: 'auto' });

export const keyLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const key = style({
  display: 'block',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});

// One click selects the whole key, so copying by hand works when the clipboard is refused.
export const keyRevealed = style({ color: vars.color.text, borderStyle: 'solid', userSelect: 'all' });

export const copyStatus = style({
  minHeight: '1lh',
  fontSize: vars.fontSize.sm,
  color: vars.color.successText,
  selectors: { '&:empty': { minHeight: 0 } },
});

export const copyFailed = style({ color: vars.color.dangerText });

export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const item = style({ minWidth: 0 });
