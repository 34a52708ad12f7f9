import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

const fadeWidth = '2.5rem';
const fade = (direction: string) =>
  `linear-gradient(${direction}, black calc(100% - ${fadeWidth}), transparent)`;

export const list = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space[1],
  // Many or long tabs scroll sideways instead of wrapping into a confusing second row; the end with tabs out of
  // sight fades out, a sign that the row scrolls.
  overflowX: 'auto',
  // A tab focused by the keyboard scrolls clear of the faded ends, so its focus ring is never faded out.
  scrollPaddingInline: fadeWidth,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-overflow="end"]': { maskImage: fade('to right') },
    '&[data-overflow="start"]': { maskImage: fade('to left') },
    '&[data-overflow="end"]:dir(rtl)': { maskImage: fade('to left') },
    '&[data-overflow="start"]:dir(rtl)': { maskImage: fade('to right') },
    '&[data-overflow="both"]': {
      maskImage: `linear-gradient(to right, transparent, black ${fadeWidth}, black calc(100% - ${fadeWidth}), transparent)`,
    },
    // Wrapped: nothing scrolls, so nothing fades.
    '&[data-wrap]': { flexWrap: 'wrap', overflowX: 'visible', maskImage: 'none' },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    // Inside the tab: the row scrolls (overflow clips), so a ring outside the tab would be cut off.
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-orientation="vertical"]': {
      textAlign: 'start',
      whiteSpace: 'normal',
      borderBottom: 'none',
      borderInlineEnd: '2px solid transparent',
    },
    '&[data-orientation="vertical"][data-state="active"]': { borderInlineEndColor: vars.color.accent },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  borderRadius: vars.radius.sm,
  // A panel's blocks (e.g. the account's settings sections) stack with space between; hidden panels stay hidden.
  selectors: {
    '&:not([hidden])': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignContent: 'start',
      gap: vars.space[4],
    },
  },
});
