import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Fills quickly at first, then ever more slowly: progress without pretending to know how much is left.
const fill = keyframes({
  from: { transform: 'scaleX(0)' },
  '30%': { transform: 'scaleX(0.5)' },
  to: { transform: 'scaleX(0.9)' },
});

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  height: '3px',
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  backgroundColor: vars.color.accent,
  transformOrigin: 'left',
  selectors: {
    // Hidden, not its live region: a region that was never out of the accessibility tree is announced.
    [`${root}[data-state="idle"] &`]: { visibility: 'hidden' },
    [`${root}[data-state="loading"] &`]: { animation: `${fill} 8s ${vars.motion.easing} forwards` },
    '&:dir(rtl)': { transformOrigin: 'right' },
  },
  '@media': {
    // Without motion: a still bar, most of the way across.
    '(prefers-reduced-motion: reduce)': {
      selectors: { [`${root}[data-state="loading"] &`]: { animation: 'none', transform: 'scaleX(0.9)' } },
    },
  },
});
