import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inline } from '../Field/Field.css';

export const options = style({ display: 'flex', gap: vars.space[3] });

export const orientations = {
  vertical: style({ flexDirection: 'column' }),
  horizontal: style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space[6] }),
};

// Each option lays out as an inline field: the radio before its label, the description under the label.
export const option = style([inline, { display: 'grid' }]);

export const radio = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.1875rem',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '[aria-invalid="true"] &': { borderColor: vars.color.dangerText },
  },
});

export const indicator = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

export const optionLabel = style({ color: vars.color.text, cursor: 'pointer' });
