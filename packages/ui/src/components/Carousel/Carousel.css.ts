import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { maxWidth, minWidth } from '../../theme/breakpoints';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  // Square on a phone: the picture above its caption keeps a useful size.
  aspectRatio: '1 / 1',
  maxHeight: '32rem',
  width: '100%',
  '@media': {
    [`screen and ${minWidth('sm')}`]: { aspectRatio: '4 / 3' },
    [`screen and ${minWidth('lg')}`]: { aspectRatio: '21 / 9' },
  },
});

export const viewport = style({ height: '100%' });

// Slides stack vertically; the track moves up one viewport height per slide.
export const track = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  transition: `transform 450ms ${vars.motion.easing}`,
});

// The slide is the stacking context: a covering picture sits behind the caption (z-index -1), and the caption
// stays unpositioned so the title's stretched link measures from the slide and covers all of it. A contained
// picture has a cell of its own, so the caption never covers it: above the caption on a narrow screen, beside
// it (at the end side) on a wide one. The end padding keeps the bullets clear of it.
export const slide = style({
  position: 'relative',
  zIndex: 0,
  flex: '0 0 100%',
  minHeight: 0,
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  padding: vars.space[4],
  paddingInlineEnd: vars.space[12],
  '@media': {
    [`screen and ${minWidth('lg')}`]: {
      gridTemplateRows: 'minmax(0, 1fr)',
      gridTemplateColumns: 'fit-content(min(32rem, 40%)) minmax(0, 1fr)',
      gap: vars.space[4],
    },
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'contain',
  gridRow: 1,
  '@media': {
    [`screen and ${minWidth('lg')}`]: {
      gridColumn: 2,
      objectPosition: 'right center',
      selectors: { '[dir="rtl"] &': { objectPosition: 'left center' } },
    },
  },
  selectors: {
    // A covering picture fills the whole slide (not a grid cell) behind the caption.
    '&[data-fit="cover"]': {
      position: 'absolute',
      inset: 0,
      gridRow: 'auto',
      gridColumn: 'auto',
      objectFit: 'cover',
      zIndex: -1,
    },
  },
});

// Text sits on a solid panel so its contrast never depends on the picture.
export const caption = style({
  gridRow: 2,
  alignSelf: 'end',
  justifySelf: 'start',
  maxWidth: '32rem',
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': { [`screen and ${minWidth('lg')}`]: { gridRow: 1, gridColumn: 1 } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [`screen and ${minWidth('lg')}`]: { fontSize: vars.fontSize.xl } },
});

// The title's link covers the slide, so the whole picture is clickable with one link in the tab order.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const subtitle = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [`screen and ${maxWidth('sm')}`]: { display: 'none' } },
});

export const rotation = style({
  position: 'absolute',
  top: vars.space[3],
  insetInlineStart: vars.space[3],
  zIndex: 1,
  selectors: { '&&': { backgroundColor: vars.color.surface, boxShadow: vars.shadow.sm } },
});

export const bullets = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space[3],
  zIndex: 1,
  transform: 'translateY(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

// A 24 px target around a small dot; the current dot is long and filled.
export const bullet = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  '::before': {
    content: '""',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.textOnAccent}`,
    backgroundColor: vars.color.accent,
    opacity: 0.7,
    boxShadow: vars.shadow.sm,
    transition: `height ${vars.motion.durationNormal} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { height: '1.5rem', opacity: 1 },
    '&:hover::before': { opacity: 1 },
  },
});
