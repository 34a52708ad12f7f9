import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });

export const question = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
