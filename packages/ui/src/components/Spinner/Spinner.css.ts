import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  verticalAlign: 'middle',
});

export const sizes = {
  sm: style({ width: '1rem', height: '1rem' }),
  md: style({ width: '1.5rem', height: '1.5rem' }),
  lg: style({ width: '2.5rem', height: '2.5rem', borderWidth: '3px' }),
};
