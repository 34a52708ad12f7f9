import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  marginInline: 'auto',
  maxWidth: '36rem',
  color: vars.color.text,
});

export const sizes = {
  sm: style({ gap: vars.space[2], padding: vars.space[4], fontSize: vars.fontSize.sm }),
  md: style({ gap: vars.space[3], padding: vars.space[8], fontSize: vars.fontSize.md }),
  lg: style({ gap: vars.space[4], paddingBlock: vars.space[16], paddingInline: vars.space[6] }),
};

export const variants = {
  neutral: style({}),
  danger: style({}),
};

// Parts scale with the root's size and take the danger colour from its variant.
export const icon = style({
  display: 'flex',
  color: vars.color.textMuted,
  fontSize: vars.fontSize['2xl'],
  selectors: {
    [`${sizes.sm} &`]: { fontSize: vars.fontSize.xl },
    [`${sizes.lg} &`]: { fontSize: vars.fontSize['3xl'] },
    [`${variants.danger} &`]: { color: vars.color.dangerText },
  },
});

export const message = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.lg,
  selectors: {
    [`${sizes.sm} &`]: { fontSize: vars.fontSize.md },
    [`${sizes.lg} &`]: { fontSize: vars.fontSize['2xl'] },
    [`${variants.danger} &`]: { color: vars.color.dangerText },
  },
});

export const description = style({ color: vars.color.textMuted });

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
});
