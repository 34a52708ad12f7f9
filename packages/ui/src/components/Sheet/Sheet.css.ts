import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideFrom = (x: string, y: string) => keyframes({ from: { transform: `translate(${x}, ${y})` } });
const fromLeft = slideFrom('-100%', '0');
const fromRight = slideFrom('100%', '0');
const fromBottom = slideFrom('0', '100%');

export const base = style({ maxWidth: '100vw', maxHeight: '100dvh' });

const edge = (position: 'start' | 'end') =>
  style({
    insetBlock: 0,
    [position === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
    width: 'min(24rem, 90vw)',
    borderBlock: 'none',
    [position === 'start' ? 'borderInlineStart' : 'borderInlineEnd']: 'none',
    animation: `${position === 'start' ? fromLeft : fromRight} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      '[dir="rtl"] &': {
        animationName: position === 'start' ? fromRight : fromLeft,
      },
    },
  });

export const sides = {
  start: edge('start'),
  end: edge('end'),
  bottom: style({
    insetInline: 0,
    insetBlockEnd: 0,
    maxHeight: '85dvh',
    borderStartStartRadius: vars.radius.lg,
    borderStartEndRadius: vars.radius.lg,
    borderBlockEnd: 'none',
    animation: `${fromBottom} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  }),
};
