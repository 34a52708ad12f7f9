import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.scoreText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const tones = {
  high: style({ backgroundColor: vars.color.scoreHigh }),
  mid: style({ backgroundColor: vars.color.scoreMid }),
  low: style({ backgroundColor: vars.color.scoreLow }),
};
