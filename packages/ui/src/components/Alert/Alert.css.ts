import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The stripe and icon carry the variant's colour; the text stays the body colour, readable in every theme.
export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  paddingInlineStart: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

const iconColor = createVar();

const tone = (stripe: string, icon: string) =>
  style({ borderInlineStartColor: stripe, vars: { [iconColor]: icon } });

export const variants = {
  info: tone(vars.color.link, vars.color.link),
  success: tone(vars.color.success, vars.color.successText),
  warning: tone(vars.color.warning, vars.color.warningText),
  danger: tone(vars.color.danger, vars.color.dangerText),
};

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  marginBlockStart: '0.0625rem',
  color: iconColor,
});

export const content = style({ display: 'grid', gap: vars.space[1], flex: '1 1 auto', minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const message = style({ overflowWrap: 'anywhere' });

export const action = style({ marginBlockStart: vars.space[1] });

export const dismiss = style({ flexShrink: 0, marginBlock: `calc(-1 * ${vars.space[1]})` });
