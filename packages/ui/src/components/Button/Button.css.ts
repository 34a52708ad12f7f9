import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  // A label longer than the room wraps inside the button instead of pushing the page sideways on a phone.
  maxWidth: '100%',
  textAlign: 'center',
  overflowWrap: 'break-word',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variants = {
  primary: style({
    backgroundColor: vars.color.accent,
    color: vars.color.textOnAccent,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.accentHover },
    },
  }),
  secondary: style({
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceSunken },
    },
  }),
  ghost: style({
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceSunken },
    },
  }),
  danger: style({
    backgroundColor: vars.color.danger,
    color: vars.color.textOnDanger,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
    },
  }),
  link: style({
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    // The size classes come later in the sheet; the attribute makes these win so a link sits in running text.
    selectors: { '&[data-variant="link"]': { padding: 0, height: 'auto', minHeight: 'auto' } },
  }),
};

export const sizes = {
  // A minimum height: one line fills it exactly as before, a wrapped label grows the button.
  sm: style({
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    fontSize: vars.fontSize.sm,
  }),
  md: style({
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[4],
    fontSize: vars.fontSize.md,
  }),
  lg: style({
    minHeight: vars.size.controlLg,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[6],
    fontSize: vars.fontSize.lg,
  }),
  icon: style({ width: vars.size.controlMd, height: vars.size.controlMd, padding: 0 }),
};

export const fullWidth = style({ width: '100%' });
