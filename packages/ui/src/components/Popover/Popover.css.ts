import { globalStyle, style } from '@vanilla-extract/css';
import { floatingSurface } from '../../styles/floating.css';
import { vars } from '../../theme/contract.css';

export const content = style([
  floatingSurface,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    width: 'max-content',
    maxWidth: 'min(20rem, calc(100vw - 1rem))',
    padding: vars.space[3],
    paddingInlineStart: vars.space[4],
  },
]);

export const body = style({ flex: '1 1 auto', minWidth: 0, paddingBlock: vars.space[1] });

// Links in the content take the theme's link colour (the browser's blue fails contrast on the dark surface).
globalStyle(`${body} a`, { color: vars.color.link, textUnderlineOffset: '0.2em' });

export const close = style({ flexShrink: 0 });
