import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minHeight: '100%',
});
