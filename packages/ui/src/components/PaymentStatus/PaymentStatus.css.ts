import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/card.css';
import { vars } from '../../theme/contract.css';

export const base = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space[4],
    padding: vars.space[6],
    color: vars.color.text,
    borderInlineStartWidth: vars.space[1],
  },
]);

// The state shows in the stripe on the start edge and the icon's colour, never by colour alone (title, icon).
export const states = {
  waiting: style({ borderInlineStartColor: vars.color.accent }),
  unpaid: style({ borderInlineStartColor: vars.color.warning }),
  confirming: style({ borderInlineStartColor: vars.color.warning }),
  paid: style({ borderInlineStartColor: vars.color.success }),
  declined: style({ borderInlineStartColor: vars.color.danger }),
  expired: style({ borderInlineStartColor: vars.color.borderStrong }),
};

export const announcement = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  alignItems: 'center',
});

export const icon = style({
  display: 'flex',
  fontSize: vars.fontSize.xl,
  color: vars.color.textMuted,
  selectors: {
    [`${states.confirming} &, ${states.unpaid} &`]: { color: vars.color.warningText },
    [`${states.paid} &`]: { color: vars.color.successText },
    [`${states.declined} &`]: { color: vars.color.dangerText },
  },
});

export const iconGlyph = style({ width: '1em', height: '1em' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted });
