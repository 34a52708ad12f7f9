import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { minWidth } from '../../theme/breakpoints';

export const base = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[2],
  color: vars.color.text,
  listStyle: 'none',
});

// Compact (dropdown): name and price over the stepper and remove button.
// Full (cart page): image | name and unit price | stepper | line total | remove; it wraps on narrow screens.
export const layouts = {
  compact: style({
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"info info" "qty remove"',
    padding: vars.space[2],
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
  full: style({
    gridTemplateColumns: '4rem 1fr auto',
    gridTemplateAreas: '"image info remove" "image qty total"',
    padding: vars.space[4],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    '@media': {
      [`screen and ${minWidth('lg')}`]: {
        gridTemplateColumns: '6rem 1fr auto auto auto',
        gridTemplateAreas: '"image info qty total remove"',
        columnGap: vars.space[6],
      },
    },
  }),
};

export const image = style({
  gridArea: 'image',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const info = style({ gridArea: 'info', display: 'grid', gap: vars.space[1], minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const nameLink = style([
  name,
  { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

export const quantity = style({ gridArea: 'qty', justifySelf: 'start' });

export const total = style({ gridArea: 'total', justifySelf: 'end' });

export const remove = style({ gridArea: 'remove', justifySelf: 'end' });

export const notice = style({ gridColumn: '1 / -1' });

// Across the line's width; a line that holds more than is left (or a sold-out one) is an error to fix.
export const stock = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-state="short"], &[data-state="sold-out"]': { color: vars.color.dangerText } },
});

// A placeholder text bar stands in a whole line box (1lh), as tall as the text it stands for.
export const skeletonText = style({ marginBlock: 'calc((1lh - 1em) / 2)' });

// The stepper's box: two small controls, the value, 1px padding and 1px border on each side.
export const skeletonStepper = style({
  width: `calc(2 * ${vars.size.controlSm} + 2ch + 2 * ${vars.space[1]} + 4px)`,
  height: `calc(${vars.size.controlSm} + 4px)`,
});

export const skeletonRemove = style({ width: vars.size.controlSm, height: vars.size.controlSm });
