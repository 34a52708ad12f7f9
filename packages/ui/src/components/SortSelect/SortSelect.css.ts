import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The button sits on the select's line, whatever the label's height.
export const root = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

// Wide enough for the longest label ('Price: high to low') without jumping when the choice changes.
export const field = style({ minWidth: '12rem' });
