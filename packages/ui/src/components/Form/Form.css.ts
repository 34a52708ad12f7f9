import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const notice = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: '1px solid',
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const tones = {
  success: style({ color: vars.color.successText, borderColor: vars.color.success }),
  error: style({ color: vars.color.dangerText, borderColor: vars.color.danger }),
};
