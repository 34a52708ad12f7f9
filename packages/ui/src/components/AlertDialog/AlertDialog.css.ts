import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({ display: 'grid', gap: vars.space[2], padding: vars.space[5] });

export const description = style({ color: vars.color.textMuted });
