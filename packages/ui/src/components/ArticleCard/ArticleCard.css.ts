import { style } from '@vanilla-extract/css';
import { textCard, textCardTitle } from '../../styles/card.css';
import { vars } from '../../theme/contract.css';

export const card = style([textCard, { display: 'grid' }]);

export const title = textCardTitle;

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Margins, not a grid: the line clamp only counts lines of block children.
export const paragraph = style({ selectors: { '& + &': { marginTop: vars.space[3] } } });
