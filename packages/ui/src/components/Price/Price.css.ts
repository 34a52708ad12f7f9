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

/** The reference amount inside its named line: struck through, in the line's colour. */
export const original = style({
  textDecoration: 'line-through',
});

export const saving = style({
  fontSize: '0.875em',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
});

/**
 * The reference of a reduction, on its own line under the price: named in words, at a readable size and the
 * normal weight, so it neither hides in small print nor competes with the price, however large the price is set.
 */
export const reference = style({
  flexBasis: '100%',
  fontSize: `min(0.875em, ${vars.fontSize.sm})`,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

export const unavailable = style({ color: vars.color.textMuted });

export { visuallyHidden } from '../../styles/visuallyHidden.css';
