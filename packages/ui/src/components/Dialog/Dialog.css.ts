import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared by Dialog, AlertDialog and Sheet: one overlay, one panel look, one header/footer rhythm.
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

// Centred, at most the viewport minus a margin; the body scrolls, header and footer stay.
export const centred = style({
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  maxHeight: `calc(100dvh - 2 * ${vars.space[4]})`,
  borderRadius: vars.radius.lg,
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
});

export const sizes = {
  sm: style({ width: `min(24rem, calc(100vw - 2 * ${vars.space[4]}))` }),
  md: style({ width: `min(32rem, calc(100vw - 2 * ${vars.space[4]}))` }),
  lg: style({ width: `min(48rem, calc(100vw - 2 * ${vars.space[4]}))` }),
};

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: `${vars.space[1]} ${vars.space[2]}`,
  paddingBlock: vars.space[4],
  paddingInlineStart: vars.space[5],
  paddingInlineEnd: vars.space[3],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  alignSelf: 'center',
});

export const description = style({ gridColumn: 1, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space[5],
  paddingBlockEnd: vars.space[4],
});

// Links in the body take the theme's link colour (the browser's blue fails contrast on the dark surface).
globalStyle(`${body} a`, { color: vars.color.link, textUnderlineOffset: '0.2em' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  padding: vars.space[4],
  paddingInline: vars.space[5],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
