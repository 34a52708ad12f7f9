import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: '1px',
});

export const value = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
