import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ margin: 0, padding: 0, display: 'grid' });

export const layouts = {
  compact: style({}),
  full: style({ gap: vars.space[3] }),
};

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

// A page stacks the list and its subtotal with this gap (Page's); the placeholder keeps the same rhythm.
export const skeleton = style({ display: 'grid', gap: vars.space[6] });

export const skeletonText = style({ marginBlock: 'calc((1lh - 1em) / 2)' });
