import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// sonner injects its own layout CSS at runtime (after ours); the attribute in each selector adds enough
// specificity for the tokens to win where both set the same property.
export const toaster = style({
  selectors: {
    '&[data-sonner-toaster]': { zIndex: vars.zIndex.toast, fontFamily: vars.font.body },
    // Alt+T moves focus to the list by script, which after a mouse click Chromium never counts as :focus-visible:
    // the list, focusable only that way (tabindex -1), shows the ring on any focus.
    '&[data-sonner-toaster]:focus': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: 'var(--width)',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

// Collapsed stack: only the front toast's text shows; the ones behind are just edges.
globalStyle(`${toast}[data-expanded="false"][data-front="false"] > *`, { opacity: 0 });

export const success = style({ borderInlineStartColor: vars.color.success });
export const error = style({ borderInlineStartColor: vars.color.danger });
export const loading = style({ borderInlineStartColor: vars.color.accent });

export const icon = style({
  position: 'relative',
  display: 'flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  selectors: {
    [`${success} &`]: { color: vars.color.successText },
    [`${error} &`]: { color: vars.color.dangerText },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.medium });
export const description = style({
  selectors: {
    '[data-sonner-toaster][data-sonner-theme] &[data-description]': { color: vars.color.textMuted },
  },
});
