import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** An underlined inline link in running text; shared so every text link looks the same. */
export const textLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
