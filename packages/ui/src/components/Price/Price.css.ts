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

export const unavailable = style({ color: vars.color.textMuted });

// Read by screen readers, invisible on screen.
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
