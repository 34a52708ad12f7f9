import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Inverted colours (text on background swapped) so the hint stands out from the surface in either theme.
export const content = style({
  position: 'relative',
  zIndex: vars.zIndex.toast,
  maxWidth: '16rem',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.text });
