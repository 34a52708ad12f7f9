import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
});

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const sellingPoints = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space[6],
  paddingBottom: vars.space[8],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sellingPoint = style({ display: 'flex', gap: vars.space[3], alignItems: 'flex-start' });

export const sellingIcon = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
});

export const sellingTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

// Newsletter, link groups and payment side by side when wide, stacked on a phone.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space[8],
  alignItems: 'start',
});

export const section = style({ display: 'grid', gap: vars.space[3], alignContent: 'start', minWidth: 0 });

export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[6],
});

export const links = style({ ...list, display: 'grid', gap: vars.space[2] });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const form = style({ gap: vars.space[3] });

export const payments = style({ ...list, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const paymentMark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '2.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const paymentIcon = style({ width: '1.5rem', height: '1.5rem' });

export const ssl = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-start' });

export const sslIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.successText,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[3]} ${vars.space[6]}`,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.border}`,
});

export const legal = style({ ...list, display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });
