import { style } from '@vanilla-extract/css';

// The native picker's icon follows the theme's colour-scheme; the input keeps the form kit's look (Field.css).
export const input = style({
  maxWidth: '16rem',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer' },
    '&[data-precision="seconds"]': { maxWidth: '19rem' },
  },
});
