import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// `&&` doubles the class so these win over Button's own size and colour classes whatever the CSS order.
export const base = style({
  position: 'relative',
  selectors: { '&&': { padding: 0, flexShrink: 0 } },
});

export const sizes = {
  sm: style({ selectors: { '&&': { width: vars.size.controlSm, height: vars.size.controlSm } } }),
  md: style({ selectors: { '&&': { width: vars.size.controlMd, height: vars.size.controlMd } } }),
};

export const highlight = style({ selectors: { '&&': { color: vars.color.dangerText } } });

// The count sits on the top-right corner; clicks pass through to the button.
export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space[1]})`,
  insetInlineEnd: `calc(-1 * ${vars.space[1]})`,
  pointerEvents: 'none',
});
