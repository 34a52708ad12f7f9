import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The real file input lies over the whole zone (invisible), so a click anywhere, Enter or Space opens the
// picker; the zone draws the input's focus ring.
export const zone = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  padding: vars.space[6],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover:not([data-state="disabled"]), &[data-state="dragging"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.surfaceSunken,
    },
    '&[data-state="error"]': { borderColor: vars.color.dangerText },
    '&[data-state="success"]': { borderColor: vars.color.successText },
    '&[data-state="disabled"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const icon = style({ width: '2rem', height: '2rem', color: vars.color.textMuted });

export const prompt = style({ fontWeight: vars.fontWeight.medium });

export const choose = style({ color: vars.color.link, textDecoration: 'underline' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const files = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const fileSize = style({ color: vars.color.textMuted, marginInlineStart: vars.space[2] });

export const progress = style({ display: 'grid', gap: vars.space[1], width: '100%', maxWidth: '24rem' });

export const progressTrack = style({
  height: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  backgroundColor: vars.color.accent,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.successText,
});

export const statusIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });
