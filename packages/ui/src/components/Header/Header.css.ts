import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minWidth } from '../../theme/breakpoints';

// The header is its own size container: it lays itself out by its width (desktop from 48rem), so it fits
// whatever column it is placed in, and a 360 px story shows the mobile layout in any viewport.
const wide = minWidth('lg');

export const root = style({
  containerType: 'inline-size',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  top: vars.space[2],
  zIndex: 1,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const banner = style({
  margin: 0,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

const row = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space[3],
  '@container': { [wide]: { paddingInline: vars.space[6] } },
});

// Narrow: logo and icons on one row, search on its own row. Wide: logo | search | icons.
export const bar = style([
  row,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"logo actions" "search search"',
    alignItems: 'center',
    columnGap: vars.space[4],
    rowGap: vars.space[2],
    paddingBlock: vars.space[2],
    '@container': {
      [wide]: {
        gridTemplateColumns: 'auto minmax(0, 36rem) 1fr',
        gridTemplateAreas: '"logo search actions"',
        minHeight: vars.size.headerHeight,
      },
    },
  },
]);

export const logoLink = style({
  gridArea: 'logo',
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});

export const search = style({ gridArea: 'search', minWidth: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[1],
  '@container': { [wide]: { gap: vars.space[2] } },
});

// `&&` outranks the button's own display whatever the CSS order.
export const menuToggle = style({ '@container': { [wide]: { selectors: { '&&': { display: 'none' } } } } });

export const nav = style([row, { paddingBlock: 0 }]);

// Narrow: the links are a disclosure opened by the menu button. Wide: always shown in a row.
export const navList = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space[2],
  listStyle: 'none',
  selectors: { '&[data-state="open"]': { display: 'flex' } },
  '@container': {
    [wide]: {
      selectors: { '&&': { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: vars.space[6] } },
    },
  },
});

export const navLink = style({
  display: 'block',
  paddingBlock: vars.space[2],
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '0.25em' },
    '&[aria-current="page"]': { color: vars.color.link },
  },
});

// The wordmark takes its colours from the theme tokens: the light and dark variants switch with the theme.
// The wordmark is drawn left to right in every direction: in RTL its text would otherwise end at x=38, over the mark.
export const logo = style({ display: 'block', height: '2rem', width: 'auto', direction: 'ltr' });
export const logoMark = style({ fill: vars.color.accent });
export const logoKey = style({
  fill: 'none',
  stroke: vars.color.textOnAccent,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
});
export const logoText = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: '21px',
  letterSpacing: '-0.02em',
});
