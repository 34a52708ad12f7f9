import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });

export const content = style({ justifySelf: 'stretch', overflowWrap: 'break-word' });

// The line count comes from the `lines` prop as an inline -webkit-line-clamp.
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
