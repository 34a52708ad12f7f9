import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', width: '100%', minWidth: 0 });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space[3],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: vars.size.controlMd,
  paddingInlineStart: vars.space[10],
  paddingInlineEnd: vars.space[3],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space[1]})`,
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

// The status line is a live region that stays in the page; it shows as a box only while it has text.
export const message = style([
  popup,
  {
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    selectors: {
      '&:not(:empty)': { padding: vars.space[3], border: `1px solid ${vars.color.border}` },
      '&:empty': { boxShadow: 'none' },
    },
  },
]);

export const listbox = style([
  popup,
  {
    margin: 0,
    padding: vars.space[1],
    maxHeight: '24rem',
    overflowY: 'auto',
    border: `1px solid ${vars.color.border}`,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const option = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  listStyle: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceSunken,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const optionImage = style({
  width: '2.5rem',
  height: '2.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const optionName = style({ minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });

// The matched part of a suggestion's name: bold in the text's own colour (no background to fail contrast).
export const mark = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

export { visuallyHidden } from '../../styles/visuallyHidden.css';
