import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minWidth } from '../../theme/breakpoints';

export const list = style({ display: 'grid', gap: vars.space[4], listStyle: 'none', padding: 0, margin: 0 });

// The row is a size container: it lays itself out by its own width (a phone, a narrow column or a wide page).
export const row = style({
  containerType: 'inline-size',
  padding: vars.space[4],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

// Areas stack in a narrow row; from 40rem of row the facts sit beside the title and the action at the end. The
// title keeps 12rem (40 % of a narrow row), so many facts wrap instead of squeezing it to a letter per line.
export const layout = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    [minWidth('md')]: {
      gridTemplateColumns: 'minmax(min(12rem, 40%), 1fr) auto',
      alignItems: 'start',
    },
  },
});

export const skeletonRow = style({ minHeight: '7rem' });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const id = style({ fontFamily: vars.font.mono, letterSpacing: '0.03em' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@container': { [minWidth('md')]: { gridRow: 'span 2', justifyContent: 'flex-end' } },
});

export const fact = style({ display: 'grid', gap: vars.space[1] });

// Right under its label: a dd's default indent (40 px) would push it off.
export const value = style({ margin: 0 });

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const status = style({
  display: 'inline-block',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.medium,
});

/** Provider references are long opaque ids: monospace, and free to break anywhere. */
export const reference = style([
  value,
  {
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  },
]);

export const refundLines = style({
  margin: 0,
  paddingInlineStart: vars.space[4],
  color: vars.color.textMuted,
});

export const total = style([value, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md }]);

export const items = style({
  display: 'grid',
  gap: vars.space[1],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const line = style({ display: 'flex', gap: vars.space[2], alignItems: 'baseline' });

export const name = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const qty = style({ flexShrink: 0, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  '@container': { [minWidth('md')]: { gridColumn: '1 / -1', justifyContent: 'flex-end' } },
});
