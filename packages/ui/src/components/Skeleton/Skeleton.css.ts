import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

// Under prefers-reduced-motion the global reset collapses the animation, leaving a still placeholder.
export const base = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const shapes = {
  text: style({ height: '1em', borderRadius: vars.radius.sm }),
  rect: style({ borderRadius: vars.radius.md }),
  circle: style({ borderRadius: vars.radius.full, aspectRatio: '1' }),
};

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

// The last line of a paragraph is shorter, like real text.
export const lastLine = style({ width: '60%' });
