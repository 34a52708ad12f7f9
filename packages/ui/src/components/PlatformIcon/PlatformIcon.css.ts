import { style } from '@vanilla-extract/css';
import {
  siBattledotnet,
  siEa,
  siEpicgames,
  siGogdotcom,
  siPlaystation,
  siSteam,
  type SimpleIcon,
} from 'simple-icons';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  verticalAlign: 'middle',
  lineHeight: vars.lineHeight.tight,
});

export const sizes = {
  sm: style({ fontSize: vars.fontSize.sm }),
  md: style({ fontSize: vars.fontSize.md }),
  lg: style({ fontSize: vars.fontSize.xl }),
};

export const icon = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

/**
 * A brand mark painted in the text colour through a mask of its path: the path is in the style sheet once, not in
 * the HTML and the JavaScript of every card that shows it (a catalogue page repeats a mark dozens of times).
 */
const mark = ({ path }: SimpleIcon) =>
  style({
    backgroundColor: 'currentColor',
    // Path data (digits, letters, `.,-` and spaces) needs no escaping inside a quoted url(); only the tags do.
    mask: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${path}'/%3E%3C/svg%3E") center / contain no-repeat`,
    // Forced colours would replace the background (the mark's paint) with the page's: paint it as text instead.
    forcedColorAdjust: 'none',
    '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
  });

// EA's mark stands for Origin, which EA renamed to the EA App.
export const brandMarks = {
  steam: mark(siSteam),
  epic: mark(siEpicgames),
  origin: mark(siEa),
  gog: mark(siGogdotcom),
  'battle-net': mark(siBattledotnet),
  playstation: mark(siPlaystation),
};

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
