import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { maxWidth } from '../../theme/breakpoints';

export const section = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  padding: vars.space[6],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [maxWidth('sm')]: { padding: vars.space[4] } },
});

export const danger = style({ borderColor: vars.color.danger });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ maxWidth: '32rem' });

// The username field and its Edit/Cancel toggle share a row; the toggle lines up with the input.
export const editRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

export const grow = style({ flexGrow: 1, minWidth: 0 });

export const toggle = style({ flexShrink: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
