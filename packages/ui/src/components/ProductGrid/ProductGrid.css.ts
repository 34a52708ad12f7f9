import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minWidth } from '../../theme/breakpoints';

export const root = style({ position: 'relative', minWidth: 0 });

// As many columns of at least 14rem as fit; `min(100%, …)` keeps one column from overflowing a narrow screen.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [`screen and ${minWidth('lg')}`]: { gap: vars.space[6] } },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export { visuallyHidden } from '../../styles/visuallyHidden.css';
