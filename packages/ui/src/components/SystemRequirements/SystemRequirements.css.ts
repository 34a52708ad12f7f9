import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const system = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

// Groups a dt with its dd (valid inside <dl>) without breaking the two-column grid.
export const pair = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const plain = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
