import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

const frame = style({
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const main = style([frame, { objectFit: 'cover' }]);

export const placeholder = style([
  frame,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.borderStrong}`,
    textAlign: 'center',
    padding: vars.space[4],
  },
]);

export const placeholderIcon = style({ width: '2.5rem', height: '2.5rem' });

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space[2],
});

export const track = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const thumbnail = style({
  display: 'block',
  flexShrink: 0,
  width: '6.5rem',
  aspectRatio: '16 / 9',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  opacity: 0.75,
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, opacity: 1 },
  },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
