export {
  DropdownPanel,
  defaultDropdownPanelLabels,
  type DropdownPanelLabels,
  DropdownPanelClose,
  keepFocusInPanel,
  type DropdownPanelProps,
} from './DropdownPanel';
export { DropdownPanelLink, type DropdownPanelLinkProps } from './DropdownPanelLink';
