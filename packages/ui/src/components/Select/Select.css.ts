import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'block' });

// The native arrow is removed so the control matches the others; a currentColor chevron replaces it.
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space[8],
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
