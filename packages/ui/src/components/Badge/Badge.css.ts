import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const variants = {
  neutral: style({
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  }),
  accent: style({ backgroundColor: vars.color.accent, color: vars.color.textOnAccent }),
  danger: style({ backgroundColor: vars.color.danger, color: vars.color.textOnDanger }),
  success: style({ backgroundColor: vars.color.success, color: vars.color.textOnSuccess }),
};

// A count is a circle for one digit and grows into a pill for more.
export const count = style({ paddingInline: vars.space[1] });
