import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const lines = style({ display: 'grid', gap: vars.space[3], listStyle: 'none', margin: 0, padding: 0 });

// Name above, "qty × unit price" and the line total below: fits 360 px without a table's columns.
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const name = style({
  gridColumn: '1 / -1',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

// On sale, the regular price follows the unit price, struck through (the del's own style).
export const quantity = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const lineTotal = style({ fontWeight: vars.fontWeight.medium, textAlign: 'end' });

export const totals = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
});

export const grandTotal = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const value = style({ margin: 0 });

// A placeholder text bar stands in a whole line box (1lh), as tall as the text it stands for.
export const skeletonText = style({ marginBlock: 'calc((1lh - 1em) / 2)' });
