export {
  DropdownPanel,
  defaultDropdownPanelLabels,
  type DropdownPanelLabels,
  DropdownPanelClose,
  dropdownPanelHeadingLevels,
  keepFocusInPanel,
  type DropdownPanelProps,
} from './DropdownPanel';
export { DropdownPanelLink, type DropdownPanelLinkProps } from './DropdownPanelLink';
