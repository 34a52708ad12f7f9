import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../styles/floating.css';
import { vars } from '../../theme/contract.css';

export const content = style([
  floatingSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    width: 'min(24rem, calc(100vw - 1rem))',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[2],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

// The list of lines scrolls above 24rem (spec: cart dropdown maximum height).
export const body = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space[2],
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});
