import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const states = {
  low: style({ color: vars.color.warningText }),
  'sold-out': style({ color: vars.color.dangerText }),
};

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
