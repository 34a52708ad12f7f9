import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  maxWidth: '100%',
  minHeight: vars.size.controlSm,
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[2],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });
