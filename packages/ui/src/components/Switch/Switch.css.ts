import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A 2.25 × 1.25rem track whose thumb slides to the inline end when on (mirrored in RTL).
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.dangerText}`, outlineOffset: '1px' },
  },
});

export const thumb = style({
  display: 'block',
  width: '0.875rem',
  height: '0.875rem',
  marginInlineStart: '0.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1rem)', backgroundColor: vars.color.textOnAccent },
    '[dir="rtl"] &[data-state="checked"]': { transform: 'translateX(-1rem)' },
  },
});
