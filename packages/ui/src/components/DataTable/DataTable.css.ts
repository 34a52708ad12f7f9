import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space[3], minWidth: 0, color: vars.color.text });

// Wide tables scroll sideways inside this region on narrow screens; with a `maxHeight` they scroll down too
// and the header stays in view. The controls inside draw their focus ring inwards, so the region's edge never
// clips it.
export const region = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  padding: vars.space[3],
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

const cell = {
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cell,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-sticky="true"] &': { position: 'sticky', insetBlockStart: 0, zIndex: 1 },
  },
});

export const bodyCell = style({
  ...cell,
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
    'tr[data-state="selected"] > &': { backgroundColor: vars.color.accentSubtle },
  },
});

export const aligns = {
  start: style({ textAlign: 'start' }),
  center: style({ textAlign: 'center' }),
  end: style({ textAlign: 'end' }),
};

export const selectCell = style({ width: '1%', paddingInlineEnd: 0 });

export const checkbox = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: '1px' } },
});

// The header's sort button fills the cell's text box; its ring sits inside the cell.
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: `calc(-1 * ${vars.space[1]})`,
  padding: vars.space[1],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const sortIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[aria-sort] &': { color: vars.color.text } },
});

export const stateCell = style({ ...cell, borderBottom: 'none', padding: vars.space[4] });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
