import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space[3],
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
