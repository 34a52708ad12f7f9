export {
  DropdownPanel,
  DropdownPanelClose,
  dropdownPanelHeadingLevels,
  keepFocusInPanel,
  type DropdownPanelProps,
} from './DropdownPanel';
