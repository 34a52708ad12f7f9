import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Radix measures the panel and exposes its height, so opening and closing can animate to the real size.
const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
});

export const contentInner = style({
  paddingInline: vars.space[2],
  paddingBottom: vars.space[4],
  lineHeight: vars.lineHeight.normal,
});
