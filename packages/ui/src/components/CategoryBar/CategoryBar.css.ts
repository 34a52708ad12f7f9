import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minWidth } from '../../theme/breakpoints';

// The bar's own width (not the viewport's) decides between scrolling and wrapping.
export const nav = style({ minWidth: 0, maxWidth: '100%', containerType: 'inline-size' });

// One row that scrolls sideways inside itself on narrow screens (never the page); wraps when there is room.
export const list = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[1],
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  '@container': {
    [minWidth('xl')]: { flexWrap: 'wrap', justifyContent: 'center', overflowX: 'visible' },
  },
});

export const item = style({ flexShrink: 0 });

export const link = style({ selectors: { '&&': { borderRadius: vars.radius.full } } });
