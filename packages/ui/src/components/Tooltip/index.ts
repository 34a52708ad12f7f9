export { Tooltip, tooltipSides, type TooltipProps } from './Tooltip';
