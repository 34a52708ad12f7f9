import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const price = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space[2],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const current = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const original = style({
  color: vars.color.textMuted,
  fontSize: '0.875em',
  textDecoration: 'line-through',
});

export const saving = style({
  fontSize: '0.875em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
});

/** Its own line under the prices. */
export const lowest = style({
  flexBasis: '100%',
  fontSize: '0.75em',
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

export const unavailable = style({ color: vars.color.textMuted });

export { visuallyHidden } from '../../styles/visuallyHidden.css';
