import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The number on its own row, expiry and CVC side by side below it (they stay side by side at 320 px).
export const fieldset = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  // Each field keeps its own height: a long message under one does not stretch its neighbour.
  alignItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBlockEnd: vars.space[4],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const number = style({ gridColumn: '1 / -1' });

// The digits stay left to right (the input's own `dir`); in a right-to-left form they still sit at its start.
export const digits = style({ selectors: { '[dir="rtl"] &': { textAlign: 'right' } } });
