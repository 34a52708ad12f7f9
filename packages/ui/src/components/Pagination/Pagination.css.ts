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

const phone = `screen and ${maxWidth('sm')}`;
// On a phone every control narrows to the small control size, so the nine of them stay on one row at 360 px.
const narrow = { minWidth: vars.size.controlSm, paddingInline: vars.space[1] };

// Square page buttons, wide enough for three digits.
export const page = style({
  selectors: { '&&': { minWidth: vars.size.controlMd, paddingInline: vars.space[2] } },
  '@media': { [phone]: { selectors: { '&&': narrow } } },
});

// Previous and next: icon-only on a phone (their text is hidden there).
export const step = style({ '@media': { [phone]: { selectors: { '&&': narrow } } } });

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
  '@media': { [phone]: { minWidth: vars.size.controlSm } },
});

export const stepLabel = style({ '@media': { [phone]: { display: 'none' } } });
