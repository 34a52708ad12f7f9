import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const chevron = style({
  width: '1rem',
  height: '1rem',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  padding: vars.space[4],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

// Fields side by side when there is room, stacked on a phone.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[4],
});

// Genre checkboxes in as many columns as fit.
export const genres = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space[2],
  margin: 0,
  marginTop: vars.space[4],
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space[1],
  fontWeight: vars.fontWeight.medium,
});

export const rangeProblem = style({ margin: 0, color: vars.color.dangerText });
