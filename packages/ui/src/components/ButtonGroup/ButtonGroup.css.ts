import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const aligns = {
  start: style({ justifyContent: 'flex-start' }),
  end: style({ justifyContent: 'flex-end' }),
  between: style({ justifyContent: 'space-between' }),
};
