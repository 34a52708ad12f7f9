import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The native box, tinted with the accent; its top margin centres it on the label's first line.
export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  marginTop: '0.1875rem',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.dangerText}`, outlineOffset: '1px' },
  },
});
