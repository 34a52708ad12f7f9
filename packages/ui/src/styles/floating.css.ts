import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The surface of a panel that floats over the page from its trigger (menus, popovers, the header's dropdowns). */
export const floatingSurface = style({
  // Positioned so its z-index is real: Radix copies the computed value onto the popper wrapper.
  position: 'relative',
  zIndex: vars.zIndex.dropdown,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
