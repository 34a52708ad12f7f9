import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space[5],
  margin: 0,
  paddingInlineStart: vars.space[8],
  listStyle: 'decimal',
});

export const item = style({
  display: 'grid',
  gap: vars.space[1],
  paddingInlineStart: vars.space[2],
  selectors: {
    '&::marker': {
      color: vars.color.accent,
      fontWeight: vars.fontWeight.bold,
      fontSize: vars.fontSize.lg,
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({ color: vars.color.text });

export const link = style({ justifySelf: 'start' });
