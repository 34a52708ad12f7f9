import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { maxWidth } from '../../theme/breakpoints';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Square page buttons, wide enough for three digits.
export const page = style({
  selectors: { '&&': { minWidth: vars.size.controlMd, paddingInline: vars.space[2] } },
});

export const current = style({
  selectors: {
    '&&': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      borderColor: vars.color.accent,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  color: vars.color.textMuted,
});

export const stepLabel = style({
  '@media': { [`screen and ${maxWidth('sm')}`]: { display: 'none' } },
});
