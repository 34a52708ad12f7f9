import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The native picker's icon follows the theme's colour-scheme; the input keeps the form kit's look (Field.css).
export const input = style({
  maxWidth: '16rem',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer' },
    '&[data-precision="seconds"]': { maxWidth: '19rem' },
  },
});

// The value in the field's locale, under the picker (which shows it in the browser's format).
export const readout = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
