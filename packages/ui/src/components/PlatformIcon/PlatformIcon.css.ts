import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  verticalAlign: 'middle',
  lineHeight: vars.lineHeight.tight,
});

export const sizes = {
  sm: style({ fontSize: vars.fontSize.sm }),
  md: style({ fontSize: vars.fontSize.md }),
  lg: style({ fontSize: vars.fontSize.xl }),
};

export const icon = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
