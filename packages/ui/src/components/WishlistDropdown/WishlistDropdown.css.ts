import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[2],
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const info = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

export const soldOut = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText });
