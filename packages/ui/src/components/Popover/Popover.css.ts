import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  // Positioned so its z-index is real: Radix copies the computed value onto the popper wrapper.
  position: 'relative',
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  width: 'max-content',
  maxWidth: 'min(20rem, calc(100vw - 1rem))',
  padding: vars.space[3],
  paddingInlineStart: vars.space[4],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const body = style({ flex: '1 1 auto', minWidth: 0, paddingBlock: vars.space[1] });

// Links in the content take the theme's link colour (the browser's blue fails contrast on the dark surface).
globalStyle(`${body} a`, { color: vars.color.link, textUnderlineOffset: '0.2em' });

export const close = style({ flexShrink: 0 });
