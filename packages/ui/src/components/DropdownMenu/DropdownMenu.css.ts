import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../styles/floating.css';
import { vars } from '../../theme/contract.css';

export const content = style([
  floatingSurface,
  {
    minWidth: '14rem',
    maxWidth: 'min(22rem, calc(100vw - 1rem))',
    padding: vars.space[1],
  },
]);

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.controlSm,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.sm,
});

export const item = style([
  row,
  {
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      // Radix moves focus onto the highlighted item (pointer or keyboard); one highlight style serves both.
      '&[data-highlighted]': {
        backgroundColor: vars.color.surfaceSunken,
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

// A long name (e.g. a 32-character username without spaces) breaks inside the menu instead of running out of it.
export const label = style([
  row,
  { fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 },
]);

export const text = style([row, { color: vars.color.textMuted, cursor: 'default' }]);

export const separator = style({
  height: '1px',
  marginBlock: vars.space[1],
  marginInline: `calc(-1 * ${vars.space[1]})`,
  backgroundColor: vars.color.border,
});

// The checkbox item reads as a switch: a track with a thumb that slides when data-state is "checked".
export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${item}[data-state="checked"] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
});

export const switchThumb = style({
  position: 'absolute',
  top: '1px',
  insetInlineStart: '1px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `inset-inline-start ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${item}[data-state="checked"] &`]: {
      insetInlineStart: 'calc(100% - 1rem - 1px)',
      backgroundColor: vars.color.textOnAccent,
    },
  },
});
