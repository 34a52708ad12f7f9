import { style } from '@vanilla-extract/css';
import { textCard, textCardTitle } from '../../styles/card.css';
import { vars } from '../../theme/contract.css';

export const card = style([textCard, { display: 'flex', flexDirection: 'column' }]);

export const title = textCardTitle;

export const description = style({ color: vars.color.textMuted });

export const questions = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[5],
  flexGrow: 1,
});

export const viewAll = style({ alignSelf: 'flex-start', fontWeight: vars.fontWeight.medium });
