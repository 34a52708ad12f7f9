import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({ fontSize: vars.fontSize.sm, minWidth: 0 });

// Wraps on a phone instead of scrolling the page sideways.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], minWidth: 0 });

export const separator = style({
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});
