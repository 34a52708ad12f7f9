import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

// Checkbox-like controls sit before their label on one row; description and error go below the label.
export const inline = style({
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[2],
  alignItems: 'start',
});
export const inlineText = style({ gridColumn: 2 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: { [`${inline} &`]: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular } },
});

export const requiredMark = style({ color: vars.color.dangerText, marginInlineStart: vars.space[1] });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

/** The shared look of every text-like control (input, textarea, select), so the form kit stays uniform. */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus': { borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.dangerText },
    '&:read-only:not(select)': { backgroundColor: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
