export {
  Popover,
  PopoverClose,
  defaultPopoverLabels,
  popoverAligns,
  popoverSides,
  type PopoverLabels,
  type PopoverProps,
} from './Popover';
