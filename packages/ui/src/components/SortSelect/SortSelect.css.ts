import { style } from '@vanilla-extract/css';

// Wide enough for the longest label ('Price: high to low') without jumping when the choice changes.
export const root = style({ minWidth: '12rem' });
