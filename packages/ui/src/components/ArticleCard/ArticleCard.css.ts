import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Margins, not a grid: the line clamp only counts lines of block children.
export const paragraph = style({ selectors: { '& + &': { marginTop: vars.space[3] } } });
