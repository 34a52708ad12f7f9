import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minWidth } from '../../theme/breakpoints';

export const root = style({ display: 'grid', gap: vars.space[8], gridTemplateColumns: 'minmax(0, 1fr)' });

// Gallery and buy box side by side from 48rem; stacked (gallery first) below.
export const summary = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [`screen and ${minWidth('lg')}`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const buyBox = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const price = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const score = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const sections = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  lineHeight: vars.lineHeight.normal,
});

export const section = style({ display: 'grid', gap: vars.space[3] });

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

// dt/dd pairs are grouped in a div (valid in a dl) that the grid sees through.
export const fact = style({ display: 'contents' });

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });
