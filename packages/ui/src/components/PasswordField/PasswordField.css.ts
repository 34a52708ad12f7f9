import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'block' });

// Room on the right for the toggle, so typed text never runs under it.
export const input = style({ paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space[2]})` });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space[1],
  top: '50%',
  transform: 'translateY(-50%)',
});
