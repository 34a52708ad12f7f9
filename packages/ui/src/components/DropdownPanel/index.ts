export {
  DropdownPanel,
  DropdownPanelClose,
  dropdownPanelHeadingLevels,
  keepFocusInPanel,
  type DropdownPanelProps,
} from './DropdownPanel';
export { DropdownPanelLink, type DropdownPanelLinkProps } from './DropdownPanelLink';
