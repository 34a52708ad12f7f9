import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const states = {
  flagged: style({}),
  // Accepted: the warning stays readable, the accent steps back.
  confirmed: style({ borderInlineStartColor: vars.color.border }),
  advisory: style({}),
};

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.warningText,
});

export const icon = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
