import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: '48rem',
  marginInline: 'auto',
  lineHeight: vars.lineHeight.normal,
});

export const header = style({ display: 'grid', gap: vars.space[3] });

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const intro = style({ fontSize: vars.fontSize.lg });

export const toc = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const tocTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

// The headings carry their own numbers ("1. Scope"): the list keeps its order but draws no second one.
export const tocList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const section = style({ display: 'grid', gap: vars.space[3] });

export const heading = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Anchored headings stay clear of the fixed header.
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space[4]})`,
});

export const list = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[6],
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
});

export const definitionPair = style({ display: 'contents' });

export const term = style({ fontWeight: vars.fontWeight.medium });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });
