import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'grid',
  gap: vars.space[6],
  width: '100%',
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  // Grid children may shrink below their content's width, so nothing pushes the page wider than the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Content rows stack at the top; a short page (or one still loading) keeps what follows it below the
  // fold, so content arriving later does not shift the footer into view (layout shift).
  alignContent: 'start',
  minHeight: `calc(100vh - ${vars.size.headerHeight})`,
});

export const widths = {
  wide: style({ maxWidth: vars.size.contentMax }),
  narrow: style({ maxWidth: '48rem' }),
};

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export { visuallyHidden } from '../../styles/visuallyHidden.css';
